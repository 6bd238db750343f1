import { describe, expect, vi } from 'vitest'
import type { Database } from '~/server/db/database.server'
import { ACCOUNT_MESSAGES } from '~/domain/admin-account'
import { FORM_FLASH_COOKIE, type FormFlash } from '~/domain/form-flash'
import { createAdminUser, createEmbeddedAuth, SESSION_COOKIE } from '~/server/auth/embedded-auth.server'
import type { CookieJar } from '~/server/auth/types.server'
import {
  NOTHING_CHANGED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  adminPasswordPost,
  leadStatusPost,
} from '~/server/forms/admin-form-posts.server'
import { decodeFormFlash } from '~/server/forms/flash.server'
import { getLeadDetail } from '~/server/leads/lead-pipeline.server'
import { insertLead } from '~/server/leads/lead-repository.server'
import type * as AuthIndexModule from '~/server/auth/index.server'
import { memoryJar } from '../support/cookie-jar'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

/**
 * The native form posts of the admin's own forms (src/server/forms/admin-form-posts.server.ts):
 * the session guard, the shared schema and service, the 303 with the flash, and what must never
 * happen (an action without a session, a password in the answer, a redirect to another lead or
 * site). The provider is the real embedded one, on this test's database, with the browser's
 * cookies in memory (the jar stands in for the request's cookies).
 */
const deps = vi.hoisted(() => ({ db: null as unknown, jar: null as CookieJar | null }))
vi.mock('~/server/boot.server', () => ({ getDb: async () => deps.db }))
vi.mock('~/server/auth/index.server', async (original) => {
  const actual = await original<typeof AuthIndexModule>()
  return { ...actual, getAuthProvider: (jar?: CookieJar) => actual.getAuthProvider(jar ?? deps.jar!) }
})

const ORIGIN = 'http://127.0.0.1:3000'
const OLD_PASSWORD = 'the first long password'

/** A browser's form post (with the length it declares, as browsers do). */
function post(path: string, fields: Record<string, string>): Request {
  const body = new URLSearchParams(fields).toString()
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) },
    body,
  })
}

