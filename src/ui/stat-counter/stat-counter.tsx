import { Stack, Text } from '@mantine/core'
import { useIntersection } from '@mantine/hooks'
import { useEffect, useRef, useState } from 'react'
import classes from './stat-counter.module.css'

const numberFormat = new Intl.NumberFormat('en-IN')

/**
 * A number that counts up once when it scrolls into view. The final value is rendered on the
 * server and for visitors who prefer reduced motion, so it is always readable and indexable.
 */
export function StatCounter({
  value,
  label,
  suffix = '',
  durationMs = 1200,
}: {
  value: number
  label: string
  suffix?: string
  durationMs?: number
}) {
  const { ref, entry } = useIntersection({ threshold: 0.4 })
  const [display, setDisplay] = useState(value)
  // A ref, not state: changing it must not re-run (and so cancel) the running animation.
  const played = useRef(false)

  useEffect(() => {
    if (played.current || !entry?.isIntersecting) return
    played.current = true
    // Read the preference directly: a hook's first value is false until it has subscribed.
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    let start: number | undefined
    let frame = 0
    const tick = (now: number) => {
      start ??= now
      const progress = Math.min(1, Math.max(0, (now - start) / durationMs))
      const eased = 1 - Math.pow(1 - progress, 3)
      setDisplay(Math.round(value * eased))
      if (progress < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => {
      cancelAnimationFrame(frame)
      setDisplay(value)
    }
  }, [entry?.isIntersecting, value, durationMs])

  return (
    <Stack gap={4} align="center" ref={ref} data-testid="stat-counter">
      <Text className={classes.number} fw={800} lh={1} lts="-0.02em" aria-hidden>
        {numberFormat.format(display)}
        {suffix}
      </Text>
      <Text className={classes.visuallyHidden}>{`${label}: ${numberFormat.format(value)}${suffix}`}</Text>
      <Text c="dimmed" fw={600} ta="center" aria-hidden>
        {label}
      </Text>
    </Stack>
  )
}
