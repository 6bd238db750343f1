import { describe, expect, it } from 'vitest'
import type { Database } from '~/server/db/database.server'
import {
  createAdminUser,
  createEmbeddedAuth,
  resetSecondFactor,
  SESSION_COOKIE,
} from '~/server/auth/embedded-auth.server'
import {
  PENDING_SIGN_IN_COOKIE,
  PENDING_SIGN_IN_TTL_MS,
  SecretsKeyMissingError,
} from '~/server/auth/embedded-second-factor.server'
import { aalOf, assurance, createSupabaseSecondFactor, type MfaApi } from '~/server/auth/supabase-second-factor.server'
import { base32Decode, totp } from '~/server/auth/totp.server'
import type { AdminUser } from '~/server/auth/types.server'
import { memoryJar } from '../support/cookie-jar'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

const KEY = Buffer.alloc(32, 3)
const PASSWORD = 'a long enough password'

describe.each(databaseTargets)('embedded second factor on $name', (target) => {
  let db: Database
  let clock = new Date('2026-06-01T10:00:00Z')
  const now = () => clock
  const run = useDatabase(target, { opened: (opened) => (db = opened) })

  /** A new admin with a confirmed second factor; its secret and recovery codes. */
  async function enrolledAdmin(email: string) {
    await createAdminUser(db, email, PASSWORD)
    const { jar } = memoryJar()
    const auth = createEmbeddedAuth(db, jar, { secureCookies: true, now, secretsKey: KEY })
    expect(await auth.signIn(email, PASSWORD)).toMatchObject({ ok: true })
    const user = (await auth.currentUser()) as AdminUser
    const enrolment = await auth.secondFactor.startEnrolment(user)
    const secret = base32Decode(enrolment.secret)
    expect(enrolment.uri).toContain(`secret=${enrolment.secret.replace(/ /g, '')}`)
    expect(await auth.secondFactor.confirmEnrolment(user, '000000')).toEqual({ ok: false, reason: 'wrong-code' })
    const confirmed = await auth.secondFactor.confirmEnrolment(user, totp(secret, clock))
    if (!confirmed.ok) throw new Error('not confirmed')
    return { user, secret, recoveryCodes: confirmed.recoveryCodes }
  }

  /** A password sign-in in a new browser: the pending sign-in, not a session. */
  async function passwordStep(email: string) {
    const browser = memoryJar()
    const auth = createEmbeddedAuth(db, browser.jar, { secureCookies: true, now, secretsKey: KEY })
    const result = await auth.signIn(email, PASSWORD)
    expect(result).toMatchObject({ ok: false, reason: 'second-factor-required', user: { email } })
    expect(browser.values.has(SESSION_COOKIE)).toBe(false)
    expect(browser.values.get(PENDING_SIGN_IN_COOKIE)).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(browser.options.get(PENDING_SIGN_IN_COOKIE)).toMatchObject({ httpOnly: true, secure: true })
    expect(await auth.currentUser()).toBeNull()
    return { auth, browser }
  }

  run('stores the secret sealed, never in the clear, and the recovery codes only hashed', async () => {
    const { secret, recoveryCodes, user } = await enrolledAdmin('sealed@readyapps.test')
    const { rows } = await db.query<{ totp_secret: string; totp_pending_secret: string | null }>(
      'SELECT totp_secret, totp_pending_secret FROM admin_users WHERE id = $1',
      [user.id],
    )
    expect(rows[0]?.totp_secret).toMatch(/^v1\./)
    expect(rows[0]?.totp_pending_secret).toBeNull()
    expect(JSON.stringify(rows)).not.toContain(secret.toString('base64url'))
    expect(recoveryCodes).toHaveLength(10)
    const stored = await db.query<{ code_hash: string }>(
      'SELECT code_hash FROM admin_recovery_codes WHERE user_id = $1',
      [user.id],
    )
    expect(stored.rows).toHaveLength(10)
    for (const code of recoveryCodes) expect(JSON.stringify(stored.rows)).not.toContain(code.replace('-', ''))
  })

  run('asks for the code after the password, and only a right one starts a session', async () => {
    const { secret } = await enrolledAdmin('code@readyapps.test')
    clock = new Date(clock.getTime() + 60_000)
    const { auth, browser } = await passwordStep('code@readyapps.test')
    expect(await auth.secondFactor.pending()).toMatchObject({ email: 'code@readyapps.test' })
    expect(await auth.secondFactor.verify('123456')).toEqual({ ok: false, reason: 'wrong-code' })
    expect(await auth.secondFactor.verify(totp(secret, clock))).toMatchObject({ ok: true, method: 'totp' })
    expect(browser.values.has(PENDING_SIGN_IN_COOKIE)).toBe(false)
    expect(browser.values.get(SESSION_COOKIE)).toBeTruthy()
    expect(await auth.currentUser()).toMatchObject({ email: 'code@readyapps.test', secondFactor: true })
  })

  run('refuses a code used once already (replay), also in another sign-in', async () => {
    const { secret } = await enrolledAdmin('replay@readyapps.test')
    clock = new Date(clock.getTime() + 60_000)
    const code = totp(secret, clock)
    const first = await passwordStep('replay@readyapps.test')
    expect(await first.auth.secondFactor.verify(code)).toMatchObject({ ok: true })
    const second = await passwordStep('replay@readyapps.test')
    expect(await second.auth.secondFactor.verify(code)).toEqual({ ok: false, reason: 'wrong-code' })
    clock = new Date(clock.getTime() + 30_000)
    expect(await second.auth.secondFactor.verify(totp(secret, clock))).toMatchObject({ ok: true })
  })

  run('takes a recovery code once', async () => {
    const { recoveryCodes } = await enrolledAdmin('recovery@readyapps.test')
    const [code] = recoveryCodes as [string]
    const first = await passwordStep('recovery@readyapps.test')
    expect(await first.auth.secondFactor.verify(code.toUpperCase())).toMatchObject({
      ok: true,
      method: 'recovery-code',
    })
    const second = await passwordStep('recovery@readyapps.test')
    expect(await second.auth.secondFactor.verify(code)).toEqual({ ok: false, reason: 'wrong-code' })
    expect(
      (await second.auth.secondFactor.status({ id: first.auth && (await first.auth.currentUser())!.id, email: '' }))
        .recoveryCodesLeft,
    ).toBe(9)
  })

  run('lets a pending sign-in expire after five minutes', async () => {
    const { secret } = await enrolledAdmin('expire@readyapps.test')
    const { auth } = await passwordStep('expire@readyapps.test')
    clock = new Date(clock.getTime() + PENDING_SIGN_IN_TTL_MS + 1000)
    expect(await auth.secondFactor.pending()).toBeNull()
    expect(await auth.secondFactor.verify(totp(secret, clock))).toEqual({ ok: false, reason: 'expired' })
  })

  run('turns off after a right code; then the password is enough again', async () => {
    const { secret, user } = await enrolledAdmin('off@readyapps.test')
    const { jar } = memoryJar()
    const auth = createEmbeddedAuth(db, jar, { secureCookies: true, now, secretsKey: KEY })
    clock = new Date(clock.getTime() + 60_000)
    expect(await auth.secondFactor.disable(user, '000000')).toEqual({ ok: false })
    expect(await auth.secondFactor.disable(user, totp(secret, clock))).toEqual({ ok: true })
    expect(await auth.signIn('off@readyapps.test', PASSWORD)).toMatchObject({ ok: true })
    expect(await auth.secondFactor.status(user)).toEqual({ enrolled: false, pending: null, recoveryCodesLeft: null })
  })

  run('is turned off by the operator reset (admin:create --reset-second-factor), sessions ended', async () => {
    const { user } = await enrolledAdmin('reset@readyapps.test')
    expect(await resetSecondFactor(db, 'Reset@ReadyApps.test')).toBe(true)
    expect(await resetSecondFactor(db, 'nobody@readyapps.test')).toBe(false)
    const left = await db.query(
      'SELECT 1 FROM admin_sessions WHERE user_id = $1 UNION ALL SELECT 1 FROM admin_recovery_codes WHERE user_id = $1',
      [user.id],
    )
    expect(left.rows).toHaveLength(0)
    const { jar } = memoryJar()
    const auth = createEmbeddedAuth(db, jar, { secureCookies: true, now, secretsKey: KEY })
    expect(await auth.signIn('reset@readyapps.test', PASSWORD)).toMatchObject({ ok: true })
  })

  run('cannot set up a second factor without ADMIN_SECRETS_KEY', async () => {
    await createAdminUser(db, 'nokey@readyapps.test', PASSWORD)
    const { jar } = memoryJar()
    const auth = createEmbeddedAuth(db, jar, { secureCookies: true, now })
    await auth.signIn('nokey@readyapps.test', PASSWORD)
    const user = (await auth.currentUser()) as AdminUser
    await expect(auth.secondFactor.startEnrolment(user)).rejects.toBeInstanceOf(SecretsKeyMissingError)
  })
})

