import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '~/server/db/database.server'
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.server'
import { createEmbeddedSecondFactor } from './embedded-second-factor.server'
import type { AdminUser, AuthProvider, ChangePasswordResult, CookieJar } from './types.server'

export const SESSION_COOKIE = 'ra_admin_session'
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000

/**
 * Session lifetime rules. A session used regularly is renewed (sliding expiry) but never lives
 * longer than `absoluteMaxMs` from sign-in; one left alone ends after the idle limit.
 */
export const SESSION_POLICY = {
  ttlMs: SESSION_TTL_MS,
  /** Renew once less than this is left (half the TTL), so a renewal is a rare write. */
  renewWhenLeftMs: SESSION_TTL_MS / 2,
  /** last_seen_at (and any renewal) is written at most this often per session. */
  touchEveryMs: 60_000,
  defaultIdleMs: 120 * 60_000,
  absoluteMaxMs: 30 * 24 * 60 * 60_000,
} as const

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Creates an admin, or returns false when the e-mail already has an account. */
export async function createAdminUser(db: Queryable, email: string, password: string): Promise<boolean> {
  const hash = await hashPassword(password)
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO admin_users (email, password_hash) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id',
    [normaliseEmail(email), hash],
  )
  return rows.length > 0
}

export async function setAdminPassword(db: Queryable, email: string, password: string): Promise<boolean> {
  const hash = await hashPassword(password)
  const { rows } = await db.query<{ id: string }>(
    'UPDATE admin_users SET password_hash = $2 WHERE email = $1 RETURNING id',
    [normaliseEmail(email), hash],
  )
  if (rows[0]) await db.query('DELETE FROM admin_sessions WHERE user_id = $1', [rows[0].id])
  return rows.length > 0
}

/**
 * Turns an admin's second factor off (lost authenticator and recovery codes: `npm run admin:create
 * -- --email ... --reset-second-factor`, by someone with access to the server). Ends the admin's
 * sessions and pending sign-ins too. False when there is no such admin.
 */
