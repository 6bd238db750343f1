import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hashRecoveryCode,
  newRecoveryCodes,
  normaliseRecoveryCode,
  RECOVERY_CODES,
} from '~/server/auth/recovery-codes.server'
import { openSecret, parseSecretsKey, sealSecret } from '~/server/auth/secret-box.server'
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  otpauthUri,
  timeStep,
  totp,
  totpCodeOf,
} from '~/server/auth/totp.server'

/** RFC 6238 Appendix B: the SHA-1 seed and its 8-digit values. */
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii')
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('gives the RFC value at T=%i', (seconds, expected) => {
    expect(totp(RFC_SEED, seconds * 1000, 8)).toBe(expected)
    // Six digits, as the apps show: the last six of the same number.
    expect(totp(RFC_SEED, seconds * 1000)).toBe(expected.slice(2))
  })

  it('gives RFC 4226 Appendix D HOTP values', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]
    expect(expected.map((_, counter) => hotp(RFC_SEED, counter))).toEqual(expected)
  })

  it('accepts the code of this step and of one step either side, nothing further', () => {
    const at = 1_700_000_000_000
    const step = timeStep(at)
    expect(matchTotp(RFC_SEED, totp(RFC_SEED, at), at)).toBe(step)
    expect(matchTotp(RFC_SEED, totp(RFC_SEED, at - 30_000), at)).toBe(step - 1)
    expect(matchTotp(RFC_SEED, totp(RFC_SEED, at + 30_000), at)).toBe(step + 1)
    expect(matchTotp(RFC_SEED, totp(RFC_SEED, at - 60_000), at)).toBeNull()
    expect(matchTotp(RFC_SEED, totp(RFC_SEED, at + 60_000), at)).toBeNull()
  })

  it('refuses a code of a step already used (replay), and any earlier one', () => {
    const at = 1_700_000_000_000
    const step = timeStep(at)
    const code = totp(RFC_SEED, at)
    expect(matchTotp(RFC_SEED, code, at, step)).toBeNull()
    expect(matchTotp(RFC_SEED, totp(RFC_SEED, at - 30_000), at, step - 1)).toBeNull()
    // The next step's code is still good after this one was used.
    expect(matchTotp(RFC_SEED, totp(RFC_SEED, at + 30_000), at, step)).toBe(step + 1)
  })

  it('reads codes typed with a space and refuses other shapes', () => {
    expect(totpCodeOf('123 456')).toBe('123456')
    expect(totpCodeOf('12345')).toBeNull()
    expect(totpCodeOf('abcde-fghjk')).toBeNull()
  })

  it('writes the otpauth URI authenticator apps read', () => {
    const text = otpauthUri(RFC_SEED, { issuer: 'ReadyApps admin', account: 'a@b.test' })
    expect(text.startsWith('otpauth://totp/ReadyApps%20admin:a%40b.test?')).toBe(true)
    const uri = new URL(text)
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
      issuer: 'ReadyApps admin',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
  })
})

describe('base32 (RFC 4648)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('encodes %j as %s and back', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded)
    expect(base32Decode(encoded).toString()).toBe(plain)
  })

  it('decodes lower case, spaces and padding, and refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar')
    expect(() => base32Decode('MZXW1')).toThrow()
  })

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes])
      }),
    )
  })
})

describe('recovery codes', () => {
  it('makes ten different codes, easy to read off paper', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(RECOVERY_CODES.count)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/)
  })

  it('hashes a code whatever its case, spaces or dashes, and never stores it as it is', () => {
    const [code] = newRecoveryCodes(1) as [string]
    const hash = hashRecoveryCode(code)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain(code.replace('-', ''))
    expect(hashRecoveryCode(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(hash)
    expect(hashRecoveryCode(newRecoveryCodes(1)[0]!)).not.toBe(hash)
  })

  it('refuses what cannot be a code', () => {
    expect(normaliseRecoveryCode('123456')).toBeNull()
    expect(normaliseRecoveryCode('abcde-fghj1')).toBeNull()
    expect(normaliseRecoveryCode('ABCDE FGHJK')).toBe('abcdefghjk')
  })
})

describe('sealed secrets (AES-256-GCM)', () => {
  const key = Buffer.alloc(32, 7)

  it('reads the key as hex or base64, 32 bytes only, and nothing when empty', () => {
    expect(parseSecretsKey(key.toString('hex'))).toEqual(key)
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key)
    expect(parseSecretsKey('')).toBeNull()
    expect(parseSecretsKey(undefined)).toBeNull()
    expect(() => parseSecretsKey('too-short')).toThrow(/32 bytes/)
    expect(() => parseSecretsKey(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/)
  })

  it('round-trips, with a new IV every time and never the secret in the text', () => {
    const secret = Buffer.from('12345678901234567890')
    const sealed = sealSecret(key, secret, 'admin-totp:1')
    expect(sealed).toMatch(/^v1\./)
    expect(sealed).not.toContain(secret.toString('base64url'))
    expect(sealSecret(key, secret, 'admin-totp:1')).not.toBe(sealed)
    expect(openSecret(key, sealed, 'admin-totp:1')).toEqual(secret)
  })

  it('refuses another key, another account or a changed byte', () => {
    const sealed = sealSecret(key, Buffer.from('secret bytes'), 'admin-totp:1')
    expect(() => openSecret(Buffer.alloc(32, 8), sealed, 'admin-totp:1')).toThrow()
    expect(() => openSecret(key, sealed, 'admin-totp:2')).toThrow()
    const parts = sealed.split('.')
    const body = Buffer.from(parts[3]!, 'base64url')
    body[0] = body[0]! ^ 1
    parts[3] = body.toString('base64url')
    expect(() => openSecret(key, parts.join('.'), 'admin-totp:1')).toThrow()
  })
})
