import { Stack, Text } from '@mantine/core'
import { useIntersection } from '@mantine/hooks'
import { useEffect, useState } from 'react'

const numberFormat = new Intl.NumberFormat('en-IN')

/**
 * A number that counts up once when it scrolls into view. The final value is rendered on the
 * server and for visitors who prefer reduced motion, so it is always readable and indexable.
 */
export function StatCounter({ value, label, suffix = '', durationMs = 1200 }: { value: number; label: string; suffix?: string; durationMs?: number }) {
  const { ref, entry } = useIntersection({ threshold: 0.4 })
  const [display, setDisplay] = useState(value)
  const [played, setPlayed] = useState(false)

  useEffect(() => {
    if (played || !entry?.isIntersecting) return
    setPlayed(true)
    // Read the preference directly: a hook's first value is false until it has subscribed.
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    const start = performance.now()
    let frame = 0
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs)
      const eased = 1 - Math.pow(1 - progress, 3)
      setDisplay(Math.round(value * eased))
      if (progress < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [entry?.isIntersecting, played, value, durationMs])

  return (
    <Stack gap={4} align="center" ref={ref} data-testid="stat-counter">
      <Text fz={{ base: 36, md: 48 }} fw={800} lh={1} lts="-0.02em" aria-hidden>
        {numberFormat.format(display)}
        {suffix}
      </Text>
      <Text className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {`${numberFormat.format(value)}${suffix} ${label}`}
      </Text>
      <Text c="dimmed" fw={600} aria-hidden>
        {label}
      </Text>
    </Stack>
  )
}