export async function resetSecondFactor(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE admin_users SET totp_secret = NULL, totp_pending_secret = NULL, totp_enrolled_at = NULL,
       totp_last_step = NULL WHERE email = $1 RETURNING id`,
    [normaliseEmail(email)],
  )
  const id = rows[0]?.id
  if (!id) return false
  await db.query('DELETE FROM admin_recovery_codes WHERE user_id = $1', [id])
  await db.query('DELETE FROM admin_pending_sign_ins WHERE user_id = $1', [id])
  await db.query('DELETE FROM admin_sessions WHERE user_id = $1', [id])
  return true
}

/**
 * Admin users in our own database: scrypt password hashes, opaque random session tokens kept
 * only as hashes, httpOnly cookies. Sessions live in Postgres, so any instance can verify them.
 * A session ends at the first of: its expiry (renewed while used), `idleMs` without a request,
 * `absoluteMaxMs` after sign-in, sign-out, sign-out everywhere or a password change.
 */
export function createEmbeddedAuth(
  db: Queryable,
  cookies: CookieJar,
  options: { secureCookies: boolean; now?: () => Date; idleMs?: number; secretsKey?: Buffer | null },
): AuthProvider {
  const now = options.now ?? (() => new Date())
  const idleMs = options.idleMs ?? SESSION_POLICY.defaultIdleMs
  const cookieOptions = { httpOnly: true, secure: options.secureCookies, sameSite: 'lax' as const, path: '/' }
  const setSessionCookie = (token: string, expires: Date, at: Date) =>
    cookies.set(SESSION_COOKIE, token, {
      ...cookieOptions,
      expires,
      maxAge: Math.max(1, Math.floor((expires.getTime() - at.getTime()) / 1000)),
    })

  const currentToken = () => {
    const token = cookies.get(SESSION_COOKIE)
    return token && token.length <= 200 ? token : undefined
  }

  /** The live session behind the cookie, renewed and touched as the policy says. */
  async function currentSession(): Promise<{ user: AdminUser; hash: string } | null> {
    const token = currentToken()
    if (!token) return null
    const at = now()
    const hash = tokenHash(token)
    const { rows } = await db.query<{
      id: string
      email: string
      expires_at: Date | string
      last_seen_at: Date | string
      created_at: Date | string
      enrolled: boolean
    }>(
      `SELECT u.id, u.email, s.expires_at, s.last_seen_at, s.created_at, u.totp_secret IS NOT NULL AS enrolled
       FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND s.expires_at > $2 AND s.last_seen_at > $3 AND s.created_at > $4`,
      [
        hash,
        at.toISOString(),
        new Date(at.getTime() - idleMs).toISOString(),
        new Date(at.getTime() - SESSION_POLICY.absoluteMaxMs).toISOString(),
      ],
    )
    const row = rows[0]
    if (!row) return null
    const lastSeen = new Date(row.last_seen_at)
    if (at.getTime() - lastSeen.getTime() >= SESSION_POLICY.touchEveryMs) {
      const expires = new Date(row.expires_at)
      const renew = expires.getTime() - at.getTime() < SESSION_POLICY.renewWhenLeftMs
      const newExpiry = new Date(
        Math.min(
          at.getTime() + SESSION_POLICY.ttlMs,
          new Date(row.created_at).getTime() + SESSION_POLICY.absoluteMaxMs,
        ),
      )
      // The WHERE on last_seen_at keeps a burst of parallel requests from all writing.
      const { rows: touched } = await db.query<{ token_hash: string }>(
        `UPDATE admin_sessions SET last_seen_at = $2, expires_at = $3
         WHERE token_hash = $1 AND last_seen_at <= $4 RETURNING token_hash`,
        [
          hash,
          at.toISOString(),
          (renew ? newExpiry : expires).toISOString(),
          new Date(at.getTime() - SESSION_POLICY.touchEveryMs).toISOString(),
        ],
      )
      if (renew && touched.length > 0) setSessionCookie(token, newExpiry, at)
    }
    return { user: { id: row.id, email: row.email, secondFactor: Boolean(row.enrolled) }, hash }
  }

  /** A new session for `user` (the password, and the second factor where there is one, were right). */
  async function startSession(user: AdminUser, at: Date): Promise<void> {
    const token = randomBytes(32).toString('base64url')
    const expires = new Date(at.getTime() + SESSION_TTL_MS)
    await db.query(
      `INSERT INTO admin_sessions (token_hash, user_id, expires_at, created_at, last_seen_at)
       VALUES ($1, $2, $3, $4, $4)`,
      [tokenHash(token), user.id, expires.toISOString(), at.toISOString()],
    )
    await db.query('UPDATE admin_users SET last_login_at = $2 WHERE id = $1', [user.id, at.toISOString()])
    await db.query('DELETE FROM admin_sessions WHERE expires_at < $1 OR last_seen_at < $2', [
      at.toISOString(),
      new Date(at.getTime() - idleMs).toISOString(),
    ])
    setSessionCookie(token, expires, at)
  }

  const secondFactor = createEmbeddedSecondFactor(db, cookies, {
    key: options.secretsKey ?? null,
    secureCookies: options.secureCookies,
    now,
    startSession,
  })

  return {
    name: 'embedded',
    async signIn(email, password) {
      const { rows } = await db.query<{ id: string; email: string; password_hash: string; enrolled: boolean }>(
        'SELECT id, email, password_hash, totp_secret IS NOT NULL AS enrolled FROM admin_users WHERE email = $1',
        [normaliseEmail(email)],
      )
      const row = rows[0]
      // Verify against a dummy hash for unknown e-mails so both paths take the same time.
      const valid = await verifyPassword(password, row?.password_hash ?? (await dummyPasswordHash()))
      if (!row || !valid) return { ok: false, reason: 'invalid-credentials' }
      const user = { id: row.id, email: row.email, secondFactor: Boolean(row.enrolled) }
      if (user.secondFactor) {
        // The password alone opens nothing: a pending sign-in waits for the code.
        await secondFactor.beginPendingSignIn(user)
        return { ok: false, reason: 'second-factor-required', user }
      }
      await startSession(user, now())
      return { ok: true, user }
    },
    async currentUser(): Promise<AdminUser | null> {
      return (await currentSession())?.user ?? null
    },
    async signOut() {
      const token = cookies.get(SESSION_COOKIE)
      if (token) await db.query('DELETE FROM admin_sessions WHERE token_hash = $1', [tokenHash(token)])
      cookies.delete(SESSION_COOKIE, { path: '/' })
    },
    async signOutEverywhere() {
      const session = await currentSession()
      if (session) await db.query('DELETE FROM admin_sessions WHERE user_id = $1', [session.user.id])
      cookies.delete(SESSION_COOKIE, { path: '/' })
    },
    async changePassword(currentPassword, newPassword): Promise<ChangePasswordResult> {
      const session = await currentSession()
      if (!session) return { ok: false, reason: 'signed-out' }
      const { rows } = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM admin_users WHERE id = $1',
        [session.user.id],
      )
      if (!rows[0] || !(await verifyPassword(currentPassword, rows[0].password_hash))) {
        return { ok: false, reason: 'wrong-password' }
      }
      const hash = await hashPassword(newPassword)
      await db.query('UPDATE admin_users SET password_hash = $2 WHERE id = $1', [session.user.id, hash])
      // Whoever knew the old password is out; this browser stays signed in.
      await db.query('DELETE FROM admin_sessions WHERE user_id = $1 AND token_hash <> $2', [
        session.user.id,
        session.hash,
      ])
      return { ok: true }
    },
    secondFactor,
  }
}
