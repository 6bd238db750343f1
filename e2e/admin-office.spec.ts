import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { parseCsv } from '../src/domain/csv'
import { PRIVACY_POLICY_VERSION } from '../src/content/legal'
import { test, expect, linkIn, stubMail, waitForHydration } from './support/fixtures'
import { COLOUR_RULES, everyRuleViolations, rerunAxe, violationLines } from './support/axe'
import { expectScheme, setSystemScheme, switchScheme } from './support/scheme'
import {
  E2E_SERVER_ENV,
  spawnAppServer,
  waitForHealth,
  warmStaticFiles,
  type AppServerProcess,
} from './support/own-server'

/**
 * The back office end to end, on a server of its own: the shared e2e server keeps its database in
 * memory, which the admin:create CLI cannot reach. So this spec makes a PGlite folder, creates the
 * admin with the CLI, stores a few leads, then starts the production server on that folder (on a
 * port the system picks; the server is killed with the worker if the run is cut short).
 */
let origin = ''
const OWNER = { email: 'owner@readyapps.test', password: 'office e2e passphrase 1' }
const NEW_PASSWORD = 'office e2e passphrase 2'

test.describe.configure({ mode: 'serial' })

let dir = ''
let server: AppServerProcess | undefined
let password = OWNER.password

/** YYYY-MM-DD of an instant in India, the admin area's time zone. */
function istDay(date: Date): string {
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 10)
}

function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? -1, output }))
  })
}

async function hydrated(page: Page, path: string) {
  await page.goto(`${origin}${path}`)
  await waitForHydration(page)
}

let signIns = 0

/** Each sign-in comes from its own address (the server trusts one proxy hop), so the per-IP limit stays out of the way. */
async function signIn(page: Page, pass = password) {
  signIns += 1
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.91.${process.pid % 250}.${signIns}` })
  await hydrated(page, '/admin')
  await page.getByLabel(/^E-mail/).fill(OWNER.email)
  await page.getByLabel(/^Password/).fill(pass)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function newAdminPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  return { context, page }
}

test.beforeAll(async () => {
  test.setTimeout(150_000)
  dir = await mkdtemp(join(tmpdir(), 'readyapps-office-e2e-'))
  const dataDir = join(dir, 'pglite')

  const created = await run(process.execPath, ['scripts/admin-create.mjs', '--email', OWNER.email], {
    PGLITE_DATA_DIR: dataDir,
    ADMIN_CREATE_PASSWORD: OWNER.password,
    DATABASE_URL: '',
    SUPABASE_URL: '',
  })
  expect(created.output.trim()).toBe(`Created admin ${OWNER.email}`)
  expect(created.code).toBe(0)

  // Leads, straight into the folder the CLI migrated: two this month, one in the month before.
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dataDir)
  const now = Date.now()
  for (const [product, ageDays] of [
    ['food-delivery', 0],
    ['food-delivery', 2],
    ['chitchat', 40],
  ] as const) {
    await db.query(
      `INSERT INTO contact_requests (name, email, mobile, product, created_at, delivery_status)
       VALUES ('Office E2E', 'lead@example.com', '+919800000000', $1, $2, 'skipped')`,
      [product, new Date(now - ageDays * 86_400_000).toISOString()],
    )
  }
  await db.close()

  server = spawnAppServer(
    {
      ...E2E_SERVER_ENV,
      PGLITE_DATA_DIR: dataDir,
      IP_LOOKUP_URL: 'http://127.0.0.1:9',
      // No account from the environment: the CLI made the only one.
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    { logName: 'admin-office' },
  )
  await waitForHealth(server)
  origin = server.origin
  await warmStaticFiles(origin)
})

test.afterAll(async () => {
  if (server) {
    const killer = setTimeout(() => server?.process.kill('SIGKILL'), 5_000)
    await server.stop('SIGTERM')
    clearTimeout(killer)
  }
  if (dir) await rm(dir, { recursive: true, force: true })
})

test('the admin made with the CLI signs in and lands on the dashboard with no public skeleton', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.92.${process.pid % 250}.1` })
  await hydrated(page, '/admin')
  // Record whether the public page skeleton ever shows between the click and the dashboard.
  await page.evaluate(() => {
    const w = window as unknown as { __sawSkeleton?: boolean }
    w.__sawSkeleton = false
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="page-skeleton"]')) w.__sawSkeleton = true
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.getByLabel(/^E-mail/).fill(OWNER.email)
  await page.getByLabel(/^Password/).fill(OWNER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __sawSkeleton?: boolean }).__sawSkeleton)).toBe(false)
})

