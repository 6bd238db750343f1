import fc from 'fast-check'
import { describe, expect } from 'vitest'
import type { Database } from '~/server/db/database.server'
import { getAnalyticsReport } from '~/server/analytics/analytics-report.server'
import { EventSink, type AnalyticsEvent } from '~/server/analytics/event-sink.server'
import { runAnalyticsJob } from '~/server/analytics/rollup.server'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

// Today's figures come from the live tables the event sink keeps; a finished day's from its roll-up,
// which recomputes it from the raw events. These tests hold the two to the same figures.

const YESTERDAY = '2026-03-30'
const TODAY = '2026-03-31'
/** 10:00 in India on TODAY: nothing is rolled up but the days before yesterday. */
const NOW = new Date('2026-03-31T04:30:00Z')
/** Two days later: both days are rolled up. */
const LATER = new Date('2026-04-02T04:30:00Z')

const TABLES = [
  'analytics_events',
  'analytics_daily',
  'analytics_rolled_days',
  'analytics_live',
  'analytics_live_visitors',
  'analytics_visits',
  'analytics_visit_parts',
]

const minutes = (day: string, minute: number) => new Date(Date.parse(`${day}T04:00:00Z`) + minute * 60_000)

/** Events of two days from a few visitors, pages, sources and campaigns, with instants that tie. */
const eventArbitrary: fc.Arbitrary<AnalyticsEvent> = fc
  .record({
    day: fc.constantFrom(YESTERDAY, TODAY),
    minute: fc.integer({ min: 0, max: 5 }),
    kind: fc.constantFrom<AnalyticsEvent['kind'][]>('view', 'view', 'view', 'contact_open', 'lead', 'signup'),
    path: fc.constantFrom('/', '/astroway', '/pricing'),
    referrerHost: fc.constantFrom(null, 'google.com', 'bing.com'),
    utmCampaign: fc.constantFrom(null, 'diwali', 'holi'),
    country: fc.constantFrom(null, 'IN', 'US'),
    device: fc.constantFrom<AnalyticsEvent['device'][]>('mobile', 'desktop'),
    visitor: fc.constantFrom('a', 'b', 'c', 'd'),
  })
  .map(({ minute, ...fields }) => ({
    ...fields,
    at: minutes(fields.day, minute),
    utmSource: null,
    utmMedium: null,
  }))

describe.each(databaseTargets)('live analytics figures on $name', (target) => {
  let db: Database
  const it = useDatabase(target, { opened: (opened) => (db = opened), emptied: TABLES })

  async function empty() {
    for (const table of TABLES) await db.query(`DELETE FROM ${table}`)
  }

  /** Each batch through its own sink, all flushed at once (on Postgres, concurrent transactions). */
  async function storeInBatches(batches: AnalyticsEvent[][]) {
    const sinks = batches.map((batch) => {
      const sink = new EventSink(async () => db, { maxRows: 10_000 })
      for (const item of batch) sink.add(item)
      return sink
    })
    await Promise.all(sinks.map((sink) => sink.stop()))
  }

  const report = () => getAnalyticsReport(db, { from: YESTERDAY, to: TODAY })

  it('equal the roll-up of the same events, whatever the batches and their order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(eventArbitrary, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 4 }),
        async (batches) => {
          await empty()
          await storeInBatches(batches)
          const live = await report()
          const { rolled } = await runAnalyticsJob(db, LATER)
          expect(rolled).toContain(TODAY)
          const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_live')
          expect(rows[0]?.n).toBe(0)
          expect(await report()).toEqual(live)
        },
      ),
      { numRuns: target.name === 'postgres' ? 25 : 40 },
    )
  })

  it('a later batch with an earlier first view moves the whole visit to its source and campaign', async () => {
    const event = (fields: Partial<AnalyticsEvent>): AnalyticsEvent => ({
      at: minutes(TODAY, 10),
      day: TODAY,
      kind: 'view',
      path: '/pricing',
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      country: 'IN',
      device: 'mobile',
      visitor: 'a',
      ...fields,
    })
    // The visit's second view and its lead are stored first; the landing from google comes a batch later.
    await storeInBatches([[event({}), event({ kind: 'lead', at: minutes(TODAY, 11) })]])
    expect((await report()).sources).toEqual([expect.objectContaining({ value: '', views: 1, leads: 1 })])
    await storeInBatches([
      [event({ at: minutes(TODAY, 1), path: '/', referrerHost: 'google.com', utmCampaign: 'diwali' })],
    ])
    const after = await report()
    expect(after.sources).toEqual([
      { value: 'google.com', views: 2, visitors: 1, contactOpens: 0, leads: 1, signups: 0 },
    ])
    expect(after.campaigns).toEqual([{ value: 'diwali', views: 2, visitors: 1, contactOpens: 0, leads: 1, signups: 0 }])
    expect(after.totals).toEqual({ views: 2, visitors: 1, contactOpens: 0, leads: 1, signups: 0 })
  })

  it('events stored without their live figures (an older release, a bulk load) are counted after the next job run', async () => {
    await storeInBatches([[{ ...baseEvent(), visitor: 'a' }]])
    await db.query(
      `INSERT INTO analytics_events (at, day, kind, path, referrer_host, utm_source, utm_medium, utm_campaign, country, device, visitor)
       VALUES ($1, $2, 'view', '/astroway', 'bing.com', NULL, NULL, NULL, 'US', 'desktop', 'b'),
              ($1, $2, 'lead', '/astroway', NULL, NULL, NULL, NULL, 'US', 'desktop', 'b')`,
      [minutes(TODAY, 3).toISOString(), TODAY],
    )
    expect((await report()).totals.views).toBe(1)
    const { rebuilt } = await runAnalyticsJob(db, NOW)
    expect(rebuilt).toEqual([TODAY])
    const after = await report()
    expect(after.totals).toEqual({ views: 2, visitors: 2, contactOpens: 0, leads: 1, signups: 0 })
    expect(after.sources.find((row) => row.value === 'bing.com')).toMatchObject({ views: 1, leads: 1 })
    // In step now: the next run rebuilds nothing, and batches add to the rebuilt figures.
    expect((await runAnalyticsJob(db, NOW)).rebuilt).toEqual([])
    await storeInBatches([[{ ...baseEvent(), visitor: 'c' }]])
    expect((await report()).totals.visitors).toBe(3)
  })

  it('a late batch for a day already rolled up leaves its rolled figures as they were', async () => {
    await storeInBatches([[{ ...baseEvent(), day: YESTERDAY, at: minutes(YESTERDAY, 1) }]])
    await runAnalyticsJob(db, NOW)
    const rolled = await report()
    expect(rolled.totals.views).toBe(1)
    await storeInBatches([[{ ...baseEvent(), day: YESTERDAY, at: minutes(YESTERDAY, 2), visitor: 'late' }]])
    expect(await report()).toEqual(rolled)
    await runAnalyticsJob(db, NOW)
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_live WHERE day = $1', [
      YESTERDAY,
    ])
    expect(rows[0]?.n).toBe(0)
  })
})

function baseEvent(): AnalyticsEvent {
  return {
    at: minutes(TODAY, 2),
    day: TODAY,
    kind: 'view',
    path: '/',
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    country: 'IN',
    device: 'mobile',
    visitor: 'a',
  }
}
