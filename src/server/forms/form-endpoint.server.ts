import type * as v from 'valibot'
import {
  INTERNAL_ERROR_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  UNAVAILABLE_MESSAGE,
  PublicErrorException,
  type PublicError,
} from '~/domain/errors'
import type { FormFlash } from '~/domain/form-flash'
import { getServerConfig } from '~/server/config.server'
import { isDatabaseUnavailable } from '~/server/db/database.server'
import { parseInput } from '~/server/leads/public-error.server'
import { logError } from '~/server/log.server'
import { formFlashSetCookie } from './flash.server'

/** A native form post of this site is a few KB; the contact form's longest is under 3 KB. */
export const MAX_FORM_BYTES = 64 * 1024

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

/** The posted fields, or null when the request is not a browser's form post of a sensible size. */
export async function readPostedForm(request: Request): Promise<FormData | null> {
  if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) return null
  const declared = Number(request.headers.get('content-length') ?? 'NaN')
  if (!Number.isFinite(declared) || declared > MAX_FORM_BYTES) return null
  try {
    return await request.formData()
  } catch {
    return null
  }
}

type AnySchema = v.GenericSchema & { type: string }
type ObjectLike = AnySchema & { entries: Record<string, AnySchema> }

function unwrapOptional(schema: AnySchema): { schema: AnySchema; optional: boolean } {
  if ((schema.type === 'optional' || schema.type === 'nullish') && 'wrapped' in schema) {
    return { schema: schema.wrapped as AnySchema, optional: true }
  }
  return { schema, optional: false }
}

function isCheckbox(schema: AnySchema): boolean {
  return schema.type === 'boolean' || (schema.type === 'literal' && 'literal' in schema && schema.literal === true)
}

function readEntries(entries: Record<string, AnySchema>, form: FormData, prefix: string): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const [key, entry] of Object.entries(entries)) {
    const name = `${prefix}${key}`
    const { schema, optional } = unwrapOptional(entry)
    if (schema.type === 'object' && 'entries' in schema) {
      const nested = readEntries((schema as ObjectLike).entries, form, `${name}.`)
      if (Object.keys(nested).length || !optional) input[key] = nested
    } else if (isCheckbox(schema)) {
      // A checkbox is sent only when ticked ('on' unless it has a value of its own).
      const value = form.get(name)
      if (value !== null) input[key] = value === 'on' || value === 'true'
      else if (!optional) input[key] = false
    } else {
      const value = form.get(name)
      // An empty optional field counts as not sent (a hidden submissionId without JavaScript).
      if (typeof value === 'string' && !(optional && value === '')) input[key] = value
    }
  }
  return input
}

/**
 * The schema's input from a posted form: every field the (object) schema knows is taken over,
 * nested objects from dotted names (`utm.source`), ticked checkboxes as true. Unknown fields are
 * left out, so the result goes through exactly the validation the server function applies.
 */
export function formInput(schema: v.GenericSchema, form: FormData): Record<string, unknown> {
  const root = schema as AnySchema
  if (root.type !== 'object' || !('entries' in root)) throw new TypeError('formInput needs an object schema')
  return readEntries((root as ObjectLike).entries, form, '')
}

/** The posted text fields by name, for a refused form to show again (never `omit`, e.g. passwords). */
export function keptValues(form: FormData, omit: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || omit.includes(name) || name in values) continue
    if (name === 'returnTo' || name === 'website' || name === 'submissionId') continue
    values[name] = value.slice(0, 2000)
  }
  return values
}

const MAX_PATH = 500

/** `value` when it is a path on this site (no scheme, no other host, no backslash tricks), else null. */
function sitePath(value: string, base: URL): string | null {
  if (value.length > MAX_PATH || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null
  try {
    const url = new URL(value, base)
    return url.origin === base.origin ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
}

/**
 * Where a form's answer sends the visitor back: the form's own `returnTo` field, else the path of
 * a same-origin Referer, else '/'. Only paths of this site: never an open redirect.
 */
export function returnPath(form: FormData, request: Request): string {
  const base = new URL(request.url)
  const own = form.get('returnTo')
  if (typeof own === 'string' && own) {
    const path = sitePath(own, base)
    if (path) return path
  }
  const referer = request.headers.get('referer')
  if (referer && referer.length <= 2000) {
    try {
      const url = new URL(referer)
      const origins = [base.origin, new URL(getServerConfig().SITE_ORIGIN).origin]
      // The path only: a Referer's query is not ours to repeat.
      if (origins.includes(url.origin)) return sitePath(url.pathname, base) ?? '/'
    } catch {
      // An unreadable Referer: the home page.
    }
  }
  return '/'
}

/** The 303 that ends every native form post, with the flash for the page it leads to. */
export function seeOther(location: string, flash?: FormFlash): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' })
  if (flash) headers.append('Set-Cookie', formFlashSetCookie(flash))
  return new Response(null, { status: 303, headers })
}

/** A request that is not a form post of this site at all (wrong type, too large). */
export function notAForm(): Response {
  return new Response(INVALID_REQUEST_MESSAGE, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/**
 * The envelope of whatever a form action threw: its own public errors as they are, anything
 * else logged (no personal data: the error only) and answered with the generic sentence.
 */
export function failureOf(error: unknown, what: string): PublicError {
  if (error instanceof PublicErrorException) return error.toEnvelope()
  if (isDatabaseUnavailable(error)) {
    logError(`${what}: database unavailable`, error)
    return { code: 'unavailable', message: UNAVAILABLE_MESSAGE }
  }
  logError(`${what} failed`, error)
  return { code: 'internal', message: INTERNAL_ERROR_MESSAGE }
}

/**
 * Parses `input` with the server function's schema and runs the service with the result; a
 * refusal (invalid input, a PublicError of the service, a failure) comes back as the envelope,
 * never thrown. Null: the service did its job.
 */
export async function runFormAction<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  run: (data: v.InferOutput<S>) => Promise<unknown>,
  what: string,
): Promise<PublicError | null> {
  try {
    await run(parseInput(schema, input))
    return null
  } catch (error) {
    return failureOf(error, what)
  }
}
