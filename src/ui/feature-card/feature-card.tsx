import { Card, Stack, Text, Title, type CardProps } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled line of text in the dimmed body style: the inside of most cards and rows. */
export function TitleText({
  title,
  text,
  order = 3,
  titleSize = 'lg',
  textSize,
  titleGap,
  dimmed = true,
}: {
  title: ReactNode
  text: ReactNode
  order?: 2 | 3 | 4
  titleSize?: string
  textSize?: string
  /** Space under the title, where the text needs it. */
  titleGap?: number | string
  /** false keeps the body colour, for text on a tinted card. */
  dimmed?: boolean
}) {
  return (
    <>
      <Title order={order} fz={titleSize} mb={titleGap}>
        {title}
      </Title>
      <Text c={dimmed ? 'dimmed' : undefined} fz={textSize}>
        {text}
      </Text>
    </>
  )
}

/**
 * A bordered card with an icon (or any mark) on top, a title and a short text: the site's card
 * for reasons, values, steps and features.
 */
export function FeatureCard({
  icon,
  title,
  text,
  order = 3,
  titleSize = 'lg',
  textSize,
  dimmed,
  children,
  component = 'div',
  ...props
}: {
  /** 'li' when the cards form a list. */
  component?: 'div' | 'li'
  icon?: ReactNode
  title: ReactNode
  text: ReactNode
  order?: 2 | 3 | 4
  titleSize?: string
  textSize?: string
  /** false keeps the body colour, for text on a tinted card. */
  dimmed?: boolean
  /** Anything under the text (a link, a list). */
  children?: ReactNode
} & Omit<CardProps, 'children' | 'title'>) {
  return (
    <Card component={component} withBorder radius="lg" padding="lg" {...props}>
      <Stack gap="sm" h="100%">
        {icon}
        <TitleText title={title} text={text} order={order} titleSize={titleSize} textSize={textSize} dimmed={dimmed} />
        {children}
      </Stack>
    </Card>
  )
}

/** A bold line and a small dimmed line under it: a point in a list, not a heading. */
export function LabelText({
  label,
  text,
  labelSize,
  gap,
}: {
  label: ReactNode
  text: ReactNode
  /** A larger label ('md', 'lg') sits on tighter lines. */
  labelSize?: string
  gap?: number
}) {
  return (
    <>
      <Text fw={700} fz={labelSize} lh={labelSize ? 1.3 : undefined}>
        {label}
      </Text>
      <Text fz="sm" c="dimmed" mt={gap}>
        {text}
      </Text>
    </>
  )
}
