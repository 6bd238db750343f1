import { getRequest } from '@tanstack/react-start/server'
import type { Database } from '~/server/db/database.server'
import { getServerConfig } from '~/server/config.server'
import { clientIpFrom, getClientIp } from '~/server/geo/client-ip.server'
import { detectRequestCountry } from '~/server/geo/visitor-preference.server'
import { logError } from '~/server/log.server'
import { istDay } from '~/server/admin/dashboard-stats.server'
import { isSitePath } from '~/domain/analytics'
import { deviceClass } from './classify.server'
import { EventSink } from './event-sink.server'
import { handleBeacon, type IngestContext } from './ingest.server'
import { startAnalyticsJob, stopAnalyticsJob } from './rollup.server'
import { DailySalts, visitorKey } from './visitor-key.server'

/**
 * The process's analytics: one batch sink and one salt cache, the database from boot (set when
 * it opens, so a beacon never opens the database itself before boot has).
 */
interface AnalyticsState {
  getDb?: () => Promise<Database>
  sink?: EventSink
  salts?: DailySalts
}
const holder = globalThis as { __readyappsAnalytics?: AnalyticsState }
const state: AnalyticsState = (holder.__readyappsAnalytics ??= {})

function database(): Promise<Database> {
  if (!state.getDb) return Promise.reject(new Error('Analytics: the database is not open'))
  return state.getDb()
}

function parts(): { sink: EventSink; salts: DailySalts } {
  state.sink ??= new EventSink(database)
  state.salts ??= new DailySalts(database)
  return { sink: state.sink, salts: state.salts }
}

/** Boot: the batch timer and the daily roll-up job start with the database. */
export function startAnalytics(getDb: () => Promise<Database>): void {
  state.getDb = getDb
  parts().sink.start()
  startAnalyticsJob(getDb)
}

/** Shut-down: what waits in memory is written before the database closes. */
export async function stopAnalytics(): Promise<void> {
  await stopAnalyticsJob()
  await state.sink?.stop()
}

function socketIpOf(request: Request): string | undefined {
  const withIp = request as Request & { ip?: string; context?: { clientAddress?: string } }
  return withIp.context?.clientAddress ?? withIp.ip
}

/**
 * POST /a and GET /a.gif (src/server.ts answers them before the page cache and the router:
 * they are the busiest requests the site gets). `isPage`: the route tree's matching.
 */
export function answerBeacon(request: Request, isPage: (path: string) => boolean, getDb: () => Promise<Database>) {
  const config = getServerConfig()
  state.getDb ??= getDb
  const { sink, salts } = parts()
  sink.start()
  const context: IngestContext = {
    sink,
    salts,
    siteOrigin: config.SITE_ORIGIN,
    clientIp: (req) => clientIpFrom(req.headers.get('x-forwarded-for'), socketIpOf(req), config.TRUST_PROXY_HOPS),
    isPage,
    country: (req, ip) => detectRequestCountry((name) => req.headers.get(name), ip),
    ratePerMinute: config.ANALYTICS_RATE_PER_MINUTE,
  }
  return handleBeacon(request, context).catch((error: unknown) => {
    logError('Beacon failed', error)
    return new Response(null, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  })
}

export type ConversionKind = 'lead' | 'signup'

/**
 * Records a lead or a sign-up as a conversion of the current request's visitor (the same daily
 * key its page views got: the request's IP and user agent), tied to the page it was sent from
 * and, at counting time, to the visit's source. Never throws: a conversion is worth less than the
 * lead it follows.
 */
export async function recordConversion(
  kind: ConversionKind,
  origin: { page?: string | null; utm?: { source?: string; medium?: string; campaign?: string } },
): Promise<void> {
  try {
    const path = origin.page && isSitePath(origin.page) ? origin.page : '/'
    const request = getRequest()
    const config = getServerConfig()
    const userAgent = request.headers.get('user-agent') ?? ''
    const ip = getClientIp()
    const now = new Date()
    const day = istDay(now)
    const { sink, salts } = parts()
    const salt = await salts.saltFor(day)
    const clip = (value: string | undefined) => (value ? value.slice(0, 150) : null)
    sink.add({
      at: now,
      day,
      kind,
      path,
      referrerHost: null,
      utmSource: clip(origin.utm?.source),
      utmMedium: clip(origin.utm?.medium),
      utmCampaign: clip(origin.utm?.campaign),
      country: await detectRequestCountry((name) => request.headers.get(name), ip),
      device: deviceClass(userAgent),
      visitor: visitorKey(salt, ip ?? 'unknown', userAgent, config.SITE_ORIGIN),
    })
  } catch (error) {
    logError('Could not record a conversion', error)
  }
}

/** Tests and the bench: write what waits now. */
export async function flushAnalytics(): Promise<void> {
  await state.sink?.flush()
}
