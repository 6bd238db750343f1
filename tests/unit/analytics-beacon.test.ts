import { describe, expect, it } from 'vitest'
import {
  MAX_BEACON_BYTES,
  rateVital,
  resolveAnalyticsRange,
  summariseVital,
  vitalBucket,
  bucketValue,
} from '~/domain/analytics'
import { parseBeacon } from '~/domain/analytics-beacon'
import { isIsoDay } from '~/domain/lead-fields'
import { deviceClass, isBot, isPrefetch, referrerHost } from '~/server/analytics/classify.server'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'

describe('the beacon parser', () => {
  it('accepts a page view with referrer, UTM fields and the width class', () => {
    const body = JSON.stringify({
      k: 'view',
      p: '/astroway',
      r: 'https://www.google.com/',
      u: { campaign: 'diwali' },
      w: 'm',
    })
    expect(parseBeacon(body)).toEqual({
      k: 'view',
      p: '/astroway',
      r: 'https://www.google.com/',
      u: { campaign: 'diwali' },
      w: 'm',
    })
  })

  it('accepts a contact opening and a vitals report', () => {
    expect(parseBeacon('{"k":"contact_open","p":"/"}')).toEqual({ k: 'contact_open', p: '/' })
    expect(parseBeacon('{"k":"vitals","t":"/blog/$slug","m":{"LCP":1800,"CLS":0.02}}')).toEqual({
      k: 'vitals',
      t: '/blog/$slug',
      m: { LCP: 1800, CLS: 0.02 },
    })
  })

  it.each([
    ['not JSON', 'k=view'],
    ['an array', '[]'],
    ['an unknown kind', '{"k":"purchase","p":"/"}'],
    ['an unknown key (forged)', '{"k":"view","p":"/","ip":"1.2.3.4"}'],
    ['an unknown UTM key', '{"k":"view","p":"/","u":{"id":"x"}}'],
    ['a full URL as the path', '{"k":"view","p":"https://evil.example/"}'],
    ['a protocol-relative path', '{"k":"view","p":"//evil.example/"}'],
    ['a path with a query', '{"k":"view","p":"/a?b=c"}'],
    ['a path going up', '{"k":"view","p":"/blog/../admin"}'],
    ['a path with markup', '{"k":"view","p":"/<script>"}'],
    ['an overlong path', JSON.stringify({ k: 'view', p: `/${'a'.repeat(300)}` })],
    ['an overlong campaign', JSON.stringify({ k: 'view', p: '/', u: { campaign: 'c'.repeat(151) } })],
    ['a bad width class', '{"k":"view","p":"/","w":"huge"}'],
    ['vitals without metrics', '{"k":"vitals","t":"/","m":{}}'],
    ['a negative LCP', '{"k":"vitals","t":"/","m":{"LCP":-1}}'],
    ['an unknown metric', '{"k":"vitals","t":"/","m":{"FID":10}}'],
    ['a page type with spaces', '{"k":"vitals","t":"/a b","m":{"LCP":1}}'],
  ])('refuses %s', (_name, body) => {
    expect(parseBeacon(body)).toBeUndefined()
  })

  it('refuses a body over the size limit, even when it is valid JSON', () => {
    const body = JSON.stringify({ k: 'view', p: '/', r: `https://example.com/${'x'.repeat(MAX_BEACON_BYTES)}` })
    expect(parseBeacon(body)).toBeUndefined()
  })
})

