import { createHash, randomInt } from 'node:crypto'

/**
 * Single-use recovery codes: the way in when the authenticator is lost. Ten, shown once at
 * enrolment, stored only as SHA-256 hashes (each code is 50 random bits from a CSPRNG, so a slow
 * hash adds nothing); one used is gone.
 */
export const RECOVERY_CODES = { count: 10, groups: 2, groupLength: 5 } as const

/** No 0/O, 1/I/L: a code read off paper is typed right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

export function newRecoveryCodes(count: number = RECOVERY_CODES.count): string[] {
  const codes = new Set<string>()
  while (codes.size < count) {
    const groups = Array.from({ length: RECOVERY_CODES.groups }, () =>
      Array.from({ length: RECOVERY_CODES.groupLength }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    )
    codes.add(groups.join('-'))
  }
  return [...codes]
}

/** A typed code in its stored form: lower case, without spaces or dashes; null when it cannot be one. */
export function normaliseRecoveryCode(text: string): string | null {
  const clean = text.toLowerCase().replace(/[\s-]/g, '')
  const length = RECOVERY_CODES.groups * RECOVERY_CODES.groupLength
  return clean.length === length && [...clean].every((char) => ALPHABET.includes(char)) ? clean : null
}

export function hashRecoveryCode(code: string): string {
  const clean = normaliseRecoveryCode(code) ?? code
  return createHash('sha256').update(`readyapps-recovery:${clean}`).digest('hex')
}
