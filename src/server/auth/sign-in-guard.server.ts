import type { Queryable } from '~/server/db/database.server'

/**
 * Per-account back-off for admin sign-in, kept in Postgres so it holds across instances: after
 * `failuresPerLockout` failed attempts the account is locked for `baseLockMs`, doubling with each
 * further lockout (capped). A success clears the record. Unknown accounts are counted exactly
 * like real ones, so the answers never tell which e-mails have an account.
 */
export const SIGN_IN_BACKOFF = {
  failuresPerLockout: 5,
  baseLockMs: 15 * 60_000,
  maxLockMs: 24 * 60 * 60_000,
  /** A record untouched this long starts over (old failures are forgiven). */
  forgetAfterMs: 24 * 60 * 60_000,
} as const

export function accountKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 254)
}

/** When the account's lock ends, or null when it may try now. */
export async function accountLockedUntil(db: Queryable, email: string, now = new Date()): Promise<Date | null> {
  const { rows } = await db.query<{ locked_until: Date | string | null }>(
    'SELECT locked_until FROM sign_in_lockouts WHERE account = $1',
    [accountKey(email)],
  )
  const until = rows[0]?.locked_until ? new Date(rows[0].locked_until) : null
  return until && until > now ? until : null
}

/** Counts a failed attempt; returns the new lock's end when this failure locked the account. */
export async function recordSignInFailure(db: Queryable, email: string, now = new Date()): Promise<Date | null> {
  const forgetBefore = new Date(now.getTime() - SIGN_IN_BACKOFF.forgetAfterMs).toISOString()
  const { rows } = await db.query<{ failures: number; lockouts: number }>(
    `INSERT INTO sign_in_lockouts (account, failures, updated_at) VALUES ($1, 1, $2)
     ON CONFLICT (account) DO UPDATE SET
       failures = CASE WHEN sign_in_lockouts.updated_at < $3 THEN 1 ELSE sign_in_lockouts.failures + 1 END,
       lockouts = CASE WHEN sign_in_lockouts.updated_at < $3 THEN 0 ELSE sign_in_lockouts.lockouts END,
       updated_at = $2
     RETURNING failures, lockouts`,
    [accountKey(email), now.toISOString(), forgetBefore],
  )
  const row = rows[0]
  if (!row || row.failures < SIGN_IN_BACKOFF.failuresPerLockout) return null
  const lockMs = Math.min(SIGN_IN_BACKOFF.baseLockMs * 2 ** row.lockouts, SIGN_IN_BACKOFF.maxLockMs)
  const until = new Date(now.getTime() + lockMs)
  await db.query(
    'UPDATE sign_in_lockouts SET failures = 0, lockouts = lockouts + 1, locked_until = $2 WHERE account = $1',
    [accountKey(email), until.toISOString()],
  )
  return until
}

export async function clearSignInFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM sign_in_lockouts WHERE account = $1', [accountKey(email)])
}

/** The audit line of a sign-in attempt: time, IP and account; never the password. */
export function logSignIn(
  outcome:
    | 'succeeded'
    | 'succeeded (recovery code)'
    | 'password accepted, code asked'
    | 'failed'
    | 'failed (second factor)'
    | 'refused (locked)'
    | 'refused (ip limit)',
  details: { email: string; ip: string; now?: Date },
): void {
  const at = (details.now ?? new Date()).toISOString()
  const line = `[auth] sign-in ${outcome} at=${at} ip=${details.ip} account=${JSON.stringify(accountKey(details.email))}`
  if (outcome.startsWith('succeeded') || outcome.startsWith('password accepted')) console.info(line)
  else console.warn(line)
}
