import { createHash } from 'node:crypto'
import { describe, expect } from 'vitest'
import type { Database } from '~/server/db/database.server'
import {
  createAdminUser,
  createEmbeddedAuth,
  SESSION_COOKIE,
  SESSION_POLICY,
  SESSION_TTL_MS,
} from '~/server/auth/embedded-auth.server'
import type { CookieJar } from '~/server/auth/types.server'
import { memoryJar } from '../support/cookie-jar'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const office = { email: 'office@readyapps.test' }

describe.each(databaseTargets)('admin sessions on $name', (target) => {
  let db: Database
  let clock = new Date('2026-03-01T08:00:00Z')
  const idleMs = 120 * MINUTE
  const auth = (jar: CookieJar) => createEmbeddedAuth(db, jar, { secureCookies: false, now: () => clock, idleMs })

  /** Signs in in a fresh "browser" and returns its cookie jar. */
  async function browser(email = 'office@readyapps.test', password = 'a long enough password') {
    const cookies = memoryJar()
    expect((await auth(cookies.jar).signIn(email, password)).ok).toBe(true)
    return cookies
  }

  /** When the session behind this cookie value expires (sessions are stored by the token's SHA-256). */
  async function expiresAt(token: string): Promise<Date> {
    const { rows } = await db.query<{ expires_at: Date | string }>(
      'SELECT expires_at FROM admin_sessions WHERE token_hash = $1',
      [createHash('sha256').update(token).digest('hex')],
    )
    expect(rows, 'the session is stored').toHaveLength(1)
    return new Date(rows[0]!.expires_at)
  }

  const run = useDatabase(target, {
    opened: async (opened) => {
      db = opened
      await createAdminUser(db, 'office@readyapps.test', 'a long enough password')
      await createAdminUser(db, 'other@readyapps.test', 'another long password')
    },
  })

  run('renews a session that is in use once less than half its lifetime is left', async () => {
    clock = new Date('2026-03-01T08:00:00Z')
    const { jar, values, options } = await browser()
    const token = values.get(SESSION_COOKIE)!
    const firstExpiry = await expiresAt(token)
    expect(firstExpiry.getTime()).toBe(clock.getTime() + SESSION_TTL_MS)

    // Used every hour for four days: the expiry does not move while more than half is left...
    for (let hour = 1; hour <= 3 * 24; hour++) {
      clock = new Date(clock.getTime() + HOUR)
      expect(await auth(jar).currentUser()).toMatchObject(office)
    }
    expect((await expiresAt(token)).getTime()).toBe(firstExpiry.getTime())
    // ...and once less than half is left it is pushed a full lifetime ahead, cookie included.
    for (let hour = 1; hour <= 24; hour++) {
      clock = new Date(clock.getTime() + HOUR)
      expect(await auth(jar).currentUser()).toMatchObject(office)
    }
    const renewed = await expiresAt(token)
    expect(renewed.getTime()).toBeGreaterThan(firstExpiry.getTime())
    expect(options.get(SESSION_COOKIE)?.expires?.getTime()).toBe(renewed.getTime())
    // Kept in use past the first expiry, the session still works because it was renewed.
    while (clock.getTime() < firstExpiry.getTime() + HOUR) {
      clock = new Date(clock.getTime() + HOUR)
      expect(await auth(jar).currentUser()).toMatchObject(office)
    }
  })

  run(
    'never keeps a session beyond the absolute maximum, however busy',
    async () => {
      clock = new Date('2026-04-01T08:00:00Z')
      const signedInAt = clock
      const { jar } = await browser()
      while (clock.getTime() - signedInAt.getTime() < SESSION_POLICY.absoluteMaxMs - HOUR) {
        clock = new Date(clock.getTime() + HOUR)
        expect(await auth(jar).currentUser()).toMatchObject(office)
      }
      clock = new Date(signedInAt.getTime() + SESSION_POLICY.absoluteMaxMs + MINUTE)
      expect(await auth(jar).currentUser()).toBeNull()
    },
    120_000,
  )

  run('ends a session left idle for longer than the idle limit', async () => {
    clock = new Date('2026-05-01T08:00:00Z')
    const { jar } = await browser()
    clock = new Date(clock.getTime() + idleMs - MINUTE)
    expect(await auth(jar).currentUser()).toMatchObject(office)
    // Activity resets the idle clock...
    clock = new Date(clock.getTime() + idleMs - MINUTE)
    expect(await auth(jar).currentUser()).toMatchObject(office)
    // ...and silence longer than the limit ends it, although the expiry is days away.
    clock = new Date(clock.getTime() + idleMs + MINUTE)
    expect(await auth(jar).currentUser()).toBeNull()
    clock = new Date(clock.getTime() + MINUTE)
    expect(await auth(jar).currentUser()).toBeNull()
  })

  run('signing out everywhere ends every session of that admin only', async () => {
    clock = new Date('2026-06-01T08:00:00Z')
    const laptop = await browser()
    const phone = await browser()
    const colleague = await browser('other@readyapps.test', 'another long password')
    await auth(phone.jar).signOutEverywhere()
    expect(phone.values.has(SESSION_COOKIE)).toBe(false)
    expect(await auth(laptop.jar).currentUser()).toBeNull()
    expect(await auth(memoryJar({ [SESSION_COOKIE]: laptop.values.get(SESSION_COOKIE)! }).jar).currentUser()).toBeNull()
    expect(await auth(colleague.jar).currentUser()).toMatchObject({ email: 'other@readyapps.test' })
  })

  run('changing the password checks the current one, keeps this session and ends the others', async () => {
    clock = new Date('2026-07-01T08:00:00Z')
    const here = await browser()
    const elsewhere = await browser()
    expect(await auth(here.jar).changePassword('not the password', 'a brand new passphrase')).toEqual({
      ok: false,
      reason: 'wrong-password',
    })
    expect(await auth(elsewhere.jar).currentUser()).toMatchObject(office)

    expect(await auth(here.jar).changePassword('a long enough password', 'a brand new passphrase')).toEqual({
      ok: true,
    })
    expect(await auth(here.jar).currentUser()).toMatchObject(office)
    expect(await auth(elsewhere.jar).currentUser()).toBeNull()
    expect(await auth(memoryJar().jar).signIn('office@readyapps.test', 'a long enough password')).toEqual({
      ok: false,
      reason: 'invalid-credentials',
    })
    expect((await auth(memoryJar().jar).signIn('office@readyapps.test', 'a brand new passphrase')).ok).toBe(true)
  })

  run('a signed-out browser cannot change the password', async () => {
    expect(await auth(memoryJar().jar).changePassword('a brand new passphrase', 'yet another passphrase')).toEqual({
      ok: false,
      reason: 'signed-out',
    })
  })
})
