import type { Browser, Page } from '@playwright/test'
import { NEWSLETTER_MESSAGES } from '../src/domain/newsletter'
import { test, expect, expectLive, gotoHydrated, linkIn, stubMail } from './support/fixtures'
import { signIn } from './support/admin'
import { uniqueEmail } from './support/contact'
import { DATABASE_VARIANTS, postgresUrl, sitePath, startGrowthServer, type GrowthServer } from './support/growth'

/**
 * The newsletter with confirmed consent (double opt-in), on the embedded database and on Postgres:
 * a sign-up is pending until the link e-mailed through the SMTP stand-in is followed and its page's
 * button pressed; every message carries the one-click unsubscribe link and the RFC 8058 headers;
 * the link pages work without JavaScript; a mail client's one-click POST unsubscribes.
 */
test.describe.configure({ timeout: 90_000 })

/** A page without JavaScript, as a mail client opens links for many readers. */
async function withoutScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}

async function subscribersCsv(origin: string, page: Page): Promise<string> {
  const cookies = await page.context().cookies(origin)
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const response = await fetch(`${origin}/admin/subscribers.csv`, { headers: { cookie } })
  expect(response.status).toBe(200)
  return response.text()
}

for (const variant of DATABASE_VARIANTS) {
  test.describe(`double opt-in on ${variant}`, () => {
    test.skip(variant === 'postgres' && !postgresUrl, 'needs TEST_DATABASE_URL or E2E_DATABASE_URL')
    let app: GrowthServer

    test.beforeAll(async () => {
      test.setTimeout(180_000)
      app = await startGrowthServer(variant, 'newsletter-consent')
    })
    test.afterAll(async () => {
      await app?.stop()
    })

    test('sign up, confirm by the e-mailed link, leave from the message, all without JavaScript on the links', async ({
      page,
      browser,
    }) => {
      const origin = app.origin
      const reader = uniqueEmail(`consent-${variant}`)
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.131.${process.pid % 250}.1` })
      await gotoHydrated(page, `${origin}/blog`)
      const form = page.getByRole('form', { name: 'Newsletter sign-up' })
      await form.getByRole('textbox', { name: 'Email address' }).scrollIntoViewIfNeeded()
      await expectLive(form.getByRole('button', { name: 'Subscribe' }))
      await form.getByRole('textbox', { name: 'Email address' }).fill(reader)
      await form.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByTestId('newsletter-confirmation')).toContainText(NEWSLETTER_MESSAGES.success)

      // One message, with the unsubscribe headers of RFC 8058.
      await expect.poll(async () => (await stubMail(reader)).length, { timeout: 20_000 }).toBe(1)
      const [message] = await stubMail(reader)
      expect(message!.subject).toBe('Confirm your subscription to the ReadyApps newsletter')
      expect(message!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      expect(message!.headers['list-unsubscribe']).toMatch(
        /^<https:\/\/www\.readyapps\.test\/newsletter\/unsubscribe\?token=[\w-]{43}>, <mailto:newsletter@readyapps\.test\?subject=unsubscribe>$/,
      )
      const unsubscribeLink = linkIn(message!, '/newsletter/unsubscribe')
      expect(message!.headers['list-unsubscribe']).toContain(unsubscribeLink)

      // Pending: the admin sees it, the export (confirmed only) does not hold it.
      await signIn(page, { origin, from: `10.131.${process.pid % 250}.2` })
      await page.goto(`${origin}/admin/dashboard/subscribers?status=pending&q=${encodeURIComponent(reader)}`)
      await expect(page.getByTestId('subscribers-table')).toContainText(reader)
      await expect(page.getByTestId('subscriber-status')).toHaveText('Pending')
      expect(await subscribersCsv(origin, page)).not.toContain(reader)

      // The same address again (and in capitals) within 10 minutes: the same answer, no second message.
      await gotoHydrated(page, `${origin}/about`)
      const again = page.getByRole('form', { name: 'Newsletter sign-up' })
      await again.getByRole('textbox', { name: 'Email address' }).scrollIntoViewIfNeeded()
      await expectLive(again.getByRole('button', { name: 'Subscribe' }))
      await again.getByRole('textbox', { name: 'Email address' }).fill(reader.toUpperCase())
      await again.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByTestId('newsletter-confirmation')).toContainText(NEWSLETTER_MESSAGES.success)

      // The confirm link, opened without JavaScript: a page with a button; opening it changed nothing.
      await withoutScript(browser, async (plain) => {
        const opened = await plain.goto(`${origin}${sitePath(linkIn(message!, '/newsletter/confirm'))}`)
        expect(opened?.headers()['cache-control']).toBe('no-store')
        expect(opened?.headers()['x-page-cache']).toBeUndefined()
        await expect(plain.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
        await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription')
        await plain.getByRole('button', { name: 'Confirm subscription' }).click()
        await expect(plain.getByTestId('newsletter-link-result')).toHaveText(
          "Thanks! You're subscribed. Look out for our next update in your inbox.",
        )
        // A link is used once.
        await plain.goto(`${origin}${sitePath(linkIn(message!, '/newsletter/confirm'))}`)
        await plain.getByRole('button', { name: 'Confirm subscription' }).click()
        await expect(plain.getByTestId('newsletter-link-result')).toContainText(
          'This link has expired, was already used',
        )
      })
      expect((await stubMail(reader)).length).toBe(1)
      await page.goto(`${origin}/admin/dashboard/subscribers?q=${encodeURIComponent(reader)}`)
      await expect(page.getByTestId('subscriber-status')).toHaveText('Confirmed')
      await expect(page.getByTestId('subscribers-table')).toContainText('privacy policy')
      expect(await subscribersCsv(origin, page)).toContain(reader)

      // Unsubscribe from the message's link, without JavaScript.
      await withoutScript(browser, async (plain) => {
        await plain.goto(`${origin}${sitePath(unsubscribeLink)}`)
        await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter')
        await plain.getByRole('button', { name: 'Unsubscribe' }).click()
        await expect(plain.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed')
      })
      await page.goto(`${origin}/admin/dashboard/subscribers?status=unsubscribed&q=${encodeURIComponent(reader)}`)
      await expect(page.getByTestId('subscriber-status')).toHaveText('Unsubscribed')
      expect(await subscribersCsv(origin, page)).not.toContain(reader)
    })

    test("a mail client's one-click POST unsubscribes without a session or Origin; a cross-site confirm is refused", async () => {
      const origin = app.origin
      const reader = uniqueEmail(`one-click-${variant}`)
      const signUp = await fetch(`${origin}/forms/newsletter`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': `10.131.${process.pid % 250}.3`,
        },
        body: new URLSearchParams({ email: reader }).toString(),
      })
      expect(signUp.status).toBe(303)
      await expect.poll(async () => (await stubMail(reader)).length, { timeout: 20_000 }).toBe(1)
      const [message] = await stubMail(reader)
      const oneClick = /<(https:[^>]+)>/.exec(message!.headers['list-unsubscribe'] ?? '')![1]!

      // A cross-site page cannot confirm someone's sign-up (the CSRF check still covers confirm).
      const confirmPath = sitePath(linkIn(message!, '/newsletter/confirm'))
      const forged = await fetch(`${origin}${confirmPath}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
        body: 'token=x',
      })
      expect(forged.status).toBe(403)
      // Anything but the RFC 8058 body does nothing.
      const wrong = await fetch(`${origin}${sitePath(oneClick)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=Maybe',
      })
      expect(wrong.status).toBe(400)

      // What Gmail or Yahoo send: a POST from their servers, no cookie, no Origin.
      const posted = await fetch(`${origin}${sitePath(oneClick)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(posted.status).toBe(200)
      expect(await posted.text()).toContain('unsubscribed')

      // Now the confirm link no longer subscribes it.
      const page = await fetch(`${origin}${confirmPath}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ token: new URL(confirmPath, origin).searchParams.get('token')! }).toString(),
      })
      expect(page.headers.get('location')).toBe('/newsletter/confirm?result=invalid')
    })
  })
}
