import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { IpCountryLookup, detectCountry } from '~/server/geo/country.server'
import { logger } from '~/server/log.server'
import { startLocalStub, type LocalStub } from '../support/local-stub'

let stub: LocalStub
beforeAll(async () => {
  stub = await startLocalStub()
})
afterAll(() => stub.close())
afterEach(() => {
  stub.reset()
  vi.restoreAllMocks()
})

function countryService() {
  stub.reply((request) => {
    const ip = request.path.split('/')[1]
    return { status: 200, body: { ip, country: ip === '8.8.8.8' ? 'US' : 'IN' } }
  })
}

describe('IP look-up', () => {
  it('asks GET {base}/{ip}/json/ and reads country', async () => {
    countryService()
    const lookup = new IpCountryLookup({ baseUrl: `${stub.url}/`, timeoutMs: 1000 })
    await expect(lookup.lookup('8.8.8.8')).resolves.toBe('US')
    await expect(lookup.lookup('49.36.10.1')).resolves.toBe('IN')
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /8.8.8.8/json/', 'GET /49.36.10.1/json/'])
  })

  it('caches per IP and shares a running request', async () => {
    countryService()
    const lookup = new IpCountryLookup({ baseUrl: stub.url, timeoutMs: 1000 })
    await Promise.all([lookup.lookup('8.8.8.8'), lookup.lookup('8.8.8.8')])
    await lookup.lookup('8.8.8.8')
    expect(stub.requests).toHaveLength(1)
  })

  it('forgets answers after their time and keeps the cache bounded', async () => {
    countryService()
    let now = 0
    const lookup = new IpCountryLookup({
      baseUrl: stub.url,
      timeoutMs: 1000,
      cacheSize: 2,
      ttlMs: 1000,
      now: () => now,
    })
    await lookup.lookup('8.8.8.8')
    await lookup.lookup('8.8.4.4')
    await lookup.lookup('1.0.0.1')
    expect(lookup.cacheSize).toBe(2)
    await lookup.lookup('1.0.0.1')
    expect(stub.requests).toHaveLength(3)
    now = 1001
    await lookup.lookup('1.0.0.1')
    expect(stub.requests).toHaveLength(4)
  })

  it('rejects an error body even with status 200', async () => {
    stub.reply(() => ({ status: 200, body: { error: true, reason: 'Reserved IP Address' } }))
    const lookup = new IpCountryLookup({ baseUrl: stub.url, timeoutMs: 1000 })
    await expect(lookup.lookup('8.8.8.8')).rejects.toThrow(/Reserved IP Address/)
  })

  it('rejects rate limiting, missing countries and slow answers', async () => {
    stub.reply(() => ({ status: 429, body: { error: true, reason: 'RateLimited' } }))
    await expect(new IpCountryLookup({ baseUrl: stub.url, timeoutMs: 1000 }).lookup('8.8.8.8')).rejects.toThrow(/429/)
    stub.reply(() => ({ status: 200, body: { ip: '8.8.8.8' } }))
    await expect(new IpCountryLookup({ baseUrl: stub.url, timeoutMs: 1000 }).lookup('8.8.8.8')).rejects.toThrow(
      /no country/,
    )
    stub.reply(() => ({ status: 200, body: { country: 'US' }, delayMs: 500 }))
    await expect(new IpCountryLookup({ baseUrl: stub.url, timeoutMs: 150 }).lookup('8.8.8.8')).rejects.toThrow()
  })

  it('does not ask again for a while after a failure', async () => {
    stub.reply(() => ({ status: 500, body: 'down' }))
    const lookup = new IpCountryLookup({ baseUrl: stub.url, timeoutMs: 1000 })
    await expect(lookup.lookup('8.8.8.8')).rejects.toThrow()
    await expect(lookup.lookup('8.8.8.8')).resolves.toBeNull()
    expect(stub.requests).toHaveLength(1)
  })
})

describe('detectCountry', () => {
  const lookupWith = () => new IpCountryLookup({ baseUrl: stub.url, timeoutMs: 300 })

  it('uses a CDN header before any look-up', async () => {
    countryService()
    const result = await detectCountry({
      readHeader: (name) => (name === 'cf-ipcountry' ? 'US' : undefined),
      ip: '49.36.10.1',
      lookup: lookupWith(),
    })
    expect(result).toEqual({ code: 'US', source: 'header' })
    expect(stub.requests).toHaveLength(0)
  })

  it('looks up a public client IP when there is no header', async () => {
    countryService()
    expect(await detectCountry({ readHeader: () => undefined, ip: '8.8.8.8', lookup: lookupWith() })).toEqual({
      code: 'US',
      source: 'lookup',
    })
  })

  it('skips the look-up for loopback and private addresses', async () => {
    countryService()
    for (const ip of ['127.0.0.1', '::1', '192.168.1.10', undefined]) {
      expect(await detectCountry({ readHeader: () => undefined, ip, lookup: lookupWith() })).toEqual({
        code: null,
        source: 'unknown',
      })
    }
    expect(stub.requests).toHaveLength(0)
  })

  it("logs 'Error detecting country' and stays unknown when the look-up fails", async () => {
    const log = vi.spyOn(logger(), 'error').mockImplementation(() => undefined)
    stub.reply(() => ({ status: 429, body: { error: true, reason: 'RateLimited' } }))
    const result = await detectCountry({ readHeader: () => undefined, ip: '8.8.8.8', lookup: lookupWith() })
    expect(result).toEqual({ code: null, source: 'error' })
    // The log line gets a description of the error (src/server/log.server.ts), not the error object.
    expect(log).toHaveBeenCalledWith(
      { error: expect.stringContaining('IP look-up answered 429') },
      'Error detecting country',
    )
  })

  it('treats an unreachable service as a failure', async () => {
    const log = vi.spyOn(logger(), 'error').mockImplementation(() => undefined)
    const lookup = new IpCountryLookup({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 300 })
    expect(await detectCountry({ readHeader: () => undefined, ip: '8.8.8.8', lookup })).toEqual({
      code: null,
      source: 'error',
    })
    expect(log).toHaveBeenCalledWith(expect.anything(), 'Error detecting country')
  })
})
