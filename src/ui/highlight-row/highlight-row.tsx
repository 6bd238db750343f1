import { Group, Text, type GroupProps } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import { BrandMark } from '../check-list/check-list'

export interface Highlight {
  label: string
  /** A Tabler icon in the brand's ink; the check mark when left out. */
  icon?: Icon
}

/** A hero's short promises in a row, each a bold small line after its icon. */
export function HighlightRow({ items, ...props }: { items: readonly Highlight[] } & Omit<GroupProps, 'children'>) {
  return (
    <Group {...props}>
      {items.map(({ label, icon }) => (
        <Group key={label} gap={6} wrap="nowrap">
          <BrandMark icon={icon} />
          <Text fz="sm" fw={600}>
            {label}
          </Text>
        </Group>
      ))}
    </Group>
  )
}
