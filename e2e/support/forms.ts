import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { ADMIN } from './admin'

/**
 * Helpers of the form specs (forms-no-js, forms-slow-phone, csrf, form-urls): the admin's view
 * of what was stored (the CSV exports, read with a session from the native sign-in), the check
 * that a URL carries no personal data (the throttled phone is ./slow-phone.ts).
 */
export const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`

/** A client address of these specs (the server trusts one proxy hop): `10.<subnet>.<pid>.<n>`. */
export const clientAddress = (subnet: number, n: number) => `10.${subnet}.${process.pid % 250}.${n}`

/** The admin's session cookie ('name=value'), from a same-origin native sign-in (`at`: another server's origin). */
export async function adminSessionCookie(from: string, at = origin): Promise<string> {
  const response = await fetch(`${at}/admin/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': from,
    },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }).toString(),
  })
  expect(response.status).toBe(303)
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith('ra_admin_session='))
  expect(session, 'the sign-in sets the session cookie').toBeTruthy()
  return session!
}

/** The admin's CSV export of the subscribers or the leads (what the admin can see), as text. */
export async function adminCsv(which: 'subscribers' | 'leads', cookie: string, at = origin): Promise<string> {
  const response = await fetch(`${at}/admin/${which}.csv`, { headers: { cookie } })
  expect(response.status).toBe(200)
  return response.text()
}

const EMAIL = /[\w.+-]+(@|%40)[\w-]+(\.[\w-]+)+/i
/** A value made of a phone number's characters with at least 10 digits (a date has 8). */
const isPhone = (value: string) => /^[+\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= 10
const PERSONAL_KEYS = /^(e-?mail|mail|phone|mobile|tel|password|pass(word)?|website)$/i

/** The personal data a URL carries, if any: e-mail addresses, phone numbers, passwords. */
export function personalDataIn(raw: string): string[] {
  const url = new URL(raw, origin)
  if (!/^https?:$/.test(url.protocol)) return []
  const found: string[] = []
  const where = `${url.pathname}${url.search}${url.hash}`
  if (EMAIL.test(where)) found.push(`an e-mail address in ${raw}`)
  if (where.includes(ADMIN.password)) found.push(`the password in ${raw}`)
  for (const [key, value] of url.searchParams) {
    if (PERSONAL_KEYS.test(key)) found.push(`a '${key}' parameter in ${raw}`)
    if (isPhone(value)) found.push(`a phone number in ${raw}`)
  }
  return found
}

export function expectNoPersonalData(urls: readonly string[]) {
  expect(urls.flatMap(personalDataIn)).toEqual([])
}

/** Every URL the page requested or navigated to, for expectNoPersonalData. */
export function recordUrls(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url())
  })
  return urls
}