test('the dashboard counts the last 30 days and links into the filtered leads', async ({ page }) => {
  await signIn(page)
  const leads = page.getByTestId('stat-leads')
  await expect(leads.getByTestId('stat-leads-value')).toHaveText('2')
  await expect(leads).toContainText('+1 (+100%) vs the 30 days before')

  const to = istDay(new Date())
  const from = istDay(new Date(Date.now() - 29 * 86_400_000))
  await expect(leads).toHaveAttribute('href', `/admin/dashboard/leads?from=${from}&to=${to}`)

  const byProduct = page.getByRole('region', { name: 'Leads by product' })
  const foodDelivery = byProduct.getByRole('link', { name: /^Food Delivery.* 2$/i })
  await expect(foodDelivery).toBeVisible()
  await foodDelivery.click()
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard/leads\\?from=${from}&to=${to}&product=food-delivery$`))
})

test('a visitor subscribes; the admin finds, exports and deletes the subscriber', async ({ page }) => {
  const address = `office.reader.${Date.now()}@example.com`
  await hydrated(page, '/blog')
  const form = page.getByRole('form', { name: 'Newsletter sign-up' })
  await form.getByRole('textbox', { name: 'Email address' }).fill(address)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByTestId('newsletter-confirmation')).toBeVisible()
  // The visitor confirms with the e-mailed link (tests of the consent itself: newsletter-consent.spec.ts).
  await expect.poll(async () => (await stubMail(address)).length, { timeout: 20_000 }).toBe(1)
  const confirmLink = new URL(linkIn((await stubMail(address))[0]!, '/newsletter/confirm'))
  await page.goto(`${origin}${confirmLink.pathname}${confirmLink.search}`)
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.getByTestId('newsletter-link-result')).toContainText("You're subscribed")

  await signIn(page)
  // The dashboard's latest subscribers show it with the page it came from.
  await expect(page.getByTestId('latest-subscribers')).toContainText(address)
  await expect(page.getByTestId('stat-subscribers-value')).toHaveText('1')

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Subscribers' }).click()
  await page.getByRole('searchbox', { name: 'Search by e-mail' }).fill('office.reader')
  await page.getByRole('searchbox', { name: 'Search by e-mail' }).press('Enter')
  await expect(page).toHaveURL(/\/admin\/dashboard\/subscribers\?q=office\.reader$/)
  const table = page.getByTestId('subscribers-table')
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText(address)
  await expect(table).toContainText('/blog')

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
  const rows = parseCsv(await readFile((await download.path())!, 'utf8'))
  expect(rows[0]).toEqual(['E-mail', 'Signed up (UTC)', 'Source page', 'Form', 'Confirmed (UTC)', 'Privacy policy'])
  expect(rows.slice(1)).toEqual([
    [
      address,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      '/blog',
      'footer',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      PRIVACY_POLICY_VERSION,
    ],
  ])

  // Signed out, the export answers 401 and is never cached.
  const anonymous = await fetch(`${origin}/admin/subscribers.csv`)
  expect(anonymous.status).toBe(401)
  expect(anonymous.headers.get('cache-control')).toBe('no-store')

  await table.getByRole('button', { name: `Delete ${address}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this subscriber?' })
  await expect(dialog).toContainText(address)
  await dialog.getByRole('button', { name: 'Delete subscriber' }).click()
  await expect(page.getByTestId('subscribers-empty')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('subscribers-empty')).toBeVisible()
})

