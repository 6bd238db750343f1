import type { Queryable } from '~/server/db/database.server'
import { logError } from '~/server/log.server'
import type { VitalMetric } from '~/domain/analytics'

/** One row of analytics_events. */
export interface AnalyticsEvent {
  at: Date
  day: string
  kind: 'view' | 'contact_open' | 'lead' | 'signup'
  path: string
  referrerHost: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  country: string | null
  device: 'mobile' | 'tablet' | 'desktop'
  visitor: string
}

export interface SinkOptions {
  /** Rows (events plus vitals buckets) that start a flush at once. */
  maxRows?: number
  /** The longest a row waits in memory. */
  intervalMs?: number
  /** What is kept while the database cannot take it; beyond that, the oldest are dropped. */
  maxPending?: number
}

const EVENT_COLUMNS = 11
/** Rows per INSERT: well under Postgres' 65,535 parameters. */
const INSERT_CHUNK = 1000

/**
 * Beacons are written in batches, not one INSERT each: events wait in memory and go out as one
 * multi-row INSERT every second or every `maxRows` rows, whichever comes first, and on shut-down.
 * Vitals are counted into their daily histogram buckets in memory and added with one upsert.
 * A flush that fails (database down) keeps the rows for the next one, up to `maxPending`.
 */
export class EventSink {
  private events: AnalyticsEvent[] = []
  private vitals = new Map<string, number>()
  private timer: ReturnType<typeof setInterval> | undefined
  private flushing: Promise<void> | undefined
  private readonly maxRows: number
  private readonly maxPending: number

  constructor(
    private readonly db: () => Promise<Queryable>,
    private readonly options: SinkOptions = {},
  ) {
    this.maxRows = options.maxRows ?? 500
    this.maxPending = options.maxPending ?? 100_000
  }

  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => void this.flush(), this.options.intervalMs ?? 1000)
    this.timer.unref?.()
  }

  add(event: AnalyticsEvent): void {
    this.events.push(event)
    if (this.events.length > this.maxPending) this.events.splice(0, this.events.length - this.maxPending)
    if (this.events.length >= this.maxRows) void this.flush()
  }

  addVital(day: string, pageType: string, metric: VitalMetric, bucket: number): void {
    const key = `${day}\0${pageType}\0${metric}\0${bucket}`
    this.vitals.set(key, (this.vitals.get(key) ?? 0) + 1)
    if (this.vitals.size >= this.maxRows) void this.flush()
  }

  get pending(): number {
    return this.events.length + this.vitals.size
  }

  /** Writes what waits (one flush at a time; a call during one waits for it, then flushes again). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing
    if (this.events.length === 0 && this.vitals.size === 0) return
    const events = this.events
    const vitals = this.vitals
    this.events = []
    this.vitals = new Map()
    this.flushing = this.write(events, vitals)
      .catch((error: unknown) => {
        logError('Could not store analytics events; keeping them for the next try', error)
        this.events = events.concat(this.events).slice(-this.maxPending)
        for (const [key, n] of vitals) this.vitals.set(key, (this.vitals.get(key) ?? 0) + n)
      })
      .finally(() => {
        this.flushing = undefined
      })
    await this.flushing
  }

  /** Stops the timer and writes what waits (SIGTERM, before the database closes). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
    await this.flush()
  }

  private async write(events: AnalyticsEvent[], vitals: Map<string, number>): Promise<void> {
    const db = await this.db()
    for (let start = 0; start < events.length; start += INSERT_CHUNK) {
      const chunk = events.slice(start, start + INSERT_CHUNK)
      const params: unknown[] = []
      const rows = chunk.map((event, index) => {
        params.push(
          event.at.toISOString(),
          event.day,
          event.kind,
          event.path,
          event.referrerHost,
          event.utmSource,
          event.utmMedium,
          event.utmCampaign,
          event.country,
          event.device,
          event.visitor,
        )
        const base = index * EVENT_COLUMNS
        return `(${Array.from({ length: EVENT_COLUMNS }, (_, column) => `$${base + column + 1}`).join(', ')})`
      })
      await db.query(
        `INSERT INTO analytics_events (at, day, kind, path, referrer_host, utm_source, utm_medium, utm_campaign,
           country, device, visitor) VALUES ${rows.join(', ')}`,
        params,
      )
    }
    if (vitals.size > 0) {
      const params: unknown[] = []
      const rows = [...vitals].map(([key, n], index) => {
        const [day, pageType, metric, bucket] = key.split('\0')
        params.push(day, pageType, metric, Number(bucket), n)
        const base = index * 5
        return `($${base + 1}::date, $${base + 2}, $${base + 3}, $${base + 4}::int, $${base + 5}::int)`
      })
      await db.query(
        `INSERT INTO analytics_vitals_daily (day, page_type, metric, bucket, n) VALUES ${rows.join(', ')}
         ON CONFLICT (day, metric, page_type, bucket) DO UPDATE SET n = analytics_vitals_daily.n + excluded.n`,
        params,
      )
    }
  }
}
