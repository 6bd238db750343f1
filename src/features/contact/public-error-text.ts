import type { PublicError } from '~/domain/errors'

/** '45 seconds', '1 minute', '7 minutes': how long a visitor has to wait, rounded up. */
export function formatWait(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds))
    return `${whole} ${whole === 1 ? 'second' : 'seconds'}`
  }
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}

/** Answers that tell the visitor something they can act on: shown as the server worded them. */
const ACTIONABLE_CODES: ReadonlySet<PublicError['code']> = new Set(['invalid', 'rate_limited', 'too_large'])

/**
 * The sentence a form shows for a failed submission: the server's own message, with the wait
 * spelled out when the visitor was rate-limited. Anything else (our fault, an outage, a
 * refused bot) reads as `fallback`: it gives nothing to fix, and a bot learns nothing from it.
 */
export function publicErrorText(failure: PublicError, fallback: string): string {
  const message = ACTIONABLE_CODES.has(failure.code) ? failure.message : fallback
  if (failure.code === 'rate_limited' && failure.retryAfterSeconds) {
    return `${message} You can try again in ${formatWait(failure.retryAfterSeconds)}.`
  }
  return message
}
