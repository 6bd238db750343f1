import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import {
  INTERNAL_ERROR_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  PUBLIC_ERROR_STATUS,
  PublicErrorException,
  UNAVAILABLE_MESSAGE,
  type PublicErrorCode,
} from '~/domain/errors'
import { describeIssues, fieldErrors } from '~/domain/validation-issues'
import { isDatabaseUnavailable } from '~/server/db/database.server'
import { markDependencyDown } from '~/server/http/request-state.server'
import { logError } from '~/server/log.server'

/** How long a client should wait before retrying when the database is down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30

/**
 * An error whose message is safe and useful to show a visitor: the server side of the error
 * envelope (`~/domain/errors`), plus the HTTP `status` Start reads from a thrown error. Only the
 * envelope's fields reach the browser (the adapter in src/start.ts).
 */
export class PublicError extends PublicErrorException {
  constructor(
    message: string,
    readonly status: number,
    code: PublicErrorCode,
    extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super({ code, message, ...extra })
    // The envelope never carries a stack, not even in a log line by mistake: it is not an incident.
    Object.defineProperty(this, 'stack', { value: undefined, enumerable: false, configurable: true, writable: true })
  }

  static of(code: PublicErrorCode, message: string, extra?: ConstructorParameters<typeof PublicError>[3]) {
    return new PublicError(message, PUBLIC_ERROR_STATUS[code], code, extra)
  }
}

/**
 * A validation message safe to send back: valibot's default messages quote the received value
 * ('Invalid type: Expected string but received "..."'), which would echo the submitted input.
 */
function safeIssueMessage(issue: { message: string; received?: string }): string {
  if (issue.received && issue.received.length > 2 && issue.message.includes(issue.received)) return 'Invalid value.'
  if (/^Invalid \w+: Expected /.test(issue.message)) return 'Invalid value.'
  return issue.message
}

function issuesToError(issues: readonly { message: string; received?: string; path?: unknown }[]): PublicError {
  const safe = issues.map((issue) => ({ ...issue, message: safeIssueMessage(issue) }))
  const validIssues = safe as unknown as v.BaseIssue<unknown>[]
  return PublicError.of('invalid', describeIssues(validIssues), { fields: fieldErrors(validIssues) })
}

/**
 * Parses input with a shared domain schema; bad input becomes a 400 PublicError with the
 * schema's own readable messages, field by field (never the submitted values).
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success) throw issuesToError(result.issues)
  return result.output
}

/**
 * A server function's validator from a domain schema: the one place a request is validated
 * (limits, trimming, messages). Handlers receive the parsed output and do not check it again.
 */
export function inputValidator<S extends v.GenericSchema>(schema: S): (input: v.InferInput<S>) => v.InferOutput<S> {
  return (input) => parseInput(schema, input)
}

/** Start's Standard Schema validator throws `new Error(JSON.stringify(issues))`: read them back. */
function standardSchemaIssues(error: Error): { message: string; path?: unknown }[] | null {
  if (!error.message.startsWith('[')) return null
  try {
    const parsed: unknown = JSON.parse(error.message)
    if (!Array.isArray(parsed) || !parsed.every((item) => typeof item?.message === 'string')) return null
    return parsed as { message: string; path?: unknown }[]
  } catch {
    return null
  }
}

function isRouterControlFlow(error: unknown): boolean {
  if (error instanceof Response) return true
  if (typeof error !== 'object' || error === null) return false
  // redirect() and notFound() of the router: let Start handle them as it always does.
  return 'isNotFound' in error || ('options' in error && 'status' in error && 'headers' in error)
}

/**
 * Turns anything a server function threw into the error envelope (`~/domain/errors`) and sets
 * the answer's status (and Retry-After). The real error is logged here, without personal data.
 */
export function toPublicError(error: unknown): unknown {
  if (isRouterControlFlow(error)) return error
  let result: PublicError
  if (error instanceof PublicError) {
    result = error
  } else if (error instanceof v.ValiError) {
    result = issuesToError(error.issues)
  } else if (error instanceof Error && standardSchemaIssues(error)) {
    result = issuesToError(standardSchemaIssues(error)!)
  } else if (error instanceof Error && error.name === 'UnauthorizedError') {
    result = PublicError.of('unauthorized', error.message)
  } else if (isDatabaseUnavailable(error)) {
    logError('Database unavailable during a server function', error)
    result = PublicError.of('unavailable', UNAVAILABLE_MESSAGE, { retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS })
  } else if (error instanceof SyntaxError || error instanceof TypeError) {
    // A payload that deserialised into something the handler could not use.
    logError('Server function failed on a malformed request', error)
    result = PublicError.of('invalid', INVALID_REQUEST_MESSAGE)
  } else {
    logError('Server function failed', error)
    result = PublicError.of('internal', INTERNAL_ERROR_MESSAGE)
  }
  if (result.code === 'unavailable') markDependencyDown()
  try {
    setResponseStatus(result.status)
    if (result.retryAfterSeconds) setResponseHeader('Retry-After', String(result.retryAfterSeconds))
  } catch {
    // Outside a request (unit tests): the status travels on the error itself.
  }
  return result
}

/** Compatibility for handlers that catch and rethrow: the error, as the envelope. */
export function withPublicErrorStatus(error: unknown): never {
  throw toPublicError(error)
}
