import { List, type ListProps } from '@mantine/core'
import { IconCheck, type Icon } from '@tabler/icons-react'

/** An icon in the brand's ink, sized for a line of text, that opens a point: a check mark unless told. */
export function BrandMark({ icon: MarkIcon = IconCheck }: { icon?: Icon }) {
  return <MarkIcon size={18} stroke={1.75} color="var(--mantine-color-brand-7)" aria-hidden />
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
    <List spacing={spacing} icon={<BrandMark />} center {...props}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  )
}
