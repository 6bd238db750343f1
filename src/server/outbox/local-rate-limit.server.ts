import type { RateLimitResult, RateLimitRule } from '~/server/rate-limit.server'

/**
 * The rate limit while the database (where the shared counters live) is unreachable: the same
 * rule counted in this process's memory, so a flood during an outage cannot fill the outbox.
 * Per instance only, which is good enough for the minutes an outage lasts.
 */
const windows = new Map<string, { start: number; hits: number }>()
const MAX_KEYS = 10_000

export function hitLocalRateLimit(rule: RateLimitRule, key: string, now: Date = new Date()): RateLimitResult {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs
  const id = `${rule.bucket}\0${key.slice(0, 200)}`
  const current = windows.get(id)
  const counter = current && current.start === start ? current : { start, hits: 0 }
  counter.hits += 1
  windows.delete(id)
  windows.set(id, counter)
  // Oldest first: forget the least recently seen clients beyond the bound.
  for (const oldest of windows.keys()) {
    if (windows.size <= MAX_KEYS) break
    windows.delete(oldest)
  }
  return { allowed: counter.hits <= rule.limit, hits: counter.hits, resetAt: new Date(start + rule.windowMs) }
}

/** Tests: forget every counter. */
export function resetLocalRateLimits(): void {
  windows.clear()
}
