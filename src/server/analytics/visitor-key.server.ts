import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '~/server/db/database.server'
import { istDay } from '~/server/admin/dashboard-stats.server'

/**
 * The daily visitor key: hash(day's salt + IP + user agent + site). The salt is random per IST
 * day, kept only in the database (analytics_salts) so that every instance computes the same key,
 * and deleted once the day is over (analytics-jobs.server.ts), after which nobody can compute a
 * past day's keys again or link them to the next day's.
 */
export class DailySalts {
  private current: { day: string; salt: string } | undefined
  private loading: { day: string; promise: Promise<string> } | undefined

  constructor(private readonly db: () => Promise<Queryable>) {}

  /** The salt of `day` (YYYY-MM-DD), made by the first instance that asks for it. */
  async saltFor(day: string): Promise<string> {
    if (this.current?.day === day) return this.current.salt
    if (this.loading?.day === day) return this.loading.promise
    const promise = this.load(day)
    this.loading = { day, promise }
    try {
      const salt = await promise
      this.current = { day, salt }
      return salt
    } finally {
      if (this.loading?.promise === promise) this.loading = undefined
    }
  }

  private async load(day: string): Promise<string> {
    const db = await this.db()
    await db.query('INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [
      day,
      randomBytes(32).toString('base64url'),
    ])
    const { rows } = await db.query<{ salt: string }>('SELECT salt FROM analytics_salts WHERE day = $1', [day])
    const salt = rows[0]?.salt
    if (!salt) throw new Error('No analytics salt for the day')
    return salt
  }
}

/** 22 characters (132 bits) of the hash: unique enough, nothing to reverse. */
export function visitorKey(salt: string, ip: string, userAgent: string, site: string): string {
  return createHash('sha256').update(`${salt}\0${ip}\0${userAgent}\0${site}`).digest('base64url').slice(0, 22)
}

export { istDay }
