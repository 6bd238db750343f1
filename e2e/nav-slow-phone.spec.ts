import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated } from './support/fixtures'

/** A mid-range phone on slow 4G: CPU 4x slower, Lighthouse's mobile network figures. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
    uploadThroughput: ((750 * 1024) / 8) * 0.9,
  })
}

const isHydrated = (page: Page) =>
  page.evaluate(() => (window as unknown as { __readyappsHydrated?: boolean }).__readyappsHydrated === true)

test.describe('a slow phone acting at DOMContentLoaded', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })
  test.describe.configure({ timeout: 90_000 })

  test('a tap on the menu button as the page shows opens the menu, and it keeps working', async ({ page }) => {
    await slowPhone(page)
    await page.goto('/astroway', { waitUntil: 'domcontentloaded' })
    // Not asserted (a timing), only recorded: whether the tap came before the script had run.
    test.info().annotations.push({ type: 'hydrated at the tap', description: String(await isHydrated(page)) })
    await page.getByRole('button', { name: 'Open menu' }).tap()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()

    // Hydration does not close it, and the script takes over from there.
    await page.waitForFunction(() => (window as unknown as { __readyappsHydrated?: boolean }).__readyappsHydrated)
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' }).first()).toBeVisible()
    await menu.locator('summary', { hasText: 'Resources' }).tap()
    await menu.getByRole('link', { name: 'FAQ' }).tap()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(menu).toBeHidden()
  })

  test('a product tab tapped as the page shows opens that tab', async ({ page }) => {
    await slowPhone(page)
    await page.goto('/astroway', { waitUntil: 'domcontentloaded' })
    await page.getByTestId('showcase-tabs').getByRole('tab', { name: 'Admin panel' }).tap()
    await expect(page).toHaveURL(/\/astroway\?tab=admin$/)
    await expect(page.getByTestId('showcase-tabs').getByRole('tab', { name: 'Admin panel' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })
})

test.describe('once hydrated, at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('Escape in the country menu closes only the country menu', async ({ page }) => {
    await gotoHydrated(page, '/chitchat')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByTestId('mobile-menu')
    await menu.getByTestId('mobile-country-selector').click()
    const global = page.getByRole('menuitem', { name: 'Global ($)' })
    await expect(global).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(global).toBeHidden()
    await expect(menu).toBeVisible()
    await expect(menu.getByTestId('mobile-country-selector')).toBeFocused()
    // A second Escape closes the menu itself.
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    // The choice made there changes the prices in place.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByTestId('mobile-country-selector').click()
    await global.click()
    await expect(menu.getByTestId('mobile-country-selector')).toContainText('Global ($)')
    await page.keyboard.press('Escape')
    await expect(page.locator('[data-price]').first()).toHaveAttribute('data-currency', 'USD')
  })

  test('a product tab clicked once hydrated changes without a reload', async ({ page }) => {
    await gotoHydrated(page, '/astroway')
    await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true))
    await page.getByTestId('showcase-tabs').getByRole('tab', { name: 'Website' }).click()
    await expect(page).toHaveURL(/\/astroway\?tab=website$/)
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
  })
})
