import { logError } from '~/server/log.server'
import { isPublicIp, normaliseIp } from './client-ip.server'

export type HeaderReader = (name: string) => string | null | undefined

/** Country headers that CDNs add, most specific first. */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country'] as const

/** Cloudflare's 'unknown' and 'Tor' markers are not countries. */
const NOT_A_COUNTRY = new Set(['XX', 'T1'])

function asCountryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase()
  if (!code || !/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY.has(code)) return null
  return code
}

/** The country a CDN in front of the site says the visitor is in, or null. */
export function countryFromHeaders(read: HeaderReader): string | null {
  for (const name of COUNTRY_HEADERS) {
    const code = asCountryCode(read(name))
    if (code) return code
  }
  return null
}

export interface IpCountryLookupOptions {
  /** Service base URL; GET {baseUrl}/{ip}/json/ answers { country: 'IN', ... }. */
  baseUrl: string
  timeoutMs: number
  fetch?: typeof fetch
  /** How many addresses the cache remembers (oldest forgotten first). */
  cacheSize?: number
  /** How long an answer is reused. */
  ttlMs?: number
  /** How long a failed address is not asked again (the service may be rate limiting us). */
  failureTtlMs?: number
  now?: () => number
}

interface CacheEntry {
  code: string | null
  expiresAt: number
}

/**
 * Country of an IP address from an ipapi.co-style service, with a short timeout and a bounded
 * per-address cache (free tiers allow about 1,000 look-ups a day). Concurrent look-ups of one
 * address share a request.
 */
export class IpCountryLookup {
  private readonly cache = new Map<string, CacheEntry>()
  private readonly inFlight = new Map<string, Promise<string | null>>()
  private readonly options: Required<Omit<IpCountryLookupOptions, 'fetch'>> & { fetch: typeof fetch }

  constructor(options: IpCountryLookupOptions) {
    this.options = {
      cacheSize: 5000,
      ttlMs: 6 * 60 * 60_000,
      failureTtlMs: 5 * 60_000,
      now: () => Date.now(),
      fetch: (...args) => fetch(...args),
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
    }
  }

  /**
   * Resolves to the ISO country code; null when the address recently failed. Rejects when the
   * service fails now (timeout, error status, `{ error: true }` body, no country).
   */
  async lookup(rawIp: string): Promise<string | null> {
    const ip = normaliseIp(rawIp)
    if (!ip) throw new Error(`Not an IP address: ${rawIp.slice(0, 60)}`)
    const now = this.options.now()
    const cached = this.cache.get(ip)
    if (cached && cached.expiresAt > now) {
      // Refresh its place so the most used addresses stay.
      this.cache.delete(ip)
      this.cache.set(ip, cached)
      return cached.code
    }
    const running = this.inFlight.get(ip)
    if (running) return running
    const request = this.request(ip)
      .then((code) => {
        this.remember(ip, { code, expiresAt: this.options.now() + this.options.ttlMs })
        return code
      })
      .catch((error: unknown) => {
        this.remember(ip, { code: null, expiresAt: this.options.now() + this.options.failureTtlMs })
        throw error
      })
      .finally(() => this.inFlight.delete(ip))
    this.inFlight.set(ip, request)
    return request
  }

  get cacheSize(): number {
    return this.cache.size
  }

  private remember(ip: string, entry: CacheEntry) {
    this.cache.delete(ip)
    this.cache.set(ip, entry)
    while (this.cache.size > this.options.cacheSize) {
      const oldest = this.cache.keys().next().value
      if (oldest === undefined) break
      this.cache.delete(oldest)
    }
  }

  private async request(ip: string): Promise<string> {
    const url = `${this.options.baseUrl}/${encodeURIComponent(ip)}/json/`
    const response = await this.options.fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    })
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw new Error(`IP look-up answered ${response.status} without JSON`)
    }
    const record = (body ?? {}) as { error?: unknown; reason?: unknown; country?: unknown }
    if (!response.ok || record.error) {
      const reason = typeof record.reason === 'string' ? record.reason : 'no reason given'
      throw new Error(`IP look-up answered ${response.status}: ${reason.slice(0, 120)}`)
    }
    const code = typeof record.country === 'string' ? asCountryCode(record.country) : null
    if (!code) throw new Error('IP look-up gave no country')
    return code
  }
}

export interface CountryDetection {
  code: string | null
  source: 'header' | 'lookup' | 'unknown' | 'error'
}

/**
 * The visitor's country: CDN headers first, else the IP look-up for a public address. Never
 * throws: a failure is logged as 'Error detecting country' and the country stays unknown.
 */
export async function detectCountry({
  readHeader,
  ip,
  lookup,
}: {
  readHeader: HeaderReader
  ip: string | undefined
  lookup: Pick<IpCountryLookup, 'lookup'>
}): Promise<CountryDetection> {
  try {
    const fromHeader = countryFromHeaders(readHeader)
    if (fromHeader) return { code: fromHeader, source: 'header' }
    if (!ip || !isPublicIp(ip)) return { code: null, source: 'unknown' }
    const code = await lookup.lookup(ip)
    return code ? { code, source: 'lookup' } : { code: null, source: 'unknown' }
  } catch (error) {
    logError('Error detecting country', error)
    return { code: null, source: 'error' }
  }
}
