import { NEWSLETTER_MESSAGES } from '../src/domain/newsletter'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { createScratchDatabase } from '../scripts/scratch-postgres'
import { callServerFn, serverFnIds, startOwnServer, waitForHealth, STUB_PORT, type OwnServer } from './faults-support'
import { ADMIN } from './support/admin'
import { demoDialog, emailsTo, uniqueEmail } from './support/contact'
import { expect, gotoHydrated, stubMail, test } from './support/fixtures'
import { E2E_SERVER_ENV } from './support/own-server'
import { freePort } from './support/free-port'
import { hasPostgres, startPostgresCluster, type PostgresCluster } from './support/postgres-cluster'

/**
 * No lead lost while the database is down (issue 24), against real Postgres: a cluster of the
 * spec's own (so stopping it disturbs no other spec; a fresh database with a random name on it),
 * and the built server started by the spec. While Postgres is stopped a visitor sends the contact
 * form and signs up to the newsletter (both succeed), pages rendered before are served stale, a
 * page never rendered answers the 503 page in the site's layout; the server restarts while the
 * database is still down; once Postgres is back the lead and the sign-up are stored exactly once
 * and the lead's e-mail goes out. A second test kills the server (SIGKILL) in the middle of a
 * replay: nothing is lost, nothing stored twice.
 */
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.E2E_DATABASE_URL || ''
async function query<Row>(url: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows as Row[]
  } finally {
    await client.end()
  }
}

/** The count, or -1 while the database does not answer. */
const countOf = (url: string, sql: string, params: unknown[] = []) =>
  query<{ n: number }>(url, sql, params).then(
    (rows) => Number(rows[0]?.n ?? 0),
    () => -1,
  )

