/**
 * What every page's entry needs of the analytics rules (the beacon's paths, the admin route's
 * ranges), apart from the rest of them (analytics.ts), which the server and the admin's own chunk
 * use: a module both the entry and a page's chunk import lives whole in the entry.
 */

/** Where beacons go (POST, a small JSON text) and the no-script fallback (GET, an image). */
export const BEACON_PATH = '/a'
export const BEACON_GIF_PATH = '/a.gif'

/**
 * The dashboard's periods: the last 7, 28 or 90 days (today included), or a custom range. Not
 * bare numbers: the router reads `?range=7` as the number 7 and writes a string '7' as "7".
 */
export const ANALYTICS_RANGES = ['7d', '28d', '90d', 'custom'] as const
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]