/** The flash the answer leaves for the next page, decoded; and the raw cookie, to look for secrets. */
function flashOf(response: Response): { flash: FormFlash | null; raw: string } {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${FORM_FLASH_COOKIE}=`)) ?? ''
  const value = cookie.split(';')[0]!.slice(FORM_FLASH_COOKIE.length + 1)
  return { flash: decodeFormFlash(value), raw: cookie }
}

/** A browser signed in as `email` (its cookies), through the embedded provider. */
async function signedIn(db: Database, email: string, password: string): Promise<CookieJar> {
  const { jar } = memoryJar()
  const result = await createEmbeddedAuth(db, jar, { secureCookies: false }).signIn(email, password)
  expect(result.ok).toBe(true)
  return jar
}

async function canSignIn(db: Database, email: string, password: string): Promise<boolean> {
  return (await createEmbeddedAuth(db, memoryJar().jar, { secureCookies: false }).signIn(email, password)).ok
}

describe.each(databaseTargets)('the admin’s native form posts on $name', (target) => {
  let db: Database
  const run = useDatabase(target, {
    opened: async (opened) => {
      db = opened
      deps.db = opened
      for (const name of ['owner', 'other', 'limited', 'leads'])
        await createAdminUser(db, `${name}@readyapps.test`, OLD_PASSWORD)
    },
  })

  const passwordFields = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
    currentPassword,
    newPassword,
    confirmPassword,
  })

  run('password: without a session nothing changes and the answer is 303 to sign in, back to the account', async () => {
    deps.jar = memoryJar().jar
    const answer = await adminPasswordPost(
      post('/admin/account/password', passwordFields(OLD_PASSWORD, 'a brand new passphrase')),
    )
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/admin?redirect=%2Fadmin%2Fdashboard%2Faccount')
    expect(flashOf(answer).flash).toEqual({
      form: 'sign-in',
      error: { code: 'unauthorized', message: SESSION_ENDED_MESSAGE },
    })
    // A forged session cookie is no session either.
    deps.jar = memoryJar({ [SESSION_COOKIE]: 'forged-token' }).jar
    const forged = await adminPasswordPost(
      post('/admin/account/password', passwordFields(OLD_PASSWORD, 'a brand new passphrase')),
    )
    expect(forged.headers.get('location')).toBe('/admin?redirect=%2Fadmin%2Fdashboard%2Faccount')
    expect(await canSignIn(db, 'owner@readyapps.test', OLD_PASSWORD)).toBe(true)
  })

  run('password: a refused change comes back with the messages under their fields, never a password', async () => {
    deps.jar = await signedIn(db, 'owner@readyapps.test', OLD_PASSWORD)
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        passwordFields('not the current one', 'a brand new passphrase'),
        'currentPassword',
        ACCOUNT_MESSAGES.wrongPassword,
      ],
      [
        passwordFields(OLD_PASSWORD, 'a brand new passphrase', 'a brand new passphrasf'),
        'confirmPassword',
        'The two new passwords differ.',
      ],
      [passwordFields(OLD_PASSWORD, 'too short'), 'newPassword', 'Use at least 12 characters.'],
      [passwordFields(OLD_PASSWORD, OLD_PASSWORD), 'newPassword', 'Choose a password different from the current one.'],
    ]
    for (const [fields, field, message] of cases) {
      const answer = await adminPasswordPost(post('/admin/account/password', fields))
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe('/admin/dashboard/account#change-password')
      const { flash, raw } = flashOf(answer)
      expect(flash?.form).toBe('admin-password')
      expect(flash?.error?.fields?.[field]).toBe(message)
      expect(flash?.values).toBeUndefined()
      for (const password of Object.values(fields)) {
        expect(JSON.stringify(flash)).not.toContain(password)
        expect(raw).not.toContain(encodeURIComponent(password))
      }
    }
    expect(await canSignIn(db, 'owner@readyapps.test', OLD_PASSWORD)).toBe(true)
  })

  run('password: changed, confirmed on the account page; the other sessions end, this one stays', async () => {
    const elsewhere = await signedIn(db, 'other@readyapps.test', OLD_PASSWORD)
    deps.jar = await signedIn(db, 'other@readyapps.test', OLD_PASSWORD)
    const answer = await adminPasswordPost(
      post('/admin/account/password', passwordFields(OLD_PASSWORD, 'a brand new passphrase')),
    )
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/admin/dashboard/account#change-password')
    expect(flashOf(answer).flash).toEqual({ form: 'admin-password' })
    expect(await canSignIn(db, 'other@readyapps.test', 'a brand new passphrase')).toBe(true)
    expect(await canSignIn(db, 'other@readyapps.test', OLD_PASSWORD)).toBe(false)
    const provider = (jar: CookieJar) => createEmbeddedAuth(db, jar, { secureCookies: false })
    expect(await provider(deps.jar).currentUser()).toMatchObject({ email: 'other@readyapps.test' })
    expect(await provider(elsewhere).currentUser()).toBeNull()
  })

  run('password: the same limit as the server function, a few tries per admin', async () => {
    deps.jar = await signedIn(db, 'limited@readyapps.test', OLD_PASSWORD)
    const codes: string[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await adminPasswordPost(
        post('/admin/account/password', passwordFields(`wrong guess ${attempt}`, 'a brand new passphrase')),
      )
      codes.push(flashOf(answer).flash?.error?.code ?? 'none')
    }
    expect(codes).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected', 'rate_limited'])
  })

  run('not a form post of this site: 400, nothing done', async () => {
    deps.jar = await signedIn(db, 'owner@readyapps.test', OLD_PASSWORD)
    const json = new Request(`${ORIGIN}/admin/account/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(passwordFields(OLD_PASSWORD, 'a brand new passphrase')),
    })
    expect((await adminPasswordPost(json)).status).toBe(400)
    expect((await leadStatusPost(json, '00000000-0000-4000-8000-000000000000')).status).toBe(400)
    expect(await canSignIn(db, 'owner@readyapps.test', OLD_PASSWORD)).toBe(true)
  })

  describe('a lead’s status and note', () => {
    const newLead = () =>
      insertLead(
        db,
        {
          name: 'Asha Verma',
          email: 'asha@example.com',
          mobile: '+91 98765 43210',
          product: 'astroway',
          brandName: '',
          description: 'Astrology app.',
          source: 'astroway:hero',
        },
        { deliveryStatus: 'skipped' },
      )
    const statusPath = (id: string) => `/admin/leads/${id}/status`

    run('without a session: 303 to sign in (back to the leads), the lead untouched', async () => {
      const lead = await newLead()
      deps.jar = memoryJar().jar
      const answer = await leadStatusPost(post(statusPath(lead.id), { status: 'won', note: 'x' }), lead.id)
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe('/admin?redirect=%2Fadmin%2Fdashboard%2Fleads')
      const detail = await getLeadDetail(db, lead.id)
      expect(detail?.lead.status).toBe('new')
      expect(detail?.events).toEqual([])
    })

    run('saved: back to the lead with its filters, the change and the note in its history', async () => {
      const lead = await newLead()
      deps.jar = await signedIn(db, 'leads@readyapps.test', OLD_PASSWORD)
      const returnTo = `/admin/dashboard/leads/${lead.id}?status=new&page=2`
      const answer = await leadStatusPost(
        post(statusPath(lead.id), { status: 'contacted', note: '  Called, wants a demo.  ', returnTo }),
        lead.id,
      )
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe(`${returnTo}#lead-status`)
      expect(flashOf(answer).flash).toEqual({ form: 'lead-status', values: { lead: lead.id } })
      const detail = await getLeadDetail(db, lead.id)
      expect(detail?.lead.status).toBe('contacted')
      expect(detail?.events).toMatchObject([
        { fromStatus: 'new', toStatus: 'contacted', note: 'Called, wants a demo.', actor: 'leads@readyapps.test' },
      ])

      // The same status with a note: a note only (the select is always posted without JavaScript).
      await leadStatusPost(post(statusPath(lead.id), { status: 'contacted', note: 'Demo booked.' }), lead.id)
      expect((await getLeadDetail(db, lead.id))?.events[0]).toMatchObject({ toStatus: null, note: 'Demo booked.' })
    })

    run('the lead is the one in the URL, and the answer goes back to that lead only', async () => {
      const lead = await newLead()
      const other = await newLead()
      deps.jar = await signedIn(db, 'leads@readyapps.test', OLD_PASSWORD)
      for (const returnTo of [
        `/admin/dashboard/leads/${other.id}`,
        'https://attacker.example/',
        '//attacker.example/x',
        '/admin/dashboard/account',
      ]) {
        const answer = await leadStatusPost(
          post(statusPath(lead.id), { id: other.id, status: 'qualified', returnTo }),
          lead.id,
        )
        expect(answer.headers.get('location')).toBe(`/admin/dashboard/leads/${lead.id}#lead-status`)
      }
      expect((await getLeadDetail(db, lead.id))?.lead.status).toBe('qualified')
      expect((await getLeadDetail(db, other.id))?.lead.status).toBe('new')
    })

    run('refused: the message, with what was chosen and written kept', async () => {
      const lead = await newLead()
      deps.jar = await signedIn(db, 'leads@readyapps.test', OLD_PASSWORD)
      const unchanged = await leadStatusPost(post(statusPath(lead.id), { status: 'new', note: '' }), lead.id)
      expect(flashOf(unchanged).flash).toEqual({
        form: 'lead-status',
        error: { code: 'rejected', message: NOTHING_CHANGED_MESSAGE },
        values: { lead: lead.id, status: 'new' },
      })

      const unknown = await leadStatusPost(post(statusPath(lead.id), { status: 'bribed', note: 'Keep me' }), lead.id)
      expect(flashOf(unknown).flash).toMatchObject({
        form: 'lead-status',
        error: { code: 'invalid', fields: { status: 'Unknown status.' } },
        values: { lead: lead.id, status: 'bribed', note: 'Keep me' },
      })

      const tooLong = await leadStatusPost(
        post(statusPath(lead.id), { status: 'won', note: 'x'.repeat(5000) }),
        lead.id,
      )
      expect(flashOf(tooLong).flash?.error?.fields?.note).toMatch(/^Keep the note under/)
      const detail = await getLeadDetail(db, lead.id)
      expect(detail?.lead.status).toBe('new')
      expect(detail?.events).toEqual([])

      const gone = '00000000-0000-4000-8000-000000000000'
      const missing = await leadStatusPost(post(statusPath(gone), { status: 'won' }), gone)
      expect(missing.headers.get('location')).toBe(`/admin/dashboard/leads/${gone}#lead-status`)
      expect(flashOf(missing).flash?.error).toEqual({ code: 'not_found', message: 'This lead no longer exists.' })
      const notAnId = await leadStatusPost(post(statusPath('nope'), { status: 'won' }), 'nope')
      expect(flashOf(notAnId).flash?.error?.code).toBe('invalid')
    })
  })
})
