import { createHash } from 'node:crypto'

/** Submissions with the same values within one window share a derived key (a double post). */
export const DERIVED_KEY_WINDOW_MS = 10 * 60_000

/**
 * The idempotency key of a submission: the browser's own id when it sent one ('u:' + UUID),
 * otherwise a hash of the kind, the normalised values and the time window ('h:' + 32 characters).
 * The hash holds no readable personal data.
 */
export function submissionKey(
  kind: string,
  submissionId: string | undefined,
  values: ReadonlyArray<string | undefined>,
  at: Date,
): string {
  if (submissionId) return `u:${submissionId}`
  const window = Math.floor(at.getTime() / DERIVED_KEY_WINDOW_MS)
  const hash = createHash('sha256').update(kind).update('\0').update(String(window))
  for (const value of values)
    hash.update('\0').update((value ?? '').normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' '))
  return `h:${hash.digest('base64url').slice(0, 32)}`
}
