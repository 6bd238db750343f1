import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { deleteCookie, getCookie, setResponseHeader } from '@tanstack/react-start/server'
import { FORM_FLASH_COOKIE, FORM_FLASH_MAX_AGE_SECONDS, readFormFlash, type FormFlash } from '~/domain/form-flash'
import { httpOnlyCookieHeader, secureCookies } from '~/server/http/cookie-header.server'

/** Browsers keep cookies up to about 4 KB with their name and attributes: stay well under. */
const MAX_COOKIE_VALUE = 3600

function encode(flash: FormFlash): string {
  return deflateRawSync(Buffer.from(JSON.stringify(flash), 'utf8')).toString('base64url')
}

/**
 * The flash as a cookie value. A refused form with a very long description could pass the limit:
 * its longest kept values are dropped (the messages stay) rather than losing the whole answer.
 */
export function encodeFormFlash(flash: FormFlash): string {
  let current = flash
  let encoded = encode(current)
  while (encoded.length > MAX_COOKIE_VALUE && current.values && Object.keys(current.values).length) {
    const entries = Object.entries(current.values).sort((a, b) => b[1].length - a[1].length)
    current = { ...current, values: Object.fromEntries(entries.slice(1)) }
    encoded = encode(current)
  }
  return encoded.length > MAX_COOKIE_VALUE
    ? encode({ form: flash.form, error: flash.error && { ...flash.error, fields: undefined } })
    : encoded
}

export function decodeFormFlash(value: string | undefined): FormFlash | null {
  if (!value || value.length > MAX_COOKIE_VALUE) return null
  try {
    const json = inflateRawSync(Buffer.from(value, 'base64url'), { maxOutputLength: 64 * 1024 }).toString('utf8')
    return readFormFlash(JSON.parse(json))
  } catch {
    return null
  }
}

/** The Set-Cookie header that carries `flash` to the next page: httpOnly, SameSite=Lax, two minutes. */
export function formFlashSetCookie(flash: FormFlash): string {
  return httpOnlyCookieHeader(FORM_FLASH_COOKIE, encodeFormFlash(flash), {
    maxAgeSeconds: FORM_FLASH_MAX_AGE_SECONDS,
    sameSite: 'Lax',
  })
}

/**
 * The current request's flash, read once: the cookie is cleared with this answer, and the answer
 * (a page made for this one visitor) is marked private and no-store. Server rendering only; the
 * page cache never answers a request that carries the cookie (cache-policy.server.ts).
 */
export function takeFormFlash(): FormFlash | null {
  const value = getCookie(FORM_FLASH_COOKIE)
  if (value === undefined) return null
  deleteCookie(FORM_FLASH_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies() })
  setResponseHeader('Cache-Control', 'private, no-store')
  return decodeFormFlash(value)
}
