import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '~/server/db/database.server'
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.server'
import { openSecret, sealSecret } from './secret-box.server'
import { groupedSecret, matchTotp, newTotpSecret, otpauthUri, totpCodeOf } from './totp.server'
import type { AdminUser, CookieJar, SecondFactor, SecondFactorCheck } from './types.server'

/** The cookie of a sign-in between its password and its code: opens nothing but the code form. */
export const PENDING_SIGN_IN_COOKIE = 'ra_admin_pending'

/** Time to open the app and type the code. */
export const PENDING_SIGN_IN_TTL_MS = 5 * 60_000

/** The issuer an authenticator app lists the account under. */
export const TOTP_ISSUER = 'ReadyApps admin'

/** ADMIN_SECRETS_KEY is not set: secrets cannot be sealed or opened. */
export class SecretsKeyMissingError extends Error {
  constructor() {
    super('ADMIN_SECRETS_KEY is not set')
    this.name = 'SecretsKeyMissingError'
  }
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The sealed secret's associated data: the account it belongs to. */
const sealContext = (userId: string) => `admin-totp:${userId}`

/**
 * The embedded provider's second factor: TOTP secrets sealed in admin_users (AES-256-GCM under
 * ADMIN_SECRETS_KEY), the last accepted time step kept so no code works twice, recovery codes as
 * hashes, and pending sign-ins as hashed random tokens living five minutes. `startSession` is the
 * provider's own session start, called once the code is right.
 */
export function createEmbeddedSecondFactor(
  db: Queryable,
  cookies: CookieJar,
  options: {
    key: Buffer | null
    secureCookies: boolean
    now: () => Date
    startSession: (user: AdminUser, at: Date) => Promise<void>
  },
): SecondFactor & { beginPendingSignIn(user: AdminUser): Promise<void> } {
  const { now } = options
  const key = () => {
    if (!options.key) throw new SecretsKeyMissingError()
    return options.key
  }
  const cookieOptions = { httpOnly: true, secure: options.secureCookies, sameSite: 'lax' as const, path: '/' }

  async function readSecret(userId: string, column: 'totp_secret' | 'totp_pending_secret') {
    const { rows } = await db.query<{ sealed: string | null; last_step: string | number | null }>(
      `SELECT ${column} AS sealed, totp_last_step AS last_step FROM admin_users WHERE id = $1`,
      [userId],
    )
    const row = rows[0]
    if (!row?.sealed) return null
    return {
      secret: openSecret(key(), row.sealed, sealContext(userId)),
      lastStep: row.last_step === null ? null : Number(row.last_step),
    }
  }

  /** A right TOTP code claims its time step (atomically: of two requests with one code, one wins). */
  async function acceptTotp(userId: string, code: string, at: Date): Promise<boolean> {
    const stored = await readSecret(userId, 'totp_secret')
    if (!stored) return false
    const step = matchTotp(stored.secret, code, at, stored.lastStep)
    if (step === null) return false
    const { rows } = await db.query(
      `UPDATE admin_users SET totp_last_step = $2
       WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
      [userId, step],
    )
    return rows.length > 0
  }

  async function spendRecoveryCode(userId: string, text: string, at: Date): Promise<boolean> {
    const code = normaliseRecoveryCode(text)
    if (!code) return false
    const { rows } = await db.query(
      `UPDATE admin_recovery_codes SET used_at = $3
       WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING code_hash`,
      [userId, hashRecoveryCode(code), at.toISOString()],
    )
    return rows.length > 0
  }

  /** A TOTP code or a recovery code of an enrolled admin. */
  async function check(userId: string, text: string, at: Date): Promise<'totp' | 'recovery-code' | null> {
    const totpCode = totpCodeOf(text)
    if (totpCode) return (await acceptTotp(userId, totpCode, at)) ? 'totp' : null
    return (await spendRecoveryCode(userId, text, at)) ? 'recovery-code' : null
  }

  async function pendingRow(): Promise<{ user: AdminUser; hash: string } | null> {
    const token = cookies.get(PENDING_SIGN_IN_COOKIE)
    if (!token || token.length > 200) return null
    const hash = tokenHash(token)
    const { rows } = await db.query<{ id: string; email: string }>(
      `SELECT u.id, u.email FROM admin_pending_sign_ins p JOIN admin_users u ON u.id = p.user_id
       WHERE p.token_hash = $1 AND p.expires_at > $2 AND u.totp_secret IS NOT NULL`,
      [hash, now().toISOString()],
    )
    const row = rows[0]
    return row ? { user: { id: row.id, email: row.email, secondFactor: true }, hash } : null
  }

  return {
    async beginPendingSignIn(user) {
      const at = now()
      const token = randomBytes(32).toString('base64url')
      await db.query('DELETE FROM admin_pending_sign_ins WHERE expires_at < $1', [at.toISOString()])
      await db.query(
        'INSERT INTO admin_pending_sign_ins (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [tokenHash(token), user.id, at.toISOString(), new Date(at.getTime() + PENDING_SIGN_IN_TTL_MS).toISOString()],
      )
      cookies.set(PENDING_SIGN_IN_COOKIE, token, { ...cookieOptions, maxAge: PENDING_SIGN_IN_TTL_MS / 1000 })
    },

    async status(user) {
      const { rows } = await db.query<{ enrolled: boolean; pending: string | null; codes_left: number }>(
        `SELECT totp_secret IS NOT NULL AS enrolled, totp_pending_secret AS pending,
           (SELECT count(*)::int FROM admin_recovery_codes c WHERE c.user_id = u.id AND c.used_at IS NULL) AS codes_left
         FROM admin_users u WHERE id = $1`,
        [user.id],
      )
      const row = rows[0]
      let pending = null
      if (row?.pending && options.key) {
        const secret = openSecret(options.key, row.pending, sealContext(user.id))
        pending = {
          secret: groupedSecret(secret),
          uri: otpauthUri(secret, { issuer: TOTP_ISSUER, account: user.email }),
        }
      }
      return {
        enrolled: Boolean(row?.enrolled),
        pending,
        recoveryCodesLeft: row?.enrolled ? row.codes_left : null,
      }
    },

    async startEnrolment(user) {
      const secret = newTotpSecret()
      await db.query('UPDATE admin_users SET totp_pending_secret = $2 WHERE id = $1', [
        user.id,
        sealSecret(key(), secret, sealContext(user.id)),
      ])
      return { secret: groupedSecret(secret), uri: otpauthUri(secret, { issuer: TOTP_ISSUER, account: user.email }) }
    },

    async confirmEnrolment(user, text) {
      const pending = await readSecret(user.id, 'totp_pending_secret')
      if (!pending) return { ok: false, reason: 'no-enrolment' }
      const code = totpCodeOf(text)
      const at = now()
      // A new secret starts its own count of used steps.
      const step = code ? matchTotp(pending.secret, code, at) : null
      if (step === null) return { ok: false, reason: 'wrong-code' }
      const codes = newRecoveryCodes()
      const { rows } = await db.query(
        `UPDATE admin_users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL,
           totp_enrolled_at = $2, totp_last_step = $3
         WHERE id = $1 AND totp_pending_secret IS NOT NULL RETURNING id`,
        [user.id, at.toISOString(), step],
      )
      if (rows.length === 0) return { ok: false, reason: 'no-enrolment' }
      await db.query('DELETE FROM admin_recovery_codes WHERE user_id = $1', [user.id])
      for (const recovery of codes) {
        await db.query('INSERT INTO admin_recovery_codes (user_id, code_hash, created_at) VALUES ($1, $2, $3)', [
          user.id,
          hashRecoveryCode(recovery),
          at.toISOString(),
        ])
      }
      return { ok: true, recoveryCodes: codes }
    },

    async disable(user, text) {
      if (!(await check(user.id, text, now()))) return { ok: false }
      await db.query(
        `UPDATE admin_users SET totp_secret = NULL, totp_pending_secret = NULL, totp_enrolled_at = NULL,
           totp_last_step = NULL WHERE id = $1`,
        [user.id],
      )
      await db.query('DELETE FROM admin_recovery_codes WHERE user_id = $1', [user.id])
      return { ok: true }
    },

    async pending() {
      return (await pendingRow())?.user ?? null
    },

    async verify(text): Promise<SecondFactorCheck> {
      const pending = await pendingRow()
      if (!pending) return { ok: false, reason: 'expired' }
      const at = now()
      const method = await check(pending.user.id, text, at)
      if (!method) return { ok: false, reason: 'wrong-code' }
      await db.query('DELETE FROM admin_pending_sign_ins WHERE token_hash = $1', [pending.hash])
      cookies.delete(PENDING_SIGN_IN_COOKIE, { path: '/' })
      await options.startSession(pending.user, at)
      return { ok: true, user: pending.user, method }
    },
  }
}
