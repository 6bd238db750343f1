import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '~/server/db/database.server'

/**
 * The tokens of the links in mail to subscribers: 32 random bytes (base64url, 43 characters),
 * stored only as their SHA-256 (table newsletter_tokens), so a copy of the database cannot confirm
 * or unsubscribe anyone. A confirm token is single-use and valid CONFIRM_TOKEN_DAYS; an unsubscribe
 * token (one per message) works as long as the subscriber exists.
 */
export const CONFIRM_TOKEN_DAYS = 7

export type TokenPurpose = 'confirm' | 'unsubscribe'

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Whether `value` looks like a token at all (anything else is refused before a query). */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value)
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** Creates a token for the subscriber and stores its hash; returns the token (for the message only). */
export async function issueToken(
  db: Queryable,
  subscriberId: string,
  purpose: TokenPurpose,
  now: Date = new Date(),
): Promise<string> {
  const token = newToken()
  const expires = purpose === 'confirm' ? new Date(now.getTime() + CONFIRM_TOKEN_DAYS * 86_400_000) : null
  await db.query(
    `INSERT INTO newsletter_tokens (token_hash, subscriber_id, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [hashToken(token), subscriberId, purpose, now.toISOString(), expires ? expires.toISOString() : null],
  )
  return token
}
