import { toJSON } from 'seroval'
import { parseCsv } from '../src/domain/csv'
import { test, expect, stubMail } from './support/fixtures'
import { uniqueEmail } from './support/contact'
import { serverFnIds } from './faults-support'
import { ADMIN } from './support/admin'
import { adminCsv, adminSessionCookie, clientAddress, origin } from './support/forms'

/**
 * The CSRF rule (src/start.ts): a POST must come from this site, by Sec-Fetch-Site or, where a
 * browser does not send it, by Origin. A cross-site post to a server function or to a native form
 * endpoint is refused with 403 and stores nothing; the site's own posts work.
 */
const SUBNET = 122
const FOREIGN = 'https://attacker.example'

/** How a request says where it comes from. */
const SAME_SITE = { 'sec-fetch-site': 'same-origin', origin }
const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: FOREIGN }
/** An older browser: no Sec-Fetch-Site, only the foreign Origin. */
const FOREIGN_ORIGIN_ONLY = { origin: FOREIGN }

let client = 0
const nextClient = () => clientAddress(SUBNET, ++client)

function callFn(name: string, data: unknown, headers: Record<string, string>) {
  const id = serverFnIds()[name]
  expect(id, `the build has the server function ${name}`).toBeTruthy()
  return fetch(`${origin}/_serverFn/${id}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-tsr-serverfn': 'true',
      'x-forwarded-for': nextClient(),
      ...headers,
    },
    body: JSON.stringify(toJSON({ data })),
  })
}

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextClient(), ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

/** A lead's id and status in the admin's export (the lead sent from `email`). */
async function leadInExport(email: string, session: string): Promise<{ id: string; status: string }> {
  const [header, ...rows] = parseCsv(await adminCsv('leads', session))
  const row = rows.find((cells) => cells[header!.indexOf('E-mail')] === email)
  expect(row, 'the lead is in the export').toBeTruthy()
  return { id: row![header!.indexOf('Lead id')]!, status: row![header!.indexOf('Status')]! }
}

const contactFields = (email: string): Record<string, string> => ({
  name: 'Csrf Check',
  email,
  mobile: '+91 98450 12345',
  product: 'chitchat',
  terms: 'on',
  source: 'csrf-spec',
})

test.describe('cross-site posts are refused', () => {
  for (const [label, headers] of [
    ['Sec-Fetch-Site: cross-site', CROSS_SITE],
    ['only a foreign Origin', FOREIGN_ORIGIN_ONLY],
  ] as const) {
    test(`${label}: server functions and form endpoints answer 403 and store nothing`, async () => {
      const viaFn = uniqueEmail('csrf.fn')
      const viaForm = uniqueEmail('csrf.form')
      const leadViaFn = uniqueEmail('csrf.lead-fn')
      const leadViaForm = uniqueEmail('csrf.lead-form')

      expect((await callFn('subscribeNewsletter', { email: viaFn, website: '' }, headers)).status).toBe(403)
      expect((await callFn('submitContactRequest', { ...contactFields(leadViaFn), terms: true }, headers)).status).toBe(
        403,
      )
      expect((await postForm('/forms/newsletter', { email: viaForm }, headers)).status).toBe(403)
      expect((await postForm('/forms/contact', contactFields(leadViaForm), headers)).status).toBe(403)

      const signIn = await postForm('/admin/sign-in', { email: 'admin@readyapps.test', password: 'x' }, headers)
      expect(signIn.status).toBe(403)
      expect(signIn.headers.getSetCookie().join('\n')).not.toContain('ra_admin_session=')

      // A cross-site sign-out does not end the admin's session.
      const session = await adminSessionCookie(nextClient())
      const signOut = await postForm('/admin/sign-out', {}, { ...headers, cookie: session })
      expect(signOut.status).toBe(403)

      // The admin's own forms: a cross-site post with the admin's session changes nothing.
      const target = uniqueEmail('csrf.admin-target')
      expect((await postForm('/forms/contact', contactFields(target), SAME_SITE)).status).toBe(303)
      const lead = await leadInExport(target, session)
      const status = await postForm(
        `/admin/leads/${lead.id}/status`,
        { status: 'won', note: 'cross-site' },
        { ...headers, cookie: session },
      )
      expect(status.status).toBe(403)
      expect(await leadInExport(target, session)).toEqual({ id: lead.id, status: 'New' })
      const newPassword = 'changed by another site 123'
      const password = await postForm(
        '/admin/account/password',
        { currentPassword: ADMIN.password, newPassword, confirmPassword: newPassword },
        { ...headers, cookie: session },
      )
      expect(password.status).toBe(403)
      // The password is the same: the native sign-in with it still works (it checks the 303 and the cookie).
      await adminSessionCookie(nextClient())

      const subscribers = await adminCsv('subscribers', session)
      expect(subscribers).not.toContain(viaFn)
      expect(subscribers).not.toContain(viaForm)
      const leads = await adminCsv('leads', session)
      expect(leads).not.toContain(leadViaFn)
      expect(leads).not.toContain(leadViaForm)
    })
  }
})

test("the site's own posts work: server functions, form endpoints, sign-in and sign-out", async () => {
  const viaFn = uniqueEmail('same.fn')
  const viaForm = uniqueEmail('same.form')
  const leadViaForm = uniqueEmail('same.lead-form')

  expect((await callFn('subscribeNewsletter', { email: viaFn, website: '' }, SAME_SITE)).status).toBe(200)
  const newsletter = await postForm('/forms/newsletter', { email: viaForm, returnTo: '/blog' }, SAME_SITE)
  expect(newsletter.status).toBe(303)
  expect(newsletter.headers.get('location')).toBe('/blog#newsletter')
  const contact = await postForm('/forms/contact', contactFields(leadViaForm), SAME_SITE)
  expect(contact.status).toBe(303)
  expect(contact.headers.get('location')).toBe('/thank-you')

  // Both sign-ups were taken: each address is sent its confirmation (it is in the export once confirmed).
  for (const address of [viaFn, viaForm]) {
    await expect.poll(async () => (await stubMail(address)).length, { message: address }).toBeGreaterThan(0)
  }
  const session = await adminSessionCookie(nextClient())
  expect(await adminCsv('leads', session)).toContain(leadViaForm)

  const signOut = await postForm('/admin/sign-out', {}, { ...SAME_SITE, cookie: session })
  expect(signOut.status).toBe(303)
  expect(signOut.headers.get('location')).toBe('/admin')
  expect((await fetch(`${origin}/admin/subscribers.csv`, { headers: { cookie: session } })).status).toBe(401)
})

test("the admin's own form endpoints, posted without a session, lead to sign-in and do nothing", async () => {
  const target = uniqueEmail('same.admin-target')
  expect((await postForm('/forms/contact', contactFields(target), SAME_SITE)).status).toBe(303)
  const session = await adminSessionCookie(nextClient())
  const lead = await leadInExport(target, session)

  const status = await postForm(`/admin/leads/${lead.id}/status`, { status: 'won' }, SAME_SITE)
  expect(status.status).toBe(303)
  expect(status.headers.get('location')).toBe('/admin?redirect=%2Fadmin%2Fdashboard%2Fleads')
  const password = await postForm(
    '/admin/account/password',
    {
      currentPassword: ADMIN.password,
      newPassword: 'no session no change 1',
      confirmPassword: 'no session no change 1',
    },
    SAME_SITE,
  )
  expect(password.status).toBe(303)
  expect(password.headers.get('location')).toBe('/admin?redirect=%2Fadmin%2Fdashboard%2Faccount')

  expect(await leadInExport(target, session)).toEqual({ id: lead.id, status: 'New' })
  await adminSessionCookie(nextClient())
})

test('a form endpoint never redirects to another site', async () => {
  for (const returnTo of ['https://attacker.example/', '//attacker.example/', '/\\attacker.example/']) {
    const answer = await postForm('/forms/newsletter', { email: 'not-an-address', returnTo }, SAME_SITE)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/#newsletter')
  }
})
