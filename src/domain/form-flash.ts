import { readPublicError, type PublicError } from './errors'

/**
 * What a form sent without JavaScript (a native POST) tells the page it comes back to: the
 * endpoint answers 303 and leaves this in a short-lived cookie (src/server/forms/flash.server.ts),
 * and the next render of that page shows it and clears it. Values never travel in a URL.
 */
export type FormFlashForm =
  | 'newsletter'
  | 'contact'
  | 'sign-in'
  | 'sign-out'
  | 'admin-password'
  | 'lead-status'
  | 'second-factor'
  | 'second-factor-setup'
  | 'webhooks'
  | 'personal-data'

export interface FormFlash {
  form: FormFlashForm
  /** Absent: the form did its job. Present: the server's answer, the same envelope a server function rejects with. */
  error?: PublicError
  /** What the visitor sent, so a refused form keeps it (never a password). */
  values?: Record<string, string>
}

/** The flash cookie's name: the page cache never answers or stores a request that carries it. */
export const FORM_FLASH_COOKIE = 'ra_form_flash'

/** Long enough for a slow phone to follow the redirect, short enough not to greet a later visit. */
export const FORM_FLASH_MAX_AGE_SECONDS = 120

const FORMS: readonly string[] = [
  'newsletter',
  'contact',
  'sign-in',
  'sign-out',
  'admin-password',
  'lead-status',
  'second-factor',
  'second-factor-setup',
  'webhooks',
  'personal-data',
]

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0].length <= 40,
  )
  return entries.length ? Object.fromEntries(entries.slice(0, 20)) : undefined
}

/** A flash read back from its cookie (the visitor's to change): anything odd becomes null. */
export function readFormFlash(value: unknown): FormFlash | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  if (typeof record.form !== 'string' || !FORMS.includes(record.form)) return null
  const flash: FormFlash = { form: record.form as FormFlashForm }
  if (record.error !== undefined) flash.error = readPublicError(record.error)
  const values = stringRecord(record.values)
  if (values) flash.values = values
  return flash
}
