import { describe, expect, it } from 'vitest'
import type { Database } from '~/server/db/database.server'
import {
  createAdminUser,
  createEmbeddedAuth,
  SESSION_COOKIE,
  setAdminPassword,
} from '~/server/auth/embedded-auth.server'
import { hashPassword, verifyPassword } from '~/server/auth/password.server'
import { memoryJar } from '../support/cookie-jar'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('correct horse battery staple')
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(hash).not.toContain('correct horse')
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true)
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false)
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same password!!')).not.toBe(await hashPassword('same password!!'))
  })
})

describe.each(databaseTargets)('embedded admin auth on $name', (target) => {
  let db: Database
  const run = useDatabase(target, {
    opened: async (opened) => {
      db = opened
      await createAdminUser(db, 'Admin@ReadyApps.test', 'a long enough password')
    },
  })

  run('does not create the same admin twice', async () => {
    expect(await createAdminUser(db, 'admin@readyapps.test', 'another long password')).toBe(false)
  })

  run('signs in with the right password and sets a secure httpOnly session cookie', async () => {
    const { jar, values, options } = memoryJar()
    const auth = createEmbeddedAuth(db, jar, { secureCookies: true })
    const result = await auth.signIn(' admin@readyapps.test ', 'a long enough password')
    expect(result).toMatchObject({ ok: true, user: { email: 'admin@readyapps.test' } })
    const token = values.get(SESSION_COOKIE)
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(options.get(SESSION_COOKIE)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' })
    // The database keeps only a hash of the token.
    const stored = await db.query<{ token_hash: string }>('SELECT token_hash FROM admin_sessions')
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(token)
    expect(await auth.currentUser()).toMatchObject({ email: 'admin@readyapps.test' })
  })

  run('rejects a wrong password or unknown e-mail with the same answer', async () => {
    const { jar, values } = memoryJar()
    const auth = createEmbeddedAuth(db, jar, { secureCookies: false })
    expect(await auth.signIn('admin@readyapps.test', 'wrong password here')).toEqual({
      ok: false,
      reason: 'invalid-credentials',
    })
    expect(await auth.signIn('nobody@readyapps.test', 'a long enough password')).toEqual({
      ok: false,
      reason: 'invalid-credentials',
    })
    expect(values.size).toBe(0)
    expect(await auth.currentUser()).toBeNull()
  })

  run('ignores forged and expired session cookies', async () => {
    expect(
      await createEmbeddedAuth(db, memoryJar({ [SESSION_COOKIE]: 'forged-token' }).jar, {
        secureCookies: false,
      }).currentUser(),
    ).toBeNull()

    const { jar, values } = memoryJar()
    const signedInAt = new Date('2026-01-01T00:00:00Z')
    await createEmbeddedAuth(db, jar, { secureCookies: false, now: () => signedInAt }).signIn(
      'admin@readyapps.test',
      'a long enough password',
    )
    const later = createEmbeddedAuth(db, memoryJar({ [SESSION_COOKIE]: values.get(SESSION_COOKIE)! }).jar, {
      secureCookies: false,
      now: () => new Date('2026-01-09T00:00:00Z'),
    })
    expect(await later.currentUser()).toBeNull()
  })

  run('signs out by deleting the session, so the old cookie stops working', async () => {
    const { jar, values } = memoryJar()
    const auth = createEmbeddedAuth(db, jar, { secureCookies: false })
    await auth.signIn('admin@readyapps.test', 'a long enough password')
    const token = values.get(SESSION_COOKIE)!
    await auth.signOut()
    expect(values.has(SESSION_COOKIE)).toBe(false)
    expect(
      await createEmbeddedAuth(db, memoryJar({ [SESSION_COOKIE]: token }).jar, { secureCookies: false }).currentUser(),
    ).toBeNull()
  })

  run('a password change ends existing sessions', async () => {
    const { jar, values } = memoryJar()
    await createEmbeddedAuth(db, jar, { secureCookies: false }).signIn('admin@readyapps.test', 'a long enough password')
    expect(await setAdminPassword(db, 'admin@readyapps.test', 'a brand new long password')).toBe(true)
    const old = createEmbeddedAuth(db, memoryJar({ [SESSION_COOKIE]: values.get(SESSION_COOKIE)! }).jar, {
      secureCookies: false,
    })
    expect(await old.currentUser()).toBeNull()
    expect((await old.signIn('admin@readyapps.test', 'a brand new long password')).ok).toBe(true)
  })
})
