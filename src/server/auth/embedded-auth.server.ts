import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '~/server/db/database.server'
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.server'
import type { AdminUser, AuthProvider, CookieJar } from './types.server'

export const SESSION_COOKIE = 'ra_admin_session'
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000

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
 * Admin users in our own database: scrypt password hashes, opaque random session tokens kept
 * only as hashes, httpOnly cookies. Sessions live in Postgres, so any instance can verify them.
 */
export function createEmbeddedAuth(
  db: Queryable,
  cookies: CookieJar,
  options: { secureCookies: boolean; now?: () => Date },
): AuthProvider {
  const now = options.now ?? (() => new Date())
  const cookieOptions = { httpOnly: true, secure: options.secureCookies, sameSite: 'lax' as const, path: '/' }

  return {
    name: 'embedded',
    async signIn(email, password) {
      const { rows } = await db.query<{ id: string; email: string; password_hash: string }>(
        'SELECT id, email, password_hash FROM admin_users WHERE email = $1',
        [normaliseEmail(email)],
      )
      const user = rows[0]
      // Verify against a dummy hash for unknown e-mails so both paths take the same time.
      const valid = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()))
      if (!user || !valid) return { ok: false, reason: 'invalid-credentials' }
      const token = randomBytes(32).toString('base64url')
      const expires = new Date(now().getTime() + SESSION_TTL_MS)
      await db.query('INSERT INTO admin_sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
        tokenHash(token),
        user.id,
        expires.toISOString(),
      ])
      await db.query('UPDATE admin_users SET last_login_at = now() WHERE id = $1', [user.id])
      await db.query('DELETE FROM admin_sessions WHERE expires_at < $1', [now().toISOString()])
      cookies.set(SESSION_COOKIE, token, { ...cookieOptions, expires, maxAge: Math.floor(SESSION_TTL_MS / 1000) })
      return { ok: true, user: { id: user.id, email: user.email } }
    },
    async currentUser(): Promise<AdminUser | null> {
      const token = cookies.get(SESSION_COOKIE)
      if (!token || token.length > 200) return null
      const { rows } = await db.query<{ id: string; email: string }>(
        `SELECT u.id, u.email FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.expires_at > $2`,
        [tokenHash(token), now().toISOString()],
      )
      return rows[0] ? { id: rows[0].id, email: rows[0].email } : null
    },
    async signOut() {
      const token = cookies.get(SESSION_COOKIE)
      if (token) await db.query('DELETE FROM admin_sessions WHERE token_hash = $1', [tokenHash(token)])
      cookies.delete(SESSION_COOKIE, { path: '/' })
    },
  }
}
