import { Group, Text, type GroupProps } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import { CheckMark } from '../check-list/check-list'

export interface Highlight {
  label: string
  /** A Tabler icon in the brand's ink; the check mark when left out. */
  icon?: Icon
}

/** A hero's short promises in a row, each a bold small line after its icon. */
export function HighlightRow({ items, ...props }: { items: readonly Highlight[] } & Omit<GroupProps, 'children'>) {
  return (
    <Group {...props}>
      {items.map(({ label, icon: ItemIcon }) => (
        <Group key={label} gap={6} wrap="nowrap">
          {ItemIcon ? (
            <ItemIcon size={18} stroke={1.75} color="var(--mantine-color-brand-7)" aria-hidden />
          ) : (
            <CheckMark />
          )}
          <Text fz="sm" fw={600}>
            {label}
          </Text>
        </Group>
      ))}
    </Group>
  )
}