describe('request classification', () => {
  it('knows bots, empty agents and HTTP libraries', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'curl/8.5.0',
      'python-requests/2.31',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      '',
    ]) {
      expect(isBot(agent), agent).toBe(true)
    }
    expect(isBot(CHROME)).toBe(false)
    expect(isBot(ANDROID)).toBe(false)
  })

  it('knows prefetches by Sec-Purpose or Purpose', () => {
    expect(isPrefetch(new Headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true)
    expect(isPrefetch(new Headers({ purpose: 'prefetch' }))).toBe(true)
    expect(isPrefetch(new Headers({}))).toBe(false)
  })

  it('classes devices coarsely', () => {
    expect(deviceClass(CHROME)).toBe('desktop')
    expect(deviceClass(ANDROID)).toBe('mobile')
    expect(deviceClass(IPAD)).toBe('tablet')
    // iPadOS says Macintosh: the screen's width class tells.
    expect(deviceClass('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 't')).toBe('tablet')
  })

  it('keeps only the host of an outside referrer', () => {
    expect(referrerHost('https://www.google.com/search?q=apps', ['readyapps.in'])).toBe('google.com')
    expect(referrerHost('https://readyapps.in/blog', ['readyapps.in'])).toBeNull()
    expect(referrerHost('javascript:alert(1)', [])).toBeNull()
    expect(referrerHost('not a url', [])).toBeNull()
    expect(referrerHost(undefined, [])).toBeNull()
  })
})

describe('field vitals', () => {
  it("rates by Google's thresholds, the edges included", () => {
    expect(rateVital('LCP', 2500)).toBe('good')
    expect(rateVital('LCP', 2501)).toBe('needs-improvement')
    expect(rateVital('LCP', 4001)).toBe('poor')
    expect(rateVital('INP', 200)).toBe('good')
    expect(rateVital('INP', 500)).toBe('needs-improvement')
    expect(rateVital('INP', 501)).toBe('poor')
    expect(rateVital('CLS', 0.1)).toBe('good')
    expect(rateVital('CLS', 0.11)).toBe('needs-improvement')
    expect(rateVital('CLS', 0.26)).toBe('poor')
  })

  it('keeps a value in the bucket whose upper edge is at or above it, thresholds on edges', () => {
    expect(bucketValue('LCP', vitalBucket('LCP', 2500))).toBe(2500)
    expect(bucketValue('LCP', vitalBucket('LCP', 2501))).toBe(2550)
    expect(bucketValue('INP', vitalBucket('INP', 200))).toBe(200)
    expect(bucketValue('CLS', vitalBucket('CLS', 0.1))).toBe(0.1)
    expect(bucketValue('CLS', vitalBucket('CLS', 0.1000001))).toBe(0.1)
    expect(bucketValue('CLS', vitalBucket('CLS', 0.101))).toBe(0.11)
  })

  it('takes the 75th percentile and the shares from a histogram', () => {
    // 100 reports: 70 at 1 s, 10 at 3 s, 20 at 5 s: the 75th is in the 3 s bucket.
    const buckets: Array<[number, number]> = [
      [vitalBucket('LCP', 1000), 70],
      [vitalBucket('LCP', 3000), 10],
      [vitalBucket('LCP', 5000), 20],
    ]
    expect(summariseVital('LCP', buckets)).toEqual({ p75: 3000, n: 100, good: 70, needsImprovement: 10, poor: 20 })
    expect(summariseVital('LCP', [])).toBeUndefined()
  })
})

describe('the dashboard period', () => {
  const today = '2026-12-02'
  it('is the last 7, 28 or 90 days, today included, 28 by default', () => {
    expect(resolveAnalyticsRange({ range: '7d' }, today, isIsoDay)).toEqual({
      range: '7d',
      from: '2026-11-26',
      to: today,
    })
    expect(resolveAnalyticsRange({}, today, isIsoDay)).toEqual({ range: '28d', from: '2026-11-05', to: today })
    expect(resolveAnalyticsRange({ range: '90d' }, today, isIsoDay).from).toBe('2026-09-04')
  })

  it('takes a custom range, never past today, and refuses a reversed or overlong one', () => {
    expect(resolveAnalyticsRange({ range: 'custom', from: '2026-10-01', to: '2026-10-31' }, today, isIsoDay)).toEqual({
      range: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
    })
    expect(resolveAnalyticsRange({ range: 'custom', from: '2026-12-01', to: '2027-01-01' }, today, isIsoDay).to).toBe(
      today,
    )
    expect(
      resolveAnalyticsRange({ range: 'custom', from: '2026-10-31', to: '2026-10-01' }, today, isIsoDay).range,
    ).toBe('28d')
    expect(
      resolveAnalyticsRange({ range: 'custom', from: '2020-01-01', to: '2026-10-01' }, today, isIsoDay).range,
    ).toBe('28d')
  })
})
