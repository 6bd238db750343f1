import classes from '../utilities/utilities.module.css'
import tableClasses from './content-table.module.css'

/**
 * A table in the text of a document (docs, policies): caption above, the first cell of each row
 * is that row's header. Wide tables scroll sideways on phones instead of squeezing, in the
 * browser's own scroll box; the box is a named, focusable region, so keyboard users can scroll it
 * (named 'Table: caption', as a section with the same heading would otherwise share its landmark name).
 * Plain HTML with the look of Mantine's bordered, striped table: Mantine's Table brings its
 * ScrollArea and a positioning library (about 20 KB of gzip JavaScript) to every page that has one.
 */
export function ContentTable({
  caption,
  head,
  rows,
  nowrapRowHeaders = false,
}: {
  caption: string
  head: readonly string[]
  rows: readonly (readonly string[])[]
  nowrapRowHeaders?: boolean
}) {
  return (
    <div className={tableClasses.scroll} role="region" aria-label={`Table: ${caption}`} tabIndex={0}>
      <table className={tableClasses.table} data-wide={head.length > 2 || undefined}>
        <caption className={[classes.caption, tableClasses.caption].join(' ')}>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={index}
                    scope="row"
                    className={[tableClasses.rowHeader, nowrapRowHeaders ? classes.nowrap : undefined]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
