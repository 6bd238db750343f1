import type { Browser, BrowserContext, Page, Request, Response } from '@playwright/test'
import { parseCsv } from '../src/domain/csv'
import { createScratchDatabase } from '../scripts/scratch-postgres'
import { signIn } from './support/admin'
import { demoDialog, uniqueEmail } from './support/contact'
import { expect, gotoHydrated, test, waitForHydration } from './support/fixtures'
import { startAppServer, type AppServerProcess } from './support/own-server'
import { everyRuleViolations } from './support/axe'
import { holdScripts } from './support/slow-phone'

/**
 * The site's own analytics (issue 49), end to end on a server of its own: on PGlite, and on
 * Postgres when TEST_DATABASE_URL is set (CI sets it). Visits are made by browsers with a
 * person's user agent (the headless one is a bot to the endpoint), each from its own address
 * (the server trusts one proxy hop), so each is its own visitor; the admin reads the figures on
 * the analytics page and in its CSV exports.
 */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.E2E_DATABASE_URL || ''

let clients = 0
/** A browser context of a new visitor (its own address), with a person's user agent unless told. */
async function visitor(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  clients += 1
  return browser.newContext({
    userAgent: CHROME,
    extraHTTPHeaders: { 'x-forwarded-for': `10.49.${process.pid % 250}.${clients}` },
    ...options,
  })
}

const isBeacon = (response: Response) => ['/a', '/a.gif'].includes(new URL(response.url()).pathname)

/** One table of the analytics page as CSV rows keyed by header (the admin's export). */
async function exported(admin: Page, origin: string, table: string): Promise<Record<string, string>[]> {
  const response = await admin.request.get(`${origin}/admin/analytics.csv?table=${table}&range=7d`)
  expect(response.status()).toBe(200)
  const [header = [], ...rows] = parseCsv(await response.text())
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])))
}

const rowOf = (rows: Record<string, string>[], key: string, value: string) => rows.find((row) => row[key] === value)

