import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { PGlite } from '@electric-sql/pglite'
import fc from 'fast-check'
import {
  LEAK_PATTERN,
  callServerFn,
  exitOf,
  serverFnIds,
  startOwnServer,
  waitForHealth,
  type FnAnswer,
} from './faults-support'
import { hostileInput, hostileString } from '../tests/support/hostile'

/**
 * Issue 12 (server side): client mistakes are 4xx in the error envelope, never 5xx, never an
 * echo of the input; the embedded database folder is locked; a stored lead survives SIGKILL.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100)
const origin = `http://127.0.0.1:${PORT}`
const ids = serverFnIds()

function expectClientMistake(answer: FnAnswer, context: string) {
  expect(answer.status, `${context}: ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400)
  expect(answer.status, `${context}: ${answer.text.slice(0, 300)}`).toBeLessThan(500)
  expect(answer.text, context).not.toMatch(LEAK_PATTERN)
}

/** The envelope's code, whether Start serialised it (seroval) or the guard answered plain JSON. */
function envelopeCode(answer: FnAnswer): string | undefined {
  return (
    /^\{"code":"([a-z_]+)"/.exec(answer.text)?.[1] ??
    /"k":\["code"[^\]]*\],"v":\[\{"t":1,"s":"([a-z_]+)"/.exec(answer.text)?.[1]
  )
}

test.describe('client mistakes are 4xx with the envelope', () => {
  test('unknown server function, malformed and oversized bodies', async () => {
    const unknown = await callServerFn(origin, 'f'.repeat(64), {})
    expectClientMistake(unknown, 'unknown id')
    expect(unknown.status).toBe(404)
    expect(JSON.parse(unknown.text)).toEqual({ code: 'not_found', message: 'Unknown server function.' })

    for (const rawBody of [
      '{not json',
      '{"t":99,"x":1}',
      '[]',
      '"',
      '{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":77}]},"o":0}',
    ]) {
      expectClientMistake(await callServerFn(origin, ids.submitContactRequest!, null, { rawBody }), `body ${rawBody}`)
    }
    const huge = JSON.stringify({ t: 1, s: 'x'.repeat(1_100_000) })
    const oversized = await callServerFn(origin, ids.subscribeNewsletter!, null, { rawBody: huge }).catch(
      (): FnAnswer => ({ status: 413, text: '', headers: new Headers(), ms: 0 }),
    )
    expectClientMistake(oversized, 'oversized body')
    const badGet = await callServerFn(origin, ids.getBlogList!, null, { method: 'GET', rawBody: '{oops' })
    expectClientMistake(badGet, 'GET payload')
  })

  test('sign-in validation: 400 with field errors, never the password', async () => {
    const answer = await callServerFn(origin, ids.signInAdmin!, {
      email: 'not-an-email',
      password: 'hunter2-do-not-echo',
    })
    expectClientMistake(answer, 'bad sign-in')
    expect(answer.status).toBe(400)
    expect(envelopeCode(answer)).toBe('invalid')
    expect(answer.text).toContain('Enter a valid e-mail.')
    expect(answer.text).not.toContain('hunter2-do-not-echo')
    expect(answer.text).not.toContain('not-an-email')
  })

  test('wrong password and unknown account get the same answer', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.77' }
    const wrong = await callServerFn(
      origin,
      ids.signInAdmin!,
      { email: 'admin@readyapps.test', password: 'wrong-password-123' },
      { headers },
    )
    const unknown = await callServerFn(
      origin,
      ids.signInAdmin!,
      { email: 'nobody@readyapps.test', password: 'wrong-password-123' },
      { headers },
    )
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(unknown.text).toBe(wrong.text)
  })

  test('a blog slug over 200 characters is a 404 page', async ({ request }) => {
    const response = await request.get(`/blog/${'a'.repeat(250)}`)
    expect(response.status()).toBe(404)
  })

  test('hostile search params and path segments on every page type: never a 5xx, never an echo', async ({
    request,
  }) => {
    test.setTimeout(180_000)
    const pages = [
      { path: '/blog', keys: ['page', 'tag', 'q'] },
      { path: '/faq', keys: ['category', 'q'] },
      { path: '/apps', keys: ['app', 'category'] },
      { path: '/portfolio', keys: ['filter', 'category'] },
      { path: '/careers', keys: ['role', 'team'] },
      { path: '/astroway', keys: ['tab', 'plan'] },
      { path: '/chitchat', keys: ['tab'] },
      { path: '/documentation/chitchat', keys: ['tab', 'section'] },
      { path: '/admin', keys: ['redirect', 'next'] },
      { path: '/', keys: ['utm_source', 'ref'] },
    ]
    const marker = 'ZQX-ECHO-'
    const hostileValue = hostileString(marker, {
      longest: 3000,
      extras: ['99999999999999999999', '-1', '1e309', '{"a":[1,{"b":', '%E0%A4%A', '%00', '__proto__', '[]', 'null'],
    })
    const segment = fc.oneof(
      fc.string({ minLength: 1, maxLength: 30 }).map((text) => encodeURIComponent(text)),
      fc.constantFrom('%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', '%00', 'a'.repeat(400)),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pages),
        fc.array(fc.tuple(fc.nat(4), hostileValue), { minLength: 1, maxLength: 3 }),
        async (page, params) => {
          const query = params
            .map(([index, value]) => {
              const key = page.keys[index % page.keys.length]!
              // Some values are deliberately malformed escapes: sent as they are.
              const encoded = value.startsWith('%') ? value : encodeURIComponent(value)
              return `${key}=${encoded}`
            })
            .join('&')
          const response = await request.get(`${page.path}?${query}`, { maxRedirects: 0 })
          const body = await response.text()
          expect(response.status(), `${page.path}?${query.slice(0, 200)}`).toBeLessThan(500)
          expect(body, page.path).not.toMatch(LEAK_PATTERN)
          expect(body).not.toContain(`${marker}<script>`)
          expect(body).not.toContain(`${marker}"><img`)
        },
      ),
      { numRuns: 80, seed: 7 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/blog/', '/apps/', '/documentation/', '/og/post/', '/'),
        segment,
        async (base, tail) => {
          const response = await request.get(`${base}${tail}`, { maxRedirects: 0 })
          expect(response.status(), `${base}${tail.slice(0, 100)}`).toBeLessThan(500)
          expect(await response.text()).not.toMatch(LEAK_PATTERN)
        },
      ),
      { numRuns: 60, seed: 8 },
    )
  })

  test('hostile payloads at every public and admin server function: always 4xx, never an echo', async () => {
    test.setTimeout(180_000)
    // Every server function of the site, public and admin (admin ones are called without a session).
    const targets: Array<{ name: string; method: 'GET' | 'POST' }> = [
      ...[
        'submitContactRequest',
        'subscribeNewsletter',
        'signInAdmin',
        'signOutAdmin',
        'signOutEverywhere',
        'changeAdminPassword',
        'createPost',
        'updatePost',
        'setPostStatus',
        'deletePost',
        'sendAdminLeadAgain',
        'updateAdminLead',
        'deleteAdminLead',
        'removeSubscriber',
      ].map((name) => ({ name, method: 'POST' as const })),
      ...[
        'getBlogList',
        'getBlogPost',
        'getLatestPosts',
        'getVisitorPreference',
        'getPublicSiteSettings',
        'getAdminSession',
        'getAdminDashboardStats',
        'getAdminLead',
        'getAdminPost',
        'getPostPreview',
        'listAdminPosts',
        'listAdminSubscribers',
        'listLeadsPage',
        'suggestPostSlug',
      ].map((name) => ({ name, method: 'GET' as const })),
    ]
    const marker = 'ZQX-ECHO-'
    const { value: hostile } = hostileInput(marker, [
      'name',
      'email',
      'mobile',
      'product',
      'terms',
      'title',
      'id',
      'page',
      'slug',
      'post',
      'status',
      'password',
      'limit',
      '__proto__',
    ])
    // Each case uses its own client address: the rate limits must not turn answers into 429s only.
    let caseNumber = 0
    for (const target of targets) {
      const id = ids[target.name]
      expect(id, target.name).toBeTruthy()
      await fc.assert(
        fc.asyncProperty(hostile, async (data) => {
          caseNumber += 1
          const forwarded = `203.0.113.${caseNumber % 250}`
          const answer = await callServerFn(origin, id!, data, {
            method: target.method,
            headers: { 'x-forwarded-for': forwarded },
          })
          if (answer.status === 200) return // some inputs are valid (e.g. a page number)
          expectClientMistake(answer, `${target.name} ${JSON.stringify(data)?.slice(0, 200)}`)
          expect(answer.text).not.toContain(marker)
        }),
        { numRuns: 30, seed: 12 },
      )
    }
  })
})

