import { setResponseStatus } from '@tanstack/react-start/server'

/**
 * An error whose message is safe and useful to show a visitor. `status` becomes the HTTP status
 * of the server function's answer (Start reads it from the error).
 */
export class PublicError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 429 | 503,
    readonly code: 'invalid' | 'rejected' | 'rate_limited' | 'unavailable',
  ) {
    super(message)
    this.name = 'PublicError'
  }
}

/**
 * Gives a server function's answer the error's HTTP status. Start serialises an error thrown
 * inside a server function into an answer with status 200; the status helps logs, proxies and
 * API clients tell bad input (400) and rate limiting (429) from success.
 */
export function withPublicErrorStatus(error: unknown): never {
  if (error instanceof PublicError) setResponseStatus(error.status)
  throw error
}