test('changing the password: the wrong current one is refused, the new one signs in', async ({ page }) => {
  await signIn(page)
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Account' }).click()
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()

  await page.getByLabel(/^Current password/).fill('not my password at all')
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD)
  await page.getByLabel(/^Repeat the new password/).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByTestId('password-feedback')).toHaveText('Your current password is not right.')

  await page.getByLabel(/^Current password/).fill(OWNER.password)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByTestId('password-feedback')).toHaveText('Password changed. Other sessions were signed out.')
  password = NEW_PASSWORD

  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await signIn(page, OWNER.password)
  await expect(page.getByRole('alert')).toContainText('Invalid e-mail or password.')
  await signIn(page, NEW_PASSWORD)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
})

test('signing out everywhere ends the session in another browser too', async ({ browser }) => {
  const first = await newAdminPage(browser)
  const second = await newAdminPage(browser)
  await first.page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Account' }).click()
  await first.page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await first.page
    .getByRole('dialog', { name: 'Sign out everywhere?' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click()
  await expect(first.page).toHaveURL(/\/admin$/)

  await second.page.reload()
  await expect(second.page).toHaveURL(/\/admin\?redirect=%2Fadmin%2Fdashboard$/)
  await expect(second.page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await first.context.close()
  await second.context.close()
})

test('at 375 px the admin pages fit the screen and the menu holds Sign out', async ({ browser }) => {
  const { context, page } = await newAdminPage(browser, { viewport: { width: 375, height: 800 } })
  for (const path of [
    '/admin/dashboard',
    '/admin/dashboard/analytics',
    '/admin/dashboard/subscribers',
    '/admin/dashboard/account',
  ]) {
    await hydrated(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: innerWidth }))
    expect(widths.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.view)
  }
  // The header has no room for "Sign out": it is in the menu behind the burger, reachable by keyboard.
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeHidden()
  const burger = page.getByRole('button', { name: 'Admin navigation' })
  await burger.focus()
  await page.keyboard.press('Enter')
  await expect(burger).toHaveAttribute('aria-expanded', 'true')
  const signOut = page.getByRole('button', { name: 'Sign out', exact: true })
  await expect(signOut).toBeVisible()
  await signOut.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin$/)
  await context.close()
})

/**
 * axe on the page in front of it: every rule in the light scheme, then the system turns dark under
 * the page (which follows it) and the rules that depend on colour run again.
 */
async function axeInBothSchemes(page: Page, label: string): Promise<string[]> {
  const violations = await everyRuleViolations(page, `${label} light`)
  await switchScheme(page, 'dark')
  violations.push(...violationLines(await rerunAxe(page, COLOUR_RULES), `${label} dark`))
  return violations
}

test('axe finds nothing on the office pages in either scheme', async ({ browser }) => {
  // Every page of the office (the sign-in page, each section, the phone menu) under axe: longer than
  // the default 30 s on a busy machine. A lead's own page is checked in e2e/admin-leads.spec.ts.
  test.setTimeout(120_000)
  const { context, page } = await newAdminPage(browser, { colorScheme: 'light' })
  const violations: string[] = []
  for (const path of [
    '/admin/dashboard',
    '/admin/dashboard/leads',
    '/admin/dashboard/postmanagement',
    '/admin/dashboard/analytics',
    '/admin/dashboard/subscribers',
    '/admin/dashboard/account',
  ]) {
    await setSystemScheme(page, 'light')
    await hydrated(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectScheme(page, 'light')
    violations.push(...(await axeInBothSchemes(page, path)))
  }
  await setSystemScheme(page, 'light')
  await page.setViewportSize({ width: 375, height: 800 })
  await hydrated(page, '/admin/dashboard')
  await page.getByRole('button', { name: 'Admin navigation' }).click()
  violations.push(...(await axeInBothSchemes(page, '/admin/dashboard menu 375')))
  await context.close()

  // AxeBuilder needs a page of a context made with browser.newContext().
  const signedOutContext = await browser.newContext({ colorScheme: 'light' })
  const signedOut = await signedOutContext.newPage()
  await hydrated(signedOut, '/admin')
  violations.push(...(await axeInBothSchemes(signedOut, '/admin')))
  await signedOutContext.close()
  expect(violations).toEqual([])
})
