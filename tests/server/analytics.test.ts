import { describe, expect } from 'vitest'
import type { Database } from '~/server/db/database.server'
import { getAnalyticsReport, getVitalsReport } from '~/server/analytics/analytics-report.server'
import { EventSink, type AnalyticsEvent } from '~/server/analytics/event-sink.server'
import { RAW_RETENTION_DAYS, addDays, runAnalyticsJob } from '~/server/analytics/rollup.server'
import { DailySalts, visitorKey } from '~/server/analytics/visitor-key.server'
import { vitalBucket } from '~/domain/analytics'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

// 2026-03-31 10:00 in India: today is 2026-03-31 (IST).
const NOW = new Date('2026-03-31T04:30:00Z')
const TODAY = '2026-03-31'

const TABLES = [
  'analytics_events',
  'analytics_daily',
  'analytics_rolled_days',
  'analytics_salts',
  'analytics_vitals_daily',
  'analytics_live',
  'analytics_live_visitors',
  'analytics_visits',
  'analytics_visit_parts',
]

function event(day: string, visitor: string, fields: Partial<AnalyticsEvent> = {}): AnalyticsEvent {
  return {
    // Noon IST of that day.
    at: new Date(`${day}T06:30:00Z`),
    day,
    kind: 'view',
    path: '/',
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    country: 'IN',
    device: 'mobile',
    visitor,
    ...fields,
  }
}

