import type { Browser, Page } from '@playwright/test'
import { test, expect, gotoHydrated } from './support/own-server'
import { ADMIN, signIn } from './support/admin'
import { base32Decode, hotp, timeStep } from '../src/server/auth/totp.server'

/**
 * Two-step sign-in for the embedded admin: set up on the account page, then asked at every
 * sign-in after the password (a native form, with or without JavaScript), codes single-use,
 * recovery codes once each. The test computes the codes from the secret the page shows, as an
 * authenticator app would. Its own server: the admin's enrolment must not reach other specs.
 */
test.use({
  ownServer: { name: 'admin-second-factor', env: { ADMIN_SECRETS_KEY: Buffer.alloc(32, 9).toString('base64') } },
})
test.describe.configure({ mode: 'serial' })

let secret: Buffer
let recoveryCodes: string[] = []
/** The last 30-second step whose code the server accepted: its code is never accepted again. */
let lastUsedStep = 0

/**
 * A code the server has not accepted before: the app's current one, or the next step's (the
 * server takes one step either side), waiting for the clock when both were used already.
 */
async function freshCode(): Promise<string> {
  const step = Math.max(lastUsedStep + 1, timeStep(Date.now()))
  while (step > timeStep(Date.now()) + 1) await new Promise((resolve) => setTimeout(resolve, 500))
  lastUsedStep = step
  return hotp(secret, step)
}

/** The password step in a fresh browser: it leads to the code form, not the dashboard. */
async function passwordStep(browser: Browser, origin: string, from: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': from },
  })
  const page = await context.newPage()
  if (javaScriptEnabled) await gotoHydrated(page, '/admin')
  else await page.goto('/admin')
  await page.getByLabel(/^E-mail/).fill(ADMIN.email)
  await page.getByLabel(/^Password/).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/verify$/)
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
  return page
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel(/^Code/).fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
}

test('an admin sets up two-step sign-in on the account page and gets ten recovery codes once', async ({ page }) => {
  await signIn(page, { from: '203.0.113.41' })
  await page.goto('/admin/dashboard/account')
  const card = page.locator('#second-factor')
  await card.getByRole('button', { name: 'Set up two-step sign-in' }).click()
  const shown = (await card.getByTestId('second-factor-secret').textContent()) ?? ''
  expect(shown).toMatch(/^[A-Z2-7 ]{32,}$/)
  secret = base32Decode(shown)
  await expect(card.getByTestId('second-factor-uri')).toContainText(`otpauth://totp/ReadyApps%20admin:`)
  await expect(card.getByTestId('second-factor-uri')).toContainText(`secret=${shown.replace(/ /g, '')}`)
  // A wrong first code turns nothing on.
  await card.getByLabel('Code from the app').fill('000000')
  await card.getByRole('button', { name: 'Turn on' }).click()
  await expect(card.getByTestId('second-factor-feedback')).toContainText('not right')
  await card.getByLabel('Code from the app').fill(await freshCode())
  await card.getByRole('button', { name: 'Turn on' }).click()
  const codes = card.getByTestId('recovery-codes').getByRole('listitem')
  await expect(codes).toHaveCount(10)
  recoveryCodes = await codes.allTextContents()
  await expect(card.getByTestId('second-factor-status')).toContainText('Recovery codes left: 10')
  // Shown once: the page drawn again lists them no more.
  await page.reload()
  await expect(page.locator('#second-factor').getByTestId('second-factor-status')).toBeVisible()
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0)
})

test('the password alone opens nothing: the code is asked, a wrong one is refused, a right one signs in', async ({
  browser,
  appServer,
}) => {
  const page = await passwordStep(browser, appServer.origin, '203.0.113.42')
  // The pending sign-in is not a session.
  const dashboard = await page.request.get('/admin/dashboard', { maxRedirects: 0 })
  expect([302, 307]).toContain(dashboard.status())
  await enterCode(page, '123456')
  await expect(page.getByRole('alert')).toContainText('not right')
  await expect(page).toHaveURL(/\/admin\/verify$/)
  await enterCode(page, await freshCode())
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 15_000 })
  await page.context().close()
})

test('without JavaScript the code form works too, and a code used once is refused the second time', async ({
  browser,
  appServer,
}) => {
  test.setTimeout(120_000)
  const first = await passwordStep(browser, appServer.origin, '203.0.113.43', false)
  const code = await freshCode()
  await enterCode(first, code)
  await expect(first).toHaveURL(/\/admin\/dashboard$/)
  await first.context().close()
  const second = await passwordStep(browser, appServer.origin, '203.0.113.44', false)
  await enterCode(second, code)
  await expect(second).toHaveURL(/\/admin\/verify$/)
  await expect(second.getByRole('alert')).toContainText('used already')
  await second.context().close()
})

test('a recovery code signs in once, and never again', async ({ browser, appServer }) => {
  const [code] = recoveryCodes as [string]
  const first = await passwordStep(browser, appServer.origin, '203.0.113.45')
  await enterCode(first, code)
  await expect(first).toHaveURL(/\/admin\/dashboard$/)
  await first.goto('/admin/dashboard/account')
  await expect(first.getByTestId('second-factor-status')).toContainText('Recovery codes left: 9')
  await first.context().close()
  const second = await passwordStep(browser, appServer.origin, '203.0.113.46')
  await enterCode(second, code)
  await expect(second.getByRole('alert')).toContainText('not right')
  await expect(second).toHaveURL(/\/admin\/verify$/)
  await second.context().close()
})

test('the code form is only there while a sign-in waits for its code', async ({ page }) => {
  await page.goto('/admin/verify')
  await expect(page).toHaveURL(/\/admin$/)
})
