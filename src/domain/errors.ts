/**
 * The error vocabulary both sides share: the one generic sentence a visitor reads when a
 * submission failed for a reason they cannot fix, and how validation issues become readable
 * text. Server answers never echo submitted values or driver text, so these are the fallbacks.
 */
export const GENERIC_ERROR_MESSAGE =
  'Failed to send your message. Please try again later or contact us directly via email.'

/** A request that is not even the right shape (a bot, an old client): never echo it back. */
export const INVALID_REQUEST_MESSAGE = 'Invalid request.'

/** When validation failed but no issue carried a message. */
export const CHECK_FORM_MESSAGE = 'Please check the form and try again.'

/** The database (or another dependency) is down: the visitor can only try again later. */
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a minute.'

/** Anything unexpected: no detail, the log keeps the real error. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.'

/**
 * Machine-readable error codes of the error envelope, with the HTTP status each one travels with.
 * - invalid: the input failed validation (see `fields`); 400
 * - rejected: the input was refused as a whole (honeypot, wrong credentials); 400
 * - unauthorized: a signed-in admin is needed; 401
 * - forbidden: signed in, but the account may not do this yet (a second factor to set up); 403
 * - not_found: unknown server function or resource; 404
 * - too_large: the request body is over the limit; 413
 * - rate_limited: too many attempts (see `retryAfterSeconds`); 429
 * - internal: a bug on our side, never the visitor's fault; 500
 * - unavailable: a dependency (the database) is down or slow; 503
 */
export const PUBLIC_ERROR_STATUS = {
  invalid: 400,
  rejected: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const

export type PublicErrorCode = keyof typeof PUBLIC_ERROR_STATUS

/**
 * THE error envelope of every server function (and of the JSON errors of /_serverFn itself).
 * Thrown on the server, it reaches the browser as the rejected value of the server function's
 * promise (an Error whose own properties are these fields); `readPublicError` turns whatever was
 * thrown back into this shape.
 *
 * - `message` is a sentence for a person. It never contains submitted values, driver text or a stack.
 * - `fields` maps a field name (dot path for nested input, e.g. `post.title`) to that field's first
 *   problem, for showing next to the field. Absent when the error is not about single fields.
 * - `retryAfterSeconds` is set with `rate_limited` and `unavailable` (the HTTP Retry-After too).
 */
export interface PublicError {
  code: PublicErrorCode
  message: string
  fields?: Record<string, string>
  retryAfterSeconds?: number
}

/**
 * The envelope as a throwable Error: what a server function throws and what its caller's promise
 * rejects with in the browser (src/start.ts registers a serialisation adapter that carries
 * exactly the envelope's fields across, never a stack or a cause).
 */
export class PublicErrorException extends Error implements PublicError {
  readonly code: PublicErrorCode
  readonly fields?: Record<string, string>
  readonly retryAfterSeconds?: number

  constructor(envelope: PublicError) {
    super(envelope.message)
    this.name = 'PublicError'
    this.code = envelope.code
    if (envelope.fields && Object.keys(envelope.fields).length) this.fields = envelope.fields
    if (envelope.retryAfterSeconds !== undefined)
      this.retryAfterSeconds = Math.max(1, Math.ceil(envelope.retryAfterSeconds))
  }

  /** The envelope alone (for JSON answers and the serialisation adapter). */
  toEnvelope(): PublicError {
    const envelope: PublicError = { code: this.code, message: this.message }
    if (this.fields) envelope.fields = { ...this.fields }
    if (this.retryAfterSeconds !== undefined) envelope.retryAfterSeconds = this.retryAfterSeconds
    return envelope
  }
}

function isCode(value: unknown): value is PublicErrorCode {
  return typeof value === 'string' && Object.hasOwn(PUBLIC_ERROR_STATUS, value)
}

/**
 * Client-side parser: the envelope from anything a server function call rejected with (the
 * deserialised Error, a plain object, or a network failure). Unknown shapes become `internal`
 * with the generic message, so a component can always show `message` and `fields` as they are.
 */
export function readPublicError(error: unknown): PublicError {
  const source = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {}
  // A fetch that never reached the server (offline, DNS): the visitor can retry later.
  if (error instanceof TypeError && !isCode(source.code)) return { code: 'unavailable', message: UNAVAILABLE_MESSAGE }
  if (!isCode(source.code)) return { code: 'internal', message: INTERNAL_ERROR_MESSAGE }
  const envelope: PublicError = {
    code: source.code,
    message: typeof source.message === 'string' && source.message ? source.message : INTERNAL_ERROR_MESSAGE,
  }
  if (source.fields && typeof source.fields === 'object') {
    const fields = Object.entries(source.fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    )
    if (fields.length) envelope.fields = Object.fromEntries(fields)
  }
  if (typeof source.retryAfterSeconds === 'number' && Number.isFinite(source.retryAfterSeconds)) {
    envelope.retryAfterSeconds = Math.max(0, Math.ceil(source.retryAfterSeconds))
  }
  return envelope
}