/** A JWT-shaped token with these claims (the signature is the auth server's business). */
const token = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`

describe("Supabase Auth's MFA", () => {
  it('reads the aal claim and counts a session through only at AAL2 when the user has a verified factor', () => {
    expect(aalOf(token({ aal: 'aal2' }))).toBe('aal2')
    expect(aalOf('not-a-jwt')).toBeNull()
    const verified = [{ factor_type: 'totp', status: 'verified' }]
    expect(assurance({ factors: [], accessToken: token({ aal: 'aal1' }) })).toEqual({ enrolled: false, complete: true })
    expect(assurance({ factors: verified, accessToken: token({ aal: 'aal1' }) })).toEqual({
      enrolled: true,
      complete: false,
    })
    expect(assurance({ factors: verified, accessToken: token({ aal: 'aal2' }) })).toEqual({
      enrolled: true,
      complete: true,
    })
    // Fails closed: an unreadable token with a factor is not through.
    expect(assurance({ factors: verified, accessToken: 'opaque' })).toEqual({ enrolled: true, complete: false })
    // An unverified (half-enrolled) factor asks nothing yet.
    expect(assurance({ factors: [{ factor_type: 'totp', status: 'unverified' }] }).complete).toBe(true)
  })

  /** A fake auth.mfa: factors in memory, the code "111111" right. */
  function fakeMfa() {
    const factors: Array<{ id: string; factor_type: string; status: string; created_at: string }> = []
    const calls: string[] = []
    const mfa: MfaApi = {
      listFactors: async () => ({ data: { all: factors }, error: null }),
      enroll: async () => {
        const id = `f${factors.length + 1}`
        factors.push({ id, factor_type: 'totp', status: 'unverified', created_at: new Date().toISOString() })
        calls.push(`enroll ${id}`)
        return {
          data: { id, totp: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' } },
          error: null,
        }
      },
      challengeAndVerify: async ({ factorId, code }) => {
        calls.push(`verify ${factorId} ${code}`)
        if (code !== '111111') return { data: null, error: new Error('Invalid TOTP code') }
        const factor = factors.find((f) => f.id === factorId)
        if (factor) factor.status = 'verified'
        return { data: {}, error: null }
      },
      unenroll: async ({ factorId }) => {
        calls.push(`unenroll ${factorId}`)
        factors.splice(
          factors.findIndex((f) => f.id === factorId),
          1,
        )
        return { data: {}, error: null }
      },
    }
    return { mfa, factors, calls }
  }

  const user = { id: 'u1', email: 'admin@readyapps.test' }

  it('enrols (replacing an unconfirmed set-up), confirms with a code and turns off after one', async () => {
    const { mfa, factors, calls } = fakeMfa()
    const second = createSupabaseSecondFactor(mfa, {
      admin: async () => ({ user, complete: true }),
      issuer: 'I',
      groupSecret: (s) => s,
    })
    await second.startEnrolment(user)
    expect(await second.startEnrolment(user)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      uri: expect.stringContaining('otpauth://'),
    })
    expect(calls).toContain('unenroll f1')
    expect(await second.confirmEnrolment(user, '222222')).toEqual({ ok: false, reason: 'wrong-code' })
    expect(await second.confirmEnrolment(user, '111 111')).toEqual({ ok: true, recoveryCodes: [] })
    expect(await second.status(user)).toEqual({ enrolled: true, pending: null, recoveryCodesLeft: null })
    expect(await second.disable(user, '000000')).toEqual({ ok: false })
    expect(await second.disable(user, '111111')).toEqual({ ok: true })
    expect(factors).toHaveLength(0)
  })

  it('lifts a pending (AAL1) session with the code of its verified factor', async () => {
    const { mfa, factors } = fakeMfa()
    factors.push({ id: 'f9', factor_type: 'totp', status: 'verified', created_at: '2026-01-01' })
    let complete = false
    const second = createSupabaseSecondFactor(mfa, {
      admin: async () => ({ user, complete }),
      issuer: 'I',
      groupSecret: (s) => s,
    })
    expect(await second.pending()).toEqual(user)
    expect(await second.verify('000000')).toEqual({ ok: false, reason: 'wrong-code' })
    expect(await second.verify('111111')).toEqual({ ok: true, user, method: 'totp' })
    complete = true
    expect(await second.pending()).toBeNull()
    expect(await second.verify('111111')).toEqual({ ok: false, reason: 'expired' })
  })
})
