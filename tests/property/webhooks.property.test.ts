import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkEndpointUrl, isPublicAddress, type AddressPolicy } from '~/server/webhooks/address-check.server'
import { newWebhookSecret, webhookHeaders, webhookSignature } from '~/server/webhooks/signature.server'

describe('the Standard Webhooks signature', () => {
  it("matches the specification's test vector", () => {
    // The vector of the Standard Webhooks reference libraries (svix-webhooks TestWebhookSign).
    expect(
      webhookSignature(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=')
  })

  it('is what a receiver computes from the headers and the body, and changes with any of them', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.integer({ min: 0, max: 2 ** 32 }),
        fc.string(),
        (id, timestamp, body) => {
          const secret = newWebhookSecret()
          const headers = webhookHeaders(secret, id, timestamp, body)
          const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
          const expected = createHmac('sha256', key).update(
            `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`,
          )
          expect(headers['webhook-signature']).toBe(`v1,${expected.digest('base64')}`)
          expect(webhookSignature(secret, id, timestamp, `${body}x`)).not.toBe(headers['webhook-signature'])
          expect(webhookSignature(secret, id, timestamp + 1, body)).not.toBe(headers['webhook-signature'])
        },
      ),
      { numRuns: 50 },
    )
  })

  it('secrets are whsec_ and 32 random bytes of base64', () => {
    const secret = newWebhookSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32)
    expect(newWebhookSecret()).not.toBe(secret)
  })
})

const octet = fc.integer({ min: 0, max: 255 })
const v4 = (a: number, b: number, c: number, d: number) => `${a}.${b}.${c}.${d}`

describe('the address check of webhook endpoints', () => {
  it('refuses every private, loopback, link-local, CGNAT, multicast and reserved IPv4 address', () => {
    const blocked = fc.oneof(
      fc.tuple(octet, octet, octet).map(([b, c, d]) => v4(10, b, c, d)),
      fc.tuple(octet, octet, octet).map(([b, c, d]) => v4(127, b, c, d)),
      fc.tuple(octet, octet).map(([c, d]) => v4(169, 254, c, d)),
      fc.tuple(fc.integer({ min: 16, max: 31 }), octet, octet).map(([b, c, d]) => v4(172, b, c, d)),
      fc.tuple(octet, octet).map(([c, d]) => v4(192, 168, c, d)),
      fc.tuple(fc.integer({ min: 64, max: 127 }), octet, octet).map(([b, c, d]) => v4(100, b, c, d)),
      fc.tuple(fc.integer({ min: 224, max: 255 }), octet, octet, octet).map(([a, b, c, d]) => v4(a, b, c, d)),
      fc.tuple(octet, octet, octet).map(([b, c, d]) => v4(0, b, c, d)),
    )
    fc.assert(
      fc.property(blocked, (ip) => {
        expect(isPublicAddress(ip)).toBe(false)
        // The same address written as IPv4-mapped IPv6 is refused too.
        expect(isPublicAddress(`::ffff:${ip}`)).toBe(false)
      }),
    )
  })

  it('allows public IPv4 addresses, also IPv4-mapped', () => {
    const publicFirst = fc
      .integer({ min: 1, max: 223 })
      .filter((a) => ![10, 100, 127, 169, 172, 192, 198, 203].includes(a))
    fc.assert(
      fc.property(fc.tuple(publicFirst, octet, octet, octet), ([a, b, c, d]) => {
        expect(isPublicAddress(v4(a, b, c, d))).toBe(true)
        expect(isPublicAddress(`::ffff:${v4(a, b, c, d)}`)).toBe(true)
      }),
    )
    expect(isPublicAddress('8.8.8.8')).toBe(true)
    expect(isPublicAddress('172.32.0.1')).toBe(true)
  })

  it('refuses non-global IPv6 (loopback, unique-local, link-local, multicast, documentation, 6to4) and allows global unicast', () => {
    const hex = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16))
    const tail = fc.array(hex, { minLength: 7, maxLength: 7 }).map((groups) => groups.join(':'))
    fc.assert(
      fc.property(fc.integer({ min: 0xfc00, max: 0xffff }), tail, (first, rest) => {
        expect(isPublicAddress(`${first.toString(16)}:${rest}`)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0x2400, max: 0x2fff }), tail, (first, rest) => {
        expect(isPublicAddress(`${first.toString(16)}:${rest}`)).toBe(true)
      }),
    )
    for (const ip of [
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '2001:db8::1',
      '2002:c0a8:101::1',
      '::ffff:127.0.0.1',
      '::127.0.0.1',
    ])
      expect(isPublicAddress(ip), ip).toBe(false)
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true)
    expect(isPublicAddress('not an ip')).toBe(false)
  })

  const policy = (allowPrivate: string[], table: Record<string, string[]> = {}): AddressPolicy => ({
    allowPrivate,
    resolve: async (host) => table[host] ?? [],
  })

  it('refuses at creation an endpoint whose name resolves to any private address (no test allowance)', async () => {
    const resolving = policy([], {
      'crm.example.com': ['93.184.216.34'],
      'rebind.example.com': ['93.184.216.34', '10.0.0.5'],
      'metadata.example.com': ['169.254.169.254'],
    })
    await expect(checkEndpointUrl('https://crm.example.com/hooks', resolving)).resolves.toBeInstanceOf(URL)
    await expect(checkEndpointUrl('https://rebind.example.com/hooks', resolving)).rejects.toThrow(/non-public/)
    await expect(checkEndpointUrl('https://metadata.example.com/', resolving)).rejects.toThrow(/non-public/)
    await expect(checkEndpointUrl('https://127.0.0.1:8443/', resolving)).rejects.toThrow(/non-public/)
    await expect(checkEndpointUrl('https://[::1]/', resolving)).rejects.toThrow(/non-public/)
    await expect(checkEndpointUrl('http://crm.example.com/hooks', resolving)).rejects.toThrow(/https/)
    await expect(checkEndpointUrl('https://user:pw@crm.example.com/', resolving)).rejects.toThrow(/password/)
    await expect(checkEndpointUrl('https://nowhere.example.com/', resolving)).rejects.toThrow(/resolve/)
  })

  it('the test allowance lets exactly its addresses through, over http too', async () => {
    const tests = policy(['127.0.0.1'])
    await expect(checkEndpointUrl('http://127.0.0.1:3321/webhook/crm', tests)).resolves.toBeInstanceOf(URL)
    await expect(checkEndpointUrl('http://127.0.0.2/', tests)).rejects.toThrow(/non-public/)
    await expect(checkEndpointUrl('http://10.0.0.1/', tests)).rejects.toThrow(/non-public/)
  })
})

describe('the test allowance in production', () => {
  it('is refused at start', async () => {
    const { ConfigError, getServerConfig } = await import('~/server/config.server')
    const env = {
      NODE_ENV: 'production',
      SITE_ORIGIN: 'https://www.readyapps.in',
      WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    }
    expect(() => getServerConfig(env)).toThrow(ConfigError)
    expect(() => getServerConfig(env)).toThrow(/WEBHOOK_ALLOW_PRIVATE_HOSTS: is for tests only/)
    expect(getServerConfig({ ...env, NODE_ENV: 'test' }).WEBHOOK_ALLOW_PRIVATE_HOSTS).toBe('127.0.0.1')
  })
})