test.describe('embedded database folder', () => {
  let root = ''
  test.beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'readyapps-e2e-lock-'))
  })
  test.afterAll(() => rmSync(root, { recursive: true, force: true }))

  // Issue 12, item 6: the lock refuses a second process, and a lead answered with success is on
  // disk when the process is killed (PGlite writes through to the data folder on commit).
  test('a second server on the same folder refuses to start; a lead survives SIGKILL', async () => {
    test.setTimeout(120_000)
    const dataDir = join(root, 'pglite')
    const env = { PGLITE_DATA_DIR: dataDir }
    const first = startOwnServer(env)
    try {
      await waitForHealth(first)
      const second = startOwnServer(env)
      expect(await exitOf(second)).not.toBe(0)
      expect(second.output()).toContain('is in use by another server process')
      expect(second.output()).not.toMatch(/at [\w.<>]+ \(/)

      const lead = {
        name: 'Killtest Visitor',
        email: 'killtest@example.com',
        mobile: '+91 90000 11111',
        product: 'astroway',
        description: 'Stored before the crash',
        terms: true,
      }
      const answer = await callServerFn(first.origin, ids.submitContactRequest!, lead)
      expect(answer.status, answer.text).toBe(200)
    } finally {
      await first.stop('SIGKILL')
    }

    // After a crash the folder opens again (stale lock and postmaster.pid taken over) ...
    const restarted = startOwnServer(env)
    try {
      await waitForHealth(restarted)
    } finally {
      await restarted.stop('SIGTERM')
    }
    // ... and the lead is there.
    const db = await PGlite.create(dataDir)
    try {
      const { rows } = await db.query<{ email: string }>('SELECT email FROM contact_requests')
      expect(rows.map((row) => row.email)).toContain('killtest@example.com')
    } finally {
      await db.close()
    }
  })

  test('a second server on the same folder refuses to start with a clear message', async () => {
    // Two servers on a PGlite folder (the first creates it): as long as the test above allows.
    test.setTimeout(120_000)
    const env = { PGLITE_DATA_DIR: join(root, 'locked') }
    const first = startOwnServer(env)
    try {
      await waitForHealth(first)
      const second = startOwnServer(env)
      expect(await exitOf(second)).toBe(1)
      expect(second.output()).toContain('is in use by another server process')
      expect(second.output()).not.toMatch(/at [\w.<>]+ \(/)
    } finally {
      await first.stop('SIGTERM')
    }
  })

  test('production without SITE_ORIGIN refuses to start, naming the setting', async () => {
    const server = startOwnServer({ PGLITE_DATA_DIR: 'memory://', SITE_ORIGIN: '' })
    expect(await exitOf(server)).toBe(1)
    expect(server.output()).toContain('SITE_ORIGIN: is required in production')
    expect(server.output()).toContain('example: SITE_ORIGIN=https://')
  })
})
