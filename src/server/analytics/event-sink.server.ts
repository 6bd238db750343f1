import type { Queryable } from '~/server/db/database.server'
import { logError } from '~/server/log.server'
import type { VitalMetric } from '~/domain/analytics'
import { insertEvents, type EventArrays, type Transactional } from './live-figures.server'

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

/** Events per statement (a batch kept while the database was down can be large). */
const INSERT_CHUNK = 1000

function columnsOf(events: AnalyticsEvent[]): EventArrays {
  return {
    at: events.map((event) => event.at.toISOString()),
    day: events.map((event) => event.day),
    kind: events.map((event) => event.kind),
    path: events.map((event) => event.path),
    referrerHost: events.map((event) => event.referrerHost),
    utmSource: events.map((event) => event.utmSource),
    utmMedium: events.map((event) => event.utmMedium),
    utmCampaign: events.map((event) => event.utmCampaign),
    country: events.map((event) => event.country),
    device: events.map((event) => event.device),
    visitor: events.map((event) => event.visitor),
  }
}

/**
 * Beacons are written in batches, not one INSERT each: events wait in memory and go out in one
 * transaction every second or every `maxRows` rows, whichever comes first, and on shut-down; the
 * same transaction adds them to today's live figures (live-figures.server.ts). Vitals are counted
 * into their daily histogram buckets in memory and added with one upsert.
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
    private readonly db: () => Promise<Transactional>,
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
    await db.transaction(async (tx) => {
      for (let start = 0; start < events.length; start += INSERT_CHUNK) {
        await insertEvents(tx, columnsOf(events.slice(start, start + INSERT_CHUNK)))
      }
      await this.writeVitals(tx, vitals)
    })
  }

  private async writeVitals(db: Queryable, vitals: Map<string, number>): Promise<void> {
    if (vitals.size === 0) return
    const params: unknown[] = []
    // In key order, like the events: two instances' batches never wait on each other crosswise.
    const rows = [...vitals]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, n], index) => {
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
