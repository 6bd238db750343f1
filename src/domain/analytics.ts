import type { AnalyticsRange } from './analytics-paths'
/**
 * First-party analytics (issue 49): what a page's beacon may carry and how field vitals are
 * judged. Both sides read it: the inline beacon and the vitals chunk write these payloads, the
 * server's endpoint parses them, the admin's page rates the 75th percentiles.
 */

export { ANALYTICS_RANGES, BEACON_GIF_PATH, BEACON_PATH, type AnalyticsRange } from './analytics-paths'

/** A beacon's body is refused above this many bytes. */
export const MAX_BEACON_BYTES = 1024

/** Share of visits whose Core Web Vitals are reported (decided per page load, in the browser). */
export const VITALS_SAMPLE_RATE = 0.25

export const PATH_MAX = 300
export const REFERRER_MAX = 1000
export const UTM_MAX = 150
export const PAGE_TYPE_MAX = 80

/** A path of this site: starts with one '/', URL-safe characters only, no '..' segment. */
const PATH_SHAPE = /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/
export const PAGE_TYPE_SHAPE = /^\/[A-Za-z0-9\-._~/$]*$/

export const UTM_FIELDS = ['source', 'medium', 'campaign'] as const
export type UtmField = (typeof UTM_FIELDS)[number]

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TAP'] as const
export type VitalMetric = (typeof VITAL_METRICS)[number]

export function isSitePath(path: string): boolean {
  return path.length <= PATH_MAX && PATH_SHAPE.test(path) && !/(^|\/)\.\.(\/|$)/.test(path)
}

/**
 * Google's thresholds (web.dev/vitals): good up to the first, poor above the second. TAP, the
 * first tap's time to the next paint, is judged like INP. `step` is the histogram's bucket width
 * (a value v is kept as bucket ceil(v / step)), chosen so that both thresholds fall on an edge.
 */
export const VITAL_RULES: Record<VitalMetric, { good: number; poor: number; step: number; unit: 'ms' | '' }> = {
  LCP: { good: 2500, poor: 4000, step: 50, unit: 'ms' },
  INP: { good: 200, poor: 500, step: 4, unit: 'ms' },
  TAP: { good: 200, poor: 500, step: 4, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, step: 0.01, unit: '' },
}

/** The bucket a value falls in (integer maths for CLS, whose step is not exact in binary). */
export function vitalBucket(metric: VitalMetric, value: number): number {
  if (metric === 'CLS') return Math.ceil(Math.round(value * 1000) / 10)
  return Math.ceil(Math.round(value) / VITAL_RULES[metric].step)
}

/** The upper edge of a bucket, in the metric's unit. */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  return metric === 'CLS' ? bucket / 100 : bucket * VITAL_RULES[metric].step
}

export type VitalRating = 'good' | 'needs-improvement' | 'poor'

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const rule = VITAL_RULES[metric]
  // Compared in hundredths for CLS, so 0.1 is good and 0.11 is not.
  const scaled = metric === 'CLS' ? Math.round(value * 100) : value
  const good = metric === 'CLS' ? rule.good * 100 : rule.good
  const poor = metric === 'CLS' ? rule.poor * 100 : rule.poor
  return scaled <= good ? 'good' : scaled <= poor ? 'needs-improvement' : 'poor'
}

/**
 * A histogram's 75th percentile (the upper edge of the bucket that holds it) and the shares of
 * good / needs improvement / poor reports. `buckets`: [bucket, count] in any order.
 */
export function summariseVital(
  metric: VitalMetric,
  buckets: ReadonlyArray<readonly [number, number]>,
): { p75: number; n: number; good: number; needsImprovement: number; poor: number } | undefined {
  const sorted = [...buckets].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0])
  const n = sorted.reduce((sum, [, count]) => sum + count, 0)
  if (n === 0) return undefined
  const rank = Math.ceil(n * 0.75)
  let seen = 0
  let p75 = 0
  const counts = { good: 0, 'needs-improvement': 0, poor: 0 }
  for (const [bucket, count] of sorted) {
    if (seen < rank && seen + count >= rank) p75 = bucketValue(metric, bucket)
    seen += count
    counts[rateVital(metric, bucketValue(metric, bucket))] += count
  }
  return { p75, n, good: counts.good, needsImprovement: counts['needs-improvement'], poor: counts.poor }
}

/** The longest custom range, in days. */
export const MAX_RANGE_DAYS = 366

const DAY_MS = 24 * 60 * 60_000

export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1
}

/**
 * The days a search selects, given today (IST). A custom range needs from <= to, both real days,
 * at most MAX_RANGE_DAYS long and not after today; anything else falls back to the last 28 days.
 */
export function resolveAnalyticsRange(
  search: { range?: string; from?: string; to?: string },
  today: string,
  isDay: (value: string) => boolean,
): { range: AnalyticsRange; from: string; to: string } {
  if (search.range === 'custom' && search.from && search.to && isDay(search.from) && isDay(search.to)) {
    const to = search.to > today ? today : search.to
    if (search.from <= to && daysBetween(search.from, to) <= MAX_RANGE_DAYS) {
      return { range: 'custom', from: search.from, to }
    }
  }
  const range = search.range === '7d' || search.range === '90d' ? search.range : '28d'
  return { range, from: shiftDay(today, -(Number.parseInt(range, 10) - 1)), to: today }
}