function analyticsSuite(variant: 'PGlite' | 'Postgres') {
  test.describe(`analytics on ${variant}`, () => {
    test.skip(variant === 'Postgres' && !postgresUrl, 'needs TEST_DATABASE_URL (CI sets it)')
    test.describe.configure({ mode: 'serial', timeout: 90_000 })

    let server: AppServerProcess | undefined
    let drop: (() => Promise<void>) | undefined
    let adminContext: BrowserContext
    let admin: Page
    let origin = ''

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(180_000)
      let env: Record<string, string> = {}
      if (variant === 'Postgres') {
        const database = await createScratchDatabase(postgresUrl, 'readyapps_e2e_analytics')
        drop = database.drop
        env = { DATABASE_URL: database.url }
      }
      server = await startAppServer(env, { logName: `analytics ${variant}` })
      origin = server.origin
      adminContext = await browser.newContext({ userAgent: CHROME })
      admin = await adminContext.newPage()
      await signIn(admin, { origin, from: `10.48.${process.pid % 250}.${variant === 'PGlite' ? 1 : 2}` })
    })

    test.afterAll(async () => {
      await adminContext?.close()
      await server?.stop('SIGTERM')
      await drop?.()
    })

    test('a reading visit without its script is counted once with its source and campaign, a visit without JavaScript too, a bot never', async ({
      browser,
    }) => {
      // A crawler that runs the page's script: its beacon goes out and is not counted.
      const botContext = await visitor(browser, { userAgent: GOOGLEBOT })
      const bot = await botContext.newPage()
      const botBeacon = bot.waitForResponse(isBeacon)
      await bot.goto(`${origin}/careers`)
      expect((await botBeacon).status()).toBe(204)
      await botContext.close()

      // Without JavaScript: the <noscript> image.
      const offContext = await visitor(browser, { javaScriptEnabled: false })
      const off = await offContext.newPage()
      const pixel = off.waitForResponse(isBeacon)
      await off.goto(`${origin}/faq`)
      expect((await pixel).headers()['content-type']).toBe('image/gif')
      await offContext.close()

      // A reader whose page's script never runs (held back): the inline beacon counts the view and
      // gives the tag manager its page_view.
      const readerContext = await visitor(browser)
      const reader = await readerContext.newPage()
      const held = await holdScripts(reader)
      const beacon = reader.waitForResponse(isBeacon)
      await reader.goto(`${origin}/careers?utm_source=newsletter&utm_medium=email&utm_campaign=winter-hiring`, {
        referer: 'https://news.example.org/jobs?id=7',
      })
      expect((await beacon).status()).toBe(204)
      expect(
        await reader.evaluate(() =>
          (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view').map((entry) => entry.page_path),
        ),
      ).toEqual(['/careers'])
      // Not one of the page's scripts was asked for: the reading visit ran the inline beacon only.
      expect(held.urls).toEqual([])
      await readerContext.close()

      const pages = await exported(admin, origin, 'pages')
      expect(rowOf(pages, 'Page', '/careers')).toMatchObject({ Views: '1', Visitors: '1' })
      expect(rowOf(pages, 'Page', '/faq')).toMatchObject({ Views: '1', Visitors: '1' })
      // The referrer's host only, never its path or query.
      expect(rowOf(await exported(admin, origin, 'sources'), 'Referrer host', 'news.example.org')).toMatchObject({
        Visitors: '1',
      })
      expect(rowOf(await exported(admin, origin, 'campaigns'), 'utm_campaign', 'winter-hiring')).toMatchObject({
        Visitors: '1',
        Views: '1',
      })

      // The same on the admin's page, in its tables.
      await gotoHydrated(admin, `${origin}/admin/dashboard/analytics?range=7d`)
      await expect(admin.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible()
      await expect(admin.getByTestId('analytics-sources')).toContainText('news.example.org')
      await expect(admin.getByTestId('analytics-campaigns').getByRole('row', { name: /winter-hiring/ })).toBeVisible()
      await expect(admin.getByTestId('analytics-pages').getByRole('row', { name: /\/careers/ })).toContainText('1')
    })

    test('a lead is attributed to the page and the campaign of the visit it came from, and the page view was counted once', async ({
      browser,
    }) => {
      const context = await visitor(browser)
      const page = await context.newPage()
      await page.goto(`${origin}/astroway?utm_campaign=spring-sale&utm_source=partner`, {
        referer: 'https://partner.example.com/offers',
      })
      await waitForHydration(page)
      await page
        .locator('main')
        .getByRole('link', { name: /^Request a demo$/i })
        .first()
        .click()
      const dialog = await demoDialog(page)
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Kavya Menon')
      await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('analytics'))
      await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 98450 22222')
      await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
      await dialog.getByRole('button', { name: 'Send request' }).click()
      await expect(page).toHaveURL(/\/thank-you$/)
      await context.close()

      const pages = await exported(admin, origin, 'pages')
      // One view, though the page hydrated (the bundle counts only later route changes).
      expect(rowOf(pages, 'Page', '/astroway')).toMatchObject({
        Views: '1',
        Visitors: '1',
        'Contact opened': '1',
        Leads: '1',
      })
      expect(rowOf(await exported(admin, origin, 'campaigns'), 'utm_campaign', 'spring-sale')).toMatchObject({
        Leads: '1',
        'Contact opened': '1',
      })
      expect(rowOf(await exported(admin, origin, 'sources'), 'Referrer host', 'partner.example.com')).toMatchObject({
        Leads: '1',
      })
      await gotoHydrated(admin, `${origin}/admin/dashboard/analytics?range=7d`)
      await expect(admin.getByTestId('analytics-conversion').getByRole('row', { name: /\/astroway/ })).toBeVisible()
    })

    test('forged, foreign and oversized beacons get 400 and change nothing', async ({ playwright }) => {
      const tables = ['pages', 'sources', 'campaigns', 'days'] as const
      const before = await Promise.all(tables.map((table) => exported(admin, origin, table)))
      const client = await playwright.request.newContext({
        baseURL: origin,
        userAgent: CHROME,
        extraHTTPHeaders: { 'x-forwarded-for': '10.47.0.1', 'sec-fetch-site': 'same-origin' },
      })
      const forged: Array<[string, string | Buffer, Record<string, string>?]> = [
        ['an unknown page', '{"k":"view","p":"/no-such-page/at/all"}'],
        ['an admin page', '{"k":"view","p":"/admin/dashboard"}'],
        ['an extra key', '{"k":"view","p":"/careers","visitor":"me"}'],
        ['not JSON', 'k=view&p=/careers'],
        ['an oversized body', JSON.stringify({ k: 'view', p: '/careers', r: `https://x.example/${'y'.repeat(4000)}` })],
        ['another site', '{"k":"view","p":"/careers"}', { 'sec-fetch-site': 'cross-site' }],
        ['a bad vitals report', '{"k":"vitals","t":"/","m":{"LCP":-5}}'],
      ]
      for (const [name, body, headers] of forged) {
        const response = await client.post('/a', { data: body, headers: { 'content-type': 'text/plain', ...headers } })
        expect(response.status(), name).toBe(400)
      }
      expect((await client.get('/a.gif?p=/careers&x=1')).status()).toBe(400)
      expect((await client.get('/a')).status()).toBe(405)
      await client.dispose()
      const after = await Promise.all(tables.map((table) => exported(admin, origin, table)))
      expect(after).toEqual(before)
    })

    test("web-vitals reports reach the admin's table, rated per page type", async ({ browser }) => {
      const context = await visitor(browser)
      // Every page load of this visitor reports (the sample is 25% otherwise).
      await context.addInitScript(() => {
        ;(window as unknown as { __readyappsVitalsSample: number }).__readyappsVitalsSample = 1
      })
      const page = await context.newPage()
      // The vitals chunk comes after hydration; the report can only be made once it has run.
      const chunk = page.waitForResponse((response) => /\/assets\/field-vitals-[^/]+\.js$/.test(response.url()))
      await gotoHydrated(page, `${origin}/about`)
      await chunk
      const reports: Request[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/a' && request.postData()?.includes('"k":"vitals"')) {
          reports.push(request)
        }
      })
      const withLcp = () => reports.filter((report) => report.postData()?.includes('"LCP"'))
      // A tap (web-vitals takes LCP as final at a real click or key), then the page is hidden (a tab
      // switch, or the visitor leaving): web-vitals reports then. Again until the report is out (the
      // chunk may still be starting); each metric goes out once.
      await expect
        .poll(async () => {
          await page.getByRole('heading', { level: 1 }).click()
          await page.evaluate(() => {
            Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
            document.dispatchEvent(new Event('visibilitychange'))
          })
          return withLcp().length > 0
        })
        .toBe(true)
      const [lcp, ...again] = withLcp()
      expect(again).toHaveLength(0)
      expect(JSON.parse(lcp!.postData()!)).toMatchObject({ k: 'vitals', t: '/about' })
      // The beacon is answered before the visitor leaves: closing the tab at once could cancel it
      // in flight, and nothing would reach the server.
      expect((await lcp!.response())?.status()).toBe(204)
      await context.close()

      await expect
        .poll(async () =>
          rowOf(
            (await exported(admin, origin, 'vitals')).filter((row) => row.Days === '7'),
            'Metric',
            'LCP',
          ),
        )
        .toMatchObject({ 'Page type': '/about', Reports: '1' })
      await gotoHydrated(admin, `${origin}/admin/dashboard/analytics?range=7d`)
      const table = admin.getByTestId('vitals-7')
      await expect(table.getByRole('row', { name: /\/about.*LCP/ })).toContainText(/Good|Needs improvement|Poor/)
    })

    test('the analytics page with figures: periods and a custom range by keyboard, at 375 px without sideways scrolling, and nothing for axe', async () => {
      await admin.setViewportSize({ width: 1280, height: 900 })
      await gotoHydrated(admin, `${origin}/admin/dashboard/analytics`)
      await expect(admin.getByRole('link', { name: '28 days' })).toHaveAttribute('aria-current', 'page')
      const ninety = admin.getByRole('link', { name: '90 days' })
      await ninety.focus()
      await admin.keyboard.press('Enter')
      await expect(admin).toHaveURL(/range=90d/)
      await expect(ninety).toHaveAttribute('aria-current', 'page')

      const range = admin.getByRole('form', { name: 'Custom range' })
      const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
      await range.getByLabel('From').fill(today)
      await range.getByLabel('To').fill(today)
      await range.getByLabel('To').press('Enter')
      await expect(admin).toHaveURL(new RegExp(`range=custom&from=${today}&to=${today}`))
      await expect(admin.getByTestId('analytics-views-value')).not.toHaveText('0')
      expect(await everyRuleViolations(admin, 'analytics')).toEqual([])

      await admin.setViewportSize({ width: 375, height: 800 })
      await gotoHydrated(admin, `${origin}/admin/dashboard/analytics?range=7d`)
      await expect(admin.getByTestId('analytics-pages')).toBeVisible()
      const widths = await admin.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: innerWidth }))
      expect(widths.scroll).toBeLessThanOrEqual(widths.view)
      await admin.setViewportSize({ width: 1280, height: 900 })
    })
  })
}

analyticsSuite('PGlite')
analyticsSuite('Postgres')
