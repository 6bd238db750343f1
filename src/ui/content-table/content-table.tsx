import { Table } from '@mantine/core'
import classes from '../utilities/utilities.module.css'

/**
 * A table in the text of a document (docs, policies): caption above, the first cell of each row
 * is that row's header. Wide tables scroll sideways on phones instead of squeezing.
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
    <Table.ScrollContainer minWidth={head.length > 2 ? 520 : 0}>
      <Table withTableBorder striped verticalSpacing="sm" horizontalSpacing="md" captionSide="top">
        <Table.Caption className={classes.caption}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell}>{cell}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <Table.Th key={index} scope="row" fw={600} className={nowrapRowHeaders ? classes.nowrap : undefined}>
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={index}>{cell}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
