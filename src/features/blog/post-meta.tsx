import { Group, Text } from '@mantine/core'
import { IconCalendar, IconClock } from '@tabler/icons-react'
import { formatPostDate, formatReadingTime } from './format'

/** Date and reading time of a post. */
export function PostMeta({
  publishedAt,
  readingMinutes,
  size = 'sm',
}: {
  publishedAt: string | null
  readingMinutes: number
  size?: 'xs' | 'sm' | 'md'
}) {
  return (
    <Group gap="md" wrap="wrap">
      {publishedAt ? (
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={16} stroke={1.75} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text component="time" dateTime={publishedAt} fz={size} c="dimmed">
            {formatPostDate(publishedAt)}
          </Text>
        </Group>
      ) : null}
      <Group gap={6} wrap="nowrap">
        <IconClock size={16} stroke={1.75} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fz={size} c="dimmed">
          {formatReadingTime(readingMinutes)}
        </Text>
      </Group>
    </Group>
  )
}
