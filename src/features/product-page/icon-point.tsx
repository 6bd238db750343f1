import { Group, List, Stack, Text } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { IconCircleCheck } from '@tabler/icons-react'
import type { IconKey } from '~/domain/icon'
import { IconTile } from '~/ui/icons/icon'
import classes from './product-page.module.css'

interface Point {
  icon: IconKey
  title: string
  description: string
}

/**
 * A titled point with an icon tile in the product's colour: model points, features, pricing
 * notes. `large` is for a page's main argument, the default for supporting lists.
 */
export function IconPoint({ point, color, large = false }: { point: Point; color: string; large?: boolean }) {
  return (
    <Group component="li" align="flex-start" gap="md" wrap="nowrap">
      <IconTile name={point.icon} color={color} size={large ? 44 : 40} iconSize={large ? 22 : 20} />
      <Stack gap={large ? 4 : 2}>
        <Text fw={700} fz={large ? 'lg' : undefined}>
          {point.title}
        </Text>
        <Text fz={large ? undefined : 'sm'} c="dimmed">
          {point.description}
        </Text>
      </Stack>
    </Group>
  )
}

/** A list of icon points, one under the other. */
export function IconPointList({
  points,
  color,
  large = false,
}: {
  points: readonly Point[]
  color: string
  large?: boolean
}) {
  return (
    <Stack gap={large ? 'lg' : 'md'} component="ul" className={classes.plainList}>
      {points.map((point) => (
        <IconPoint key={point.title} point={point} color={color} large={large} />
      ))}
    </Stack>
  )
}

/** A list of short claims, each with a check in the product's colour. */
export function CheckList({
  items,
  color,
  light = false,
  testId,
}: {
  items: readonly string[]
  color: string
  /** Pale marks, for a list inside a card. */
  light?: boolean
  testId?: string
}) {
  return (
    <List
      spacing="sm"
      icon={
        <ThemeIcon size={24} radius="xl" color={color} variant={light ? 'light' : 'filled'} aria-hidden>
          <IconCircleCheck size={16} stroke={1.75} />
        </ThemeIcon>
      }
      data-testid={testId}
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  )
}
