import { Text, Title, type MantineSpacing } from '@mantine/core'
import type { ReactNode } from 'react'

/** A card's heading and its dimmed description: the house card text (industry and clone cards). */
export function CardCopy({
  title,
  description,
  titleTop = 'lg',
}: {
  title: ReactNode
  description: ReactNode
  /** Space above the heading: what stands above it in the card (an icon tile, a badge). */
  titleTop?: MantineSpacing
}) {
  return (
    <>
      <Title order={3} fz="h4" mt={titleTop}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm" mt="xs" lh={1.6}>
        {description}
      </Text>
    </>
  )
}