describe.each(databaseTargets)('analytics on $name', (target) => {
  let db: Database
  const it = useDatabase(target, { opened: (opened) => (db = opened), emptied: TABLES })

  async function store(events: AnalyticsEvent[]) {
    const sink = new EventSink(async () => db, { maxRows: 10_000 })
    for (const item of events) sink.add(item)
    await sink.stop()
  }

  /** A day: visitor a lands from google with a campaign, views twice and sends a lead on /astroway; b comes direct. */
  function dayOfVisits(day: string, suffix = ''): AnalyticsEvent[] {
    const a = `a${suffix}`
    const b = `b${suffix}`
    return [
      event(day, a, {
        path: '/astroway',
        referrerHost: 'google.com',
        utmCampaign: 'diwali',
        at: new Date(`${day}T06:00:00Z`),
      }),
      event(day, a, { path: '/pricing', at: new Date(`${day}T06:05:00Z`) }),
      event(day, a, { kind: 'contact_open', path: '/pricing', at: new Date(`${day}T06:06:00Z`) }),
      event(day, a, { kind: 'lead', path: '/pricing', at: new Date(`${day}T06:07:00Z`) }),
      event(day, b, { path: '/astroway', device: 'desktop' }),
      event(day, b, { kind: 'signup', path: '/astroway' }),
    ]
  }

  it('writes batched events, attributes conversions to the visit and counts visitors per day', async () => {
    await store([...dayOfVisits('2026-03-30'), ...dayOfVisits(TODAY)])
    const report = await getAnalyticsReport(db, { from: '2026-03-30', to: TODAY })
    // Two visitors each day: four visitor-days (keys do not link across days).
    expect(report.totals).toEqual({ views: 6, visitors: 4, contactOpens: 2, leads: 2, signups: 2 })
    const google = report.sources.find((row) => row.value === 'google.com')
    // The lead on /pricing came from the visit that landed from google with the campaign.
    expect(google).toMatchObject({ visitors: 2, views: 4, leads: 2, contactOpens: 2, signups: 0 })
    expect(report.sources.find((row) => row.value === '')).toMatchObject({ visitors: 2, signups: 2, leads: 0 })
    expect(report.campaigns).toEqual([expect.objectContaining({ value: 'diwali', leads: 2, visitors: 2 })])
    expect(report.pages.find((row) => row.value === '/pricing')).toMatchObject({ views: 2, leads: 2, contactOpens: 2 })
    expect(report.pages.find((row) => row.value === '/astroway')).toMatchObject({ views: 4, visitors: 4, signups: 2 })
    expect(report.perDay.map((row) => [row.day, row.visitors])).toEqual([
      ['2026-03-30', 2],
      [TODAY, 2],
    ])
  })

  it('a lead of a visitor without a view that day keeps its own campaign', async () => {
    await store([event(TODAY, 'c', { kind: 'lead', path: '/contact', utmCampaign: 'mail' })])
    const report = await getAnalyticsReport(db, { from: TODAY, to: TODAY })
    expect(report.campaigns).toEqual([expect.objectContaining({ value: 'mail', leads: 1 })])
  })

  it('rolls finished days up once, not today, and the report is the same before and after', async () => {
    await store([...dayOfVisits('2026-03-28'), ...dayOfVisits('2026-03-30'), ...dayOfVisits(TODAY)])
    const before = await getAnalyticsReport(db, { from: '2026-03-28', to: TODAY })

    const { rolled } = await runAnalyticsJob(db, NOW)
    // Every finished day from the first with events, the empty one between included; not today.
    expect(rolled).toEqual(['2026-03-28', '2026-03-29', '2026-03-30'])
    expect((await runAnalyticsJob(db, NOW)).rolled).toEqual([])
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM analytics_daily WHERE day = '2026-03-31'",
    )
    expect(rows[0]?.n).toBe(0)

    const after = await getAnalyticsReport(db, { from: '2026-03-28', to: TODAY })
    expect(after).toEqual(before)
    // A range inside the rolled days reads the roll-up only.
    expect((await getAnalyticsReport(db, { from: '2026-03-30', to: '2026-03-30' })).totals).toEqual({
      views: 3,
      visitors: 2,
      contactOpens: 1,
      leads: 1,
      signups: 1,
    })
  })

  it('a day is rolled up only once it has been over for the grace time', async () => {
    await store(dayOfVisits('2026-03-30'))
    // Two minutes after midnight IST: yesterday is not settled yet.
    const { rolled } = await runAnalyticsJob(db, new Date('2026-03-30T18:32:00Z'))
    expect(rolled).toEqual([])
    expect((await runAnalyticsJob(db, new Date('2026-03-30T18:45:00Z'))).rolled).toEqual(['2026-03-30'])
  })

  it(`keeps raw events ${RAW_RETENTION_DAYS} days, deletes older ones once rolled up, keeps the roll-up`, async () => {
    const old = addDays(TODAY, -RAW_RETENTION_DAYS - 1)
    const kept = addDays(TODAY, -RAW_RETENTION_DAYS)
    await store([...dayOfVisits(old), ...dayOfVisits(kept)])
    await runAnalyticsJob(db, NOW)
    const days = await db.query<{ day: string }>('SELECT DISTINCT day::text AS day FROM analytics_events ORDER BY day')
    expect(days.rows.map((row) => row.day)).toEqual([kept])
    const report = await getAnalyticsReport(db, { from: old, to: old })
    expect(report.totals.views).toBe(3)
  })

  it("deletes past days' salts: a day's key cannot be computed again", async () => {
    const salts = new DailySalts(async () => db)
    const yesterday = await salts.saltFor('2026-03-30')
    const today = await salts.saltFor(TODAY)
    expect(today).not.toBe(yesterday)
    // Every instance gets the same salt for a day.
    expect(await new DailySalts(async () => db).saltFor(TODAY)).toBe(today)
    expect(visitorKey(today, '1.2.3.4', 'UA', 'https://x')).not.toBe(
      visitorKey(yesterday, '1.2.3.4', 'UA', 'https://x'),
    )
    await runAnalyticsJob(db, NOW)
    const { rows } = await db.query<{ day: string }>('SELECT day::text AS day FROM analytics_salts')
    expect(rows.map((row) => row.day)).toEqual([TODAY])
  })

  it('adds vitals into daily histograms and reports the 75th percentile per page type', async () => {
    const sink = new EventSink(async () => db)
    for (let i = 0; i < 3; i++) sink.addVital(TODAY, '/', 'LCP', vitalBucket('LCP', 1200))
    sink.addVital(TODAY, '/', 'LCP', vitalBucket('LCP', 4500))
    sink.addVital('2026-03-20', '/blog/$slug', 'INP', vitalBucket('INP', 640))
    await sink.flush()
    sink.addVital(TODAY, '/', 'LCP', vitalBucket('LCP', 1200))
    await sink.stop()
    const week = await getVitalsReport(db, { today: TODAY, days: 7 })
    expect(week).toEqual([
      { pageType: '/', metric: 'LCP', p75: 1200, rating: 'good', n: 5, good: 4, needsImprovement: 0, poor: 1 },
    ])
    const month = await getVitalsReport(db, { today: TODAY, days: 28 })
    expect(month.map((row) => [row.pageType, row.metric, row.rating])).toEqual([
      ['/', 'LCP', 'good'],
      ['/blog/$slug', 'INP', 'poor'],
    ])
  })
})
