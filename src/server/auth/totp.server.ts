import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), the kind every authenticator app
 * reads from an otpauth:// URI: HMAC-SHA-1, 6 digits, 30-second steps. No dependency: node:crypto.
 */
export const TOTP = { digits: 6, periodSeconds: 30, algorithm: 'SHA1', secretBytes: 20, driftSteps: 1 } as const

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32, upper case, without padding (what authenticator apps expect). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31]
  return out
}

/** Decodes base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char)
    if (index < 0) throw new Error('Not base32')
    value = ((value << 5) | index) & 0xffff
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** HOTP (RFC 4226): the code of one counter value. */
export function hotp(secret: Uint8Array, counter: number, digits: number = TOTP.digits): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', secret).update(message).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The time step a moment falls in. */
export function timeStep(at: Date | number, periodSeconds: number = TOTP.periodSeconds): number {
  const ms = typeof at === 'number' ? at : at.getTime()
  return Math.floor(ms / 1000 / periodSeconds)
}

/** The TOTP code at a moment (RFC 6238). */
export function totp(secret: Uint8Array, at: Date | number, digits: number = TOTP.digits): string {
  return hotp(secret, timeStep(at), digits)
}

/** A fresh random secret (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(): Buffer {
  return randomBytes(TOTP.secretBytes)
}

/** Whether a text looks like a TOTP code (6 digits, spaces allowed as apps show "123 456"). */
export function totpCodeOf(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '')
  return new RegExp(`^\\d{${TOTP.digits}}$`).test(digits) ? digits : null
}

/**
 * The time step `code` belongs to, within ±driftSteps of `at` (a clock a step off still works),
 * or null. Only steps after `lastUsedStep` count: a code once accepted is never accepted again.
 */
export function matchTotp(
  secret: Uint8Array,
  code: string,
  at: Date | number,
  lastUsedStep: number | null = null,
): number | null {
  const wanted = Buffer.from(code)
  const now = timeStep(at)
  for (let step = now - TOTP.driftSteps; step <= now + TOTP.driftSteps; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue
    const candidate = Buffer.from(hotp(secret, step))
    if (candidate.length === wanted.length && timingSafeEqual(candidate, wanted)) return step
  }
  return null
}

/** The otpauth:// URI an authenticator app takes (Key Uri Format): issuer and account shown in the app. */
export function otpauthUri(secret: Uint8Array, { issuer, account }: { issuer: string; account: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  const params = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: TOTP.algorithm,
    digits: String(TOTP.digits),
    period: String(TOTP.periodSeconds),
  })
  return `otpauth://totp/${label}?${params.toString()}`
}

/** The base32 secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: Uint8Array): string {
  return base32Encode(secret).replace(/(.{4})(?=.)/g, '$1 ')
}
