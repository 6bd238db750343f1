import {
  BEACON_GIF_PATH,
  BEACON_PATH,
  MAX_BEACON_BYTES,
  VITAL_METRICS,
  isSitePath,
  vitalBucket,
} from '~/domain/analytics'
import { parseBeacon, type Beacon, type EventBeacon } from '~/domain/analytics-beacon'
import { istDay } from '~/server/admin/dashboard-stats.server'
import { deviceClass, isBot, isPrefetch, referrerHost } from './classify.server'
import type { AnalyticsEvent, EventSink } from './event-sink.server'
import { visitorKey, type DailySalts } from './visitor-key.server'

/** What the endpoint needs from the running server (tests give their own). */
export interface IngestContext {
  sink: EventSink
  salts: DailySalts
  /** The public site origin (SITE_ORIGIN): its host is not an outside referrer; part of the key. */
  siteOrigin: string
  /** The client address (after the trusted proxies). */
  clientIp: (request: Request) => string | undefined
  /** Whether a path is one of the site's pages (the route tree's matching). */
  isPage: (path: string) => boolean
  /** The visitor's country (CDN header or the cached look-up), null when unknown. */
  country: (request: Request, ip: string | undefined) => Promise<string | null>
  /** Beacons per visitor per minute; more are refused with 429. */
  ratePerMinute: number
  now?: () => Date
}

/** A 1x1 transparent GIF: the no-script fallback's answer. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

function answer(status: number, text?: string): Response {
  return new Response(text ?? null, {
    status,
    headers: { 'Cache-Control': 'no-store', ...(text ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}) },
  })
}

function pixel(): Response {
  return new Response(PIXEL, {
    headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store', 'Content-Length': String(PIXEL.length) },
  })
}

/** The body as text, or undefined when it is longer than the limit (read no further than that). */
async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) return undefined
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** A counter per visitor key and minute, in this process (beacons are too many for the database's). */
class MinuteLimiter {
  private minute = 0
  private hits = new Map<string, number>()
  hit(key: string, now: number, limit: number): boolean {
    const minute = Math.floor(now / 60_000)
    if (minute !== this.minute || this.hits.size > 200_000) {
      this.minute = minute
      this.hits = new Map()
    }
    const hits = (this.hits.get(key) ?? 0) + 1
    this.hits.set(key, hits)
    return hits <= limit
  }
}

const limiter = new MinuteLimiter()

/**
 * A beacon from the same site only: a browser's sendBeacon and the no-script image are
 * same-origin (Sec-Fetch-Site), or at least carry this origin; anything else is forged.
 */
function fromThisSite(request: Request, siteOrigin: string): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site) return site === 'same-origin'
  const origin = request.headers.get('origin')
  if (!origin) return request.method === 'GET'
  return origin === siteOrigin || origin === new URL(request.url).origin
}

export function isBeaconRequest(pathname: string): boolean {
  return pathname === BEACON_PATH || pathname === BEACON_GIF_PATH
}

/**
 * POST /a (the page's beacon: a view, a contact dialog opening or field vitals, as JSON text)
 * and GET /a.gif?p=<path> (the no-script view). Bad, forged or oversized beacons get 400 and
 * store nothing; bots and prefetches get 204 and are not counted; a visitor over the rate gets
 * 429. A counted beacon is queued for the next batch insert and answered 204 at once.
 */
export async function handleBeacon(request: Request, context: IngestContext): Promise<Response> {
  const { pathname, searchParams } = new URL(request.url)
  const gif = pathname === BEACON_GIF_PATH
  if (gif ? request.method !== 'GET' : request.method !== 'POST') {
    return new Response('Method Not Allowed\n', { status: 405, headers: { Allow: gif ? 'GET' : 'POST' } })
  }
  if (!fromThisSite(request, context.siteOrigin)) return answer(400, 'Bad beacon.\n')
  let beacon: Beacon | undefined
  if (gif) {
    const path = searchParams.get('p') ?? ''
    beacon = [...searchParams.keys()].length === 1 && isSitePath(path) ? { k: 'view', p: path } : undefined
  } else {
    const body = await readLimited(request, MAX_BEACON_BYTES)
    beacon = body === undefined ? undefined : parseBeacon(body)
  }
  if (!beacon || (beacon.k !== 'vitals' && (!context.isPage(beacon.p) || beacon.p.startsWith('/admin')))) {
    return answer(400, 'Bad beacon.\n')
  }
  const done = gif ? pixel : () => answer(204)
  const userAgent = request.headers.get('user-agent') ?? ''
  if (isBot(userAgent) || isPrefetch(request.headers)) return done()

  const now = context.now?.() ?? new Date()
  const day = istDay(now)
  const ip = context.clientIp(request) ?? 'unknown'
  const salt = await context.salts.saltFor(day)
  const visitor = visitorKey(salt, ip, userAgent, context.siteOrigin)
  if (!limiter.hit(visitor, now.getTime(), context.ratePerMinute)) return answer(429, 'Too many beacons.\n')

  if (beacon.k === 'vitals') {
    for (const metric of VITAL_METRICS) {
      const value = beacon.m[metric]
      if (value !== undefined) context.sink.addVital(day, beacon.t, metric, vitalBucket(metric, value))
    }
    return done()
  }
  const event = await eventOf(beacon, { request, ip, now, day, visitor, userAgent, context })
  context.sink.add(event)
  return done()
}

async function eventOf(
  beacon: EventBeacon,
  facts: {
    request: Request
    ip: string
    now: Date
    day: string
    visitor: string
    userAgent: string
    context: IngestContext
  },
): Promise<AnalyticsEvent> {
  const { context } = facts
  const ownHost = new URL(context.siteOrigin).hostname
  const requestHost = new URL(facts.request.url).hostname
  const tidy = (value: string | undefined) => (value?.trim() ? value.trim() : null)
  return {
    at: facts.now,
    day: facts.day,
    kind: beacon.k,
    path: beacon.p,
    referrerHost: referrerHost(beacon.r, [ownHost, requestHost]),
    utmSource: tidy(beacon.u?.source),
    utmMedium: tidy(beacon.u?.medium),
    utmCampaign: tidy(beacon.u?.campaign),
    country: await context.country(facts.request, facts.ip === 'unknown' ? undefined : facts.ip),
    device: deviceClass(facts.userAgent, beacon.w),
    visitor: facts.visitor,
  }
}
