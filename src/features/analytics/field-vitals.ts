import { onCLS, onINP, onLCP, type MetricWithAttribution } from 'web-vitals/attribution'
import type { VitalMetric } from '~/domain/analytics'
import { sendBeacon } from './beacon'

/**
 * Field Core Web Vitals of a sampled page load (issue 49), a chunk of its own fetched after the
 * page has hydrated. web-vitals (attribution build) reports LCP, INP and CLS when the page is
 * hidden; each metric goes out once per page load, in a beacon of its own, with the page type
 * (the route). TAP is the time from the visitor's first tap (or key) to the next paint after it
 * was handled: the Event Timing API's first-input entry (buffered, so the tap that woke the page's
 * script counts), the same span INP measures for the slowest one.
 */
export function reportFieldVitals(pageType: string): void {
  const sent = new Set<VitalMetric>()
  const send = (metric: VitalMetric, value: number) => {
    if (sent.has(metric) || !Number.isFinite(value) || value < 0) return
    sent.add(metric)
    sendBeacon({ k: 'vitals', t: pageType.slice(0, 80), m: { [metric]: metric === 'CLS' ? value : Math.round(value) } })
  }
  const report = (metric: MetricWithAttribution) => send(metric.name as VitalMetric, metric.value)
  onLCP(report)
  onINP(report)
  onCLS(report)
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('first-input')) {
    const observer = new PerformanceObserver((list) => {
      const first = list.getEntries()[0]
      if (!first) return
      send('TAP', first.duration)
      observer.disconnect()
    })
    observer.observe({ type: 'first-input', buffered: true })
  }
}
