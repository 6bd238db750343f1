import { describe, expect } from 'vitest'
import type { Database } from '~/server/db/database.server'
import { hitRateLimit, pruneRateLimits, type RateLimitRule } from '~/server/rate-limit.server'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

const rule: RateLimitRule = { bucket: 'test', limit: 3, windowMs: 60_000 }
const start = new Date('2026-03-01T10:00:00.000Z')
const at = (ms: number) => ({ now: new Date(start.getTime() + ms), pruneChance: 0 })

describe.each(databaseTargets)('rate limits on $name', (target) => {
  let db: Database
  const run = useDatabase(target, {
    opened: (opened) => (db = opened),
  })

  run('allows the limit per window, then refuses until the next window', async () => {
    const results = []
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(db, rule, '203.0.113.1', at(i * 1000)))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]!.hits).toBe(4)
    expect(results[3]!.resetAt.toISOString()).toBe('2026-03-01T10:01:00.000Z')
    expect((await hitRateLimit(db, rule, '203.0.113.1', at(60_000))).allowed).toBe(true)
  })

  run('counts each client and each bucket on its own', async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(db, rule, 'client-a', at(0))
    expect((await hitRateLimit(db, rule, 'client-a', at(0))).allowed).toBe(false)
    expect((await hitRateLimit(db, rule, 'client-b', at(0))).allowed).toBe(true)
    expect((await hitRateLimit(db, { ...rule, bucket: 'other' }, 'client-a', at(0))).allowed).toBe(true)
  })

  run('counts concurrent requests exactly (one atomic upsert)', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(db, rule, 'burst', at(0))))
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    expect(results.filter((r) => r.allowed)).toHaveLength(3)
  })

  run('prunes old windows', async () => {
    await hitRateLimit(db, rule, 'old', { now: new Date('2020-01-01T00:00:00Z'), pruneChance: 0 })
    await pruneRateLimits(db, start)
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limits WHERE key = 'old'")
    expect(rows[0]!.n).toBe(0)
  })
})
