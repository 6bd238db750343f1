import { List, type ListProps } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'

/** The check mark in the brand's ink that opens a point in a list. */
export function CheckMark() {
  return <IconCheck size={18} stroke={1.75} color="var(--mantine-color-brand-7)" aria-hidden />
}

/**
 * Short points, each after a brand check mark centred on its line: what a service covers, what a
 * message to the team brings.
 */
export function CheckList({
  items,
  spacing = 6,
  ...props
}: { items: readonly string[] } & Omit<ListProps, 'children' | 'icon' | 'center'>) {
  return (
    <List spacing={spacing} icon={<CheckMark />} center {...props}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  )
}
