import classes from './content-table.module.css'

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
    <div className={classes.scroll} role="region" aria-label={`Table: ${caption}`} tabIndex={0}>
      <table
        className={classes.table}
        data-wide={head.length > 2 || undefined}
        data-nowrap-row-headers={nowrapRowHeaders || undefined}
      >
        <caption className={classes.caption}>{caption}</caption>
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
                  <th key={index} scope="row">
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
