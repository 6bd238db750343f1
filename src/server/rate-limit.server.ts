import { logError } from '~/server/log.server'
import type { Queryable } from '~/server/db/database.server'

/** A fixed-window limit: at most `limit` requests per `windowMs` for one key in one bucket. */
export interface RateLimitRule {
  bucket: string
  limit: number
  windowMs: number
}

export const RATE_LIMITS = {
  contact: { bucket: 'contact', limit: 5, windowMs: 10 * 60_000 },
  newsletter: { bucket: 'newsletter', limit: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>

export interface RateLimitResult {
  allowed: boolean
  /** Requests counted in the current window, this one included. */
  hits: number
  /** When the current window ends (the visitor may try again then). */
  resetAt: Date
}

/** Windows older than this are deleted now and then. */
const KEEP_WINDOWS_MS = 24 * 60 * 60_000

/**
 * Counts one request and says whether it is within the limit. The counter lives in the
 * database (one atomic upsert), so the limit holds across every server instance.
 */
export async function hitRateLimit(
  db: Queryable,
  rule: RateLimitRule,
  key: string,
  options: { now?: Date; pruneChance?: number } = {},
): Promise<RateLimitResult> {
  const now = options.now ?? new Date()
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs)
  const { rows } = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, key, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [rule.bucket, key.slice(0, 200), windowStart.toISOString()],
  )
  const hits = Number(rows[0]?.hits ?? 1)
  if (Math.random() < (options.pruneChance ?? 0.02)) {
    await pruneRateLimits(db, new Date(now.getTime() - KEEP_WINDOWS_MS)).catch((error: unknown) =>
      logError('Could not prune rate limits', error),
    )
  }
  return { allowed: hits <= rule.limit, hits, resetAt: new Date(windowStart.getTime() + rule.windowMs) }
}

/** Deletes counters of windows that started before `before`. */
export async function pruneRateLimits(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE window_start < $1', [before.toISOString()])
}
