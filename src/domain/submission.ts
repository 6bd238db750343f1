import * as v from 'valibot'
import { INVALID_REQUEST_MESSAGE } from './errors'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The idempotency key a form sends with each attempt (a UUID the browser makes per attempt): the
 * server stores a submission at most once per key, so a double click, a retry or a replay after an
 * outage never stores it twice. Optional; a value that is not a UUID is dropped rather than a
 * reason to refuse a lead (the server then derives a key from the values).
 */
export const submissionIdEntry = v.optional(
  v.pipe(
    v.string(INVALID_REQUEST_MESSAGE),
    v.maxLength(100, INVALID_REQUEST_MESSAGE),
    v.transform((value: string): string | undefined =>
      UUID.test(value.trim()) ? value.trim().toLowerCase() : undefined,
    ),
  ),
)
