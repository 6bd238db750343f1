import { Group, type GroupProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { TitleText } from '../feature-card/feature-card'

/** An icon beside a title and a short text: the site's row for benefits, values and contact ways. */
export function IconRow({
  icon,
  title,
  text,
  titleSize = 'md',
  textSize = 'sm',
  order = 3,
  titleGap = 4,
  ...props
}: {
  icon: ReactNode
  title: ReactNode
  text: ReactNode
  titleSize?: string
  textSize?: string
  order?: 2 | 3 | 4
  titleGap?: number
} & Omit<GroupProps, 'children' | 'title'>) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="md" {...props}>
      {icon}
      <div>
        <TitleText
          title={title}
          text={text}
          order={order}
          titleSize={titleSize}
          textSize={textSize}
          titleGap={titleGap}
        />
      </div>
    </Group>
  )
}
