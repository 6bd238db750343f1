import { describe, expect, it } from 'vitest'
import {
  parsePreferenceCookie,
  preferenceForCountry,
  preferenceForCountryCode,
  serializePreferenceCookie,
} from '~/domain/currency'
import { clientIpFrom, isPublicIp, normaliseIp } from '~/server/geo/client-ip.server'
import { countryFromHeaders } from '~/server/geo/country.server'

const headers = (values: Record<string, string>) => (name: string) => values[name]

describe('country to preference', () => {
  it("keeps INR/India for 'IN' and gives USD/Global to every other country", () => {
    expect(preferenceForCountryCode('IN')).toEqual({ currency: 'INR', country: 'India' })
    expect(preferenceForCountryCode('in')).toEqual({ currency: 'INR', country: 'India' })
    expect(preferenceForCountryCode('US')).toEqual({ currency: 'USD', country: 'Global' })
    expect(preferenceForCountryCode('AE')).toEqual({ currency: 'USD', country: 'Global' })
  })

  it('maps the selector: India -> INR, anything else -> USD', () => {
    expect(preferenceForCountry('India')).toEqual({ currency: 'INR', country: 'India' })
    expect(preferenceForCountry('Global')).toEqual({ currency: 'USD', country: 'Global' })
  })
})

describe('CDN country headers', () => {
  it('prefers cf-ipcountry, then x-vercel-ip-country, then cloudfront-viewer-country', () => {
    const all = { 'cf-ipcountry': 'US', 'x-vercel-ip-country': 'IN', 'cloudfront-viewer-country': 'DE' }
    expect(countryFromHeaders(headers(all))).toBe('US')
    expect(countryFromHeaders(headers({ 'x-vercel-ip-country': 'IN', 'cloudfront-viewer-country': 'DE' }))).toBe('IN')
    expect(countryFromHeaders(headers({ 'cloudfront-viewer-country': 'de' }))).toBe('DE')
  })

  it("ignores Cloudflare's unknown (XX) and Tor (T1) markers and junk", () => {
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'XX', 'x-vercel-ip-country': 'GB' }))).toBe('GB')
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'T1' }))).toBeNull()
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'USA' }))).toBeNull()
    expect(countryFromHeaders(headers({}))).toBeNull()
  })
})

describe('client IP', () => {
  it('normalises the forms addresses arrive in', () => {
    expect(normaliseIp('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(normaliseIp('[2001:4860::1]:443')).toBe('2001:4860::1')
    expect(normaliseIp('8.8.8.8:1234')).toBe('8.8.8.8')
    expect(normaliseIp('not an ip')).toBeUndefined()
  })

  it('trusts only the entries added by our own proxies', () => {
    // The client wrote '1.1.1.1' itself; our one proxy appended the address it saw.
    expect(clientIpFrom('1.1.1.1, 8.8.8.8', '10.0.0.2', 1)).toBe('8.8.8.8')
    expect(clientIpFrom('8.8.8.8, 172.70.1.1', '10.0.0.2', 2)).toBe('8.8.8.8')
    expect(clientIpFrom('8.8.8.8', '10.0.0.2', 3)).toBe('8.8.8.8')
    expect(clientIpFrom('1.1.1.1', '127.0.0.1', 0)).toBe('127.0.0.1')
    expect(clientIpFrom(undefined, '::ffff:127.0.0.1', 1)).toBe('127.0.0.1')
    expect(clientIpFrom('garbage', '127.0.0.1', 1)).toBe('127.0.0.1')
  })

  it('does not look up loopback, private or reserved addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.5',
      '169.254.0.1',
      '100.64.0.1',
      'fd00::1',
      'fe80::1',
      '::ffff:192.168.0.1',
    ]) {
      expect(isPublicIp(ip), ip).toBe(false)
    }
    for (const ip of ['8.8.8.8', '49.36.0.1', '2001:4860:4860::8888', '172.32.0.1'])
      expect(isPublicIp(ip), ip).toBe(true)
  })
})

describe('preference cookie', () => {
  it('round-trips and rejects anything else', () => {
    expect(parsePreferenceCookie(serializePreferenceCookie('Global', 'manual'))).toEqual({
      preference: { currency: 'USD', country: 'Global' },
      source: 'manual',
    })
    expect(parsePreferenceCookie('India.detected')?.preference).toEqual({ currency: 'INR', country: 'India' })
    expect(parsePreferenceCookie('Mars.manual')).toBeNull()
    expect(parsePreferenceCookie(undefined)).toBeNull()
  })
})