async function health(server: OwnServer) {
  const response = await fetch(`${server.origin}/healthz`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

test.describe('no lead lost while the database is down', () => {
  test.skip(!postgresUrl, 'needs TEST_DATABASE_URL (CI sets it)')
  test.skip(!hasPostgres, 'initdb is not on PATH: needs a PostgreSQL installation (CI has one)')
  test.describe.configure({ mode: 'serial' })

  let cluster: PostgresCluster
  let database: Awaited<ReturnType<typeof createScratchDatabase>>
  let outboxDir = ''
  let server: OwnServer | undefined
  let env: Record<string, string>
  let killedOutput: (() => string) | undefined

  const startServer = async (extra: Record<string, string> = {}) => {
    // One server at a time (a test's last one may still run).
    await server?.stop('SIGTERM')
    server = startOwnServer({ ...env, ...extra })
    await waitForHealth(server, 60_000)
    return server
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    cluster = await startPostgresCluster('outbox')
    database = await createScratchDatabase(cluster.url, 'readyapps_e2e_outbox')
    outboxDir = mkdtempSync(join(tmpdir(), 'readyapps-e2e-outbox-'))
    env = {
      DATABASE_URL: database.url,
      SEED_SAMPLE_CONTENT: 'true',
      OUTBOX_DIR: outboxDir,
      TRUST_PROXY_HOPS: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      EMAILJS_API_URL: `http://127.0.0.1:${STUB_PORT}/emailjs`,
      EMAILJS_SERVICE_ID: 'service_e2e',
      EMAILJS_TEMPLATE_ID: 'template_e2e',
      EMAILJS_PUBLIC_KEY: 'public_e2e',
      EMAILJS_PRIVATE_KEY: 'private_e2e',
      SMTP_URL: E2E_SERVER_ENV.SMTP_URL!,
      SMTP_FROM: E2E_SERVER_ENV.SMTP_FROM!,
    }
  })

  test.afterEach(async ({}, testInfo) => {
    // What the server said, for a failure's report (a test visitor's details never reach it).
    if (testInfo.status === testInfo.expectedStatus) return
    for (const [name, output] of [
      ['server output', server?.output()],
      ['killed server output', killedOutput?.()],
    ] as const) {
      if (output) await testInfo.attach(name, { body: output.slice(-20_000), contentType: 'text/plain' })
    }
  })

  test.afterAll(async () => {
    await server?.stop('SIGKILL')
    try {
      cluster?.start()
    } catch {
      // Running already.
    }
    await database?.drop().catch(() => undefined)
    cluster?.dispose()
    if (outboxDir) rmSync(outboxDir, { recursive: true, force: true })
  })

  test('a lead and a sign-up sent during the outage arrive exactly once; pages seen before stay up', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const app = await startServer()
    const blog = await (await fetch(`${app.origin}/blog`)).text()
    const slugs = [...blog.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1]!)
    const [seen, unseen] = [...new Set(slugs)]
    expect(seen && unseen).toBeTruthy()
    for (const path of ['/blog', `/blog/${seen}`]) {
      await fetch(`${app.origin}${path}`)
      expect((await fetch(`${app.origin}${path}`)).headers.get('x-page-cache'), path).toBe('HIT')
    }

    cluster.shutdown()
    await expect.poll(async () => (await health(app)).body.status, { timeout: 15_000 }).toBe('degraded')
    expect((await health(app)).status).toBe(200)

    // A visitor sends the contact form, then signs up to the newsletter: both succeed.
    const email = uniqueEmail('outage')
    const reader = uniqueEmail('outage-reader')
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.91.${process.pid % 250}.1` })
    await gotoHydrated(page, `${app.origin}/`)
    await page.getByTestId('site-header').getByRole('link', { name: 'Request a Demo' }).click()
    const dialog = await demoDialog(page)
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Kavya Rao')
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 98450 54321')
    await dialog.getByRole('combobox', { name: 'Product' }).selectOption('chitchat')
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Sent while the database was down.')
    await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByText('Message sent!')).toBeVisible()
    await expect(page).toHaveURL(/\/thank-you$/)

    const form = page.getByRole('form', { name: 'Newsletter sign-up' })
    await form.getByRole('textbox', { name: 'Email address' }).fill(reader)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByTestId('newsletter-confirmation')).toContainText(NEWSLETTER_MESSAGES.success)

    // Pages rendered before the outage are still served, marked stale.
    for (const path of ['/blog', `/blog/${seen}`]) {
      const response = await fetch(`${app.origin}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('x-page-cache'), path).toBe('STALE')
      expect(response.headers.get('warning'), path).toContain('111')
    }
    // A post never rendered: the 503 page, in the site's layout, with a way home.
    const missing = await page.goto(`${app.origin}/blog/${unseen}`)
    expect(missing?.status()).toBe(503)
    expect(missing?.headers()['retry-after']).toBeTruthy()
    await expect(page.getByRole('heading', { level: 1, name: 'This page is temporarily unavailable' })).toBeVisible()
    await expect(page.getByTestId('site-header')).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    await expect(page.getByTestId('unavailable-page').getByRole('link', { name: /home page/ })).toHaveAttribute(
      'href',
      '/',
    )

    await expect.poll(async () => (await health(app)).body.outbox).toMatchObject({ waiting: 2 })
    expect(readdirSync(outboxDir).length).toBeGreaterThan(0)

    // A restart while the database is still down keeps what waits.
    await app.stop('SIGTERM')
    const restarted = await startServer()
    await expect
      .poll(async () => (await health(restarted)).body, { timeout: 15_000 })
      .toMatchObject({
        status: 'degraded',
        outbox: { waiting: 2 },
      })

    cluster.start()
    const leads = () =>
      countOf(database.url, 'SELECT count(*)::int AS n FROM contact_requests WHERE email = $1', [email])
    const readers = () =>
      countOf(database.url, 'SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = $1', [reader])
    await expect.poll(leads, { timeout: 60_000, intervals: [500] }).toBe(1)
    await expect.poll(readers, { timeout: 60_000, intervals: [500] }).toBe(1)
    await expect.poll(async () => (await emailsTo(email)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1)
    await expect.poll(async () => (await stubMail(reader)).length, { timeout: 30_000 }).toBe(1)
    await expect
      .poll(async () => (await health(restarted)).body)
      .toMatchObject({ status: 'ok', outbox: { waiting: 0 } })
    // Exactly once, also after the replay loop has gone round again.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(await leads()).toBe(1)
    expect(await readers()).toBe(1)
    expect(await emailsTo(email)).toHaveLength(1)
    // The sign-up waits for its confirmation, which went out once the database was back.
    expect(await stubMail(reader)).toHaveLength(1)
    expect(readdirSync(outboxDir)).toEqual([])
    const [lead] = await query<{ created_at: Date; stored_at: Date | null }>(
      database.url,
      'SELECT created_at, stored_at FROM contact_requests WHERE email = $1',
      [email],
    )
    expect(lead!.stored_at!.getTime()).toBeGreaterThan(lead!.created_at.getTime())

    // The admin sees what arrived late.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.91.${process.pid % 250}.2` })
    await gotoHydrated(page, `${restarted.origin}/admin`)
    await page.getByLabel(/^E-mail/).fill(ADMIN.email)
    await page.getByLabel(/^Password/).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    // The admin's code loads after the sign-in: a shared, busy machine may take a while.
    await expect(page.getByTestId('arrived-late-summary')).toContainText('1 lead(s) and 1 sign-up(s)', {
      timeout: 30_000,
    })
    await expect(page.getByTestId('arrived-late').first()).toBeVisible()
  })

  test('killed (SIGKILL) in the middle of a replay: nothing lost, nothing stored twice', async () => {
    test.setTimeout(180_000)
    // An EmailJS stand-in of this test's own that holds each e-mail, so the replay is slow.
    let holdMs = 4_000
    const mail: Server = createHttpServer((request, response) => {
      request.resume()
      setTimeout(() => response.writeHead(200).end('OK'), holdMs)
    })
    const mailPort = await freePort()
    await new Promise<void>((resolve) => mail.listen(mailPort, '127.0.0.1', resolve))
    try {
      const app = await startServer({ EMAILJS_API_URL: `http://127.0.0.1:${mailPort}` })
      killedOutput = () => app.output()
      cluster.shutdown()
      await expect.poll(async () => (await health(app)).body.status, { timeout: 15_000 }).toBe('degraded')

      const ids = serverFnIds()
      const total = 8
      const prefix = `killed.${Date.now()}`
      for (let i = 0; i < total; i++) {
        const answer = await callServerFn(
          app.origin,
          ids.submitContactRequest!,
          {
            name: `Replay ${i}`,
            email: `${prefix}.${i}@example.com`,
            mobile: '+91 98450 12345',
            product: 'chitchat',
            brandName: '',
            description: 'Waiting for the database.',
            terms: true,
          },
          { headers: { 'x-forwarded-for': `10.92.${process.pid % 250}.${i + 1}` } },
        )
        expect(answer.status, answer.text).toBe(200)
      }
      await expect.poll(async () => (await health(app)).body.outbox).toMatchObject({ waiting: total })

      const stored = () =>
        countOf(database.url, 'SELECT count(*)::int AS n FROM contact_requests WHERE email LIKE $1', [`${prefix}.%`])
      cluster.start()
      // The first lead is stored, its e-mail is held: kill the server now.
      await expect.poll(stored, { timeout: 60_000, intervals: [100] }).toBeGreaterThanOrEqual(1)
      expect(await app.stop('SIGKILL')).toBeNull()
      expect(await stored()).toBeLessThan(total)

      holdMs = 0
      await startServer({ EMAILJS_API_URL: `http://127.0.0.1:${mailPort}` })
      await expect.poll(stored, { timeout: 60_000, intervals: [500] }).toBe(total)
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      const rows = await query<{ email: string; n: number }>(
        database.url,
        'SELECT email, count(*)::int AS n FROM contact_requests WHERE email LIKE $1 GROUP BY email ORDER BY email',
        [`${prefix}.%`],
      )
      expect(rows).toHaveLength(total)
      expect(rows.every((row) => row.n === 1)).toBe(true)
      expect(readdirSync(outboxDir)).toEqual([])
    } finally {
      await new Promise<void>((resolve) => mail.close(() => resolve()))
    }
  })
})
