import { test, expect, gotoHydrated } from './support/fixtures'
import { holdScripts, isHydrated, slowPhone, waitForHydration } from './support/slow-phone'

/**
 * A tap made before the page's script has run is never lost: the page's JavaScript is held back
 * (holdScripts) until the tap has been made and its result checked, so the tap comes before
 * hydration for certain; then the script is let through on a slow phone and takes over.
 */
test.describe('a slow phone acting before hydration', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })
  test.describe.configure({ timeout: 90_000 })

  test('a tap on the menu button before hydration opens the menu, and it keeps working', async ({ page }) => {
    await slowPhone(page)
    const scripts = await holdScripts(page)
    await page.goto('/astroway', { waitUntil: 'commit' })
    await page.getByRole('button', { name: 'Open menu' }).tap()
    const menu = page.getByTestId('mobile-menu')
    // The native popover opened with the server's HTML alone.
    await expect(menu).toBeVisible()
    expect(await menu.evaluate((element) => element.matches(':popover-open'))).toBe(true)
    expect(await isHydrated(page), 'the page has not hydrated yet').toBe(false)

    // Hydration does not close it, and the script takes over from there.
    await scripts.release()
    await waitForHydration(page)
    expect(scripts.urls.length, "the page's scripts were held").toBeGreaterThan(0)
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' }).first()).toBeVisible()
    await menu.locator('summary', { hasText: 'Resources' }).tap()
    await menu.getByRole('link', { name: 'FAQ' }).tap()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(menu).toBeHidden()
  })

  test('a product tab tapped before hydration opens that tab, and hydration keeps it', async ({ page }) => {
    await slowPhone(page)
    const scripts = await holdScripts(page)
    await page.goto('/astroway', { waitUntil: 'commit' })
    const tour = page.getByRole('radiogroup', { name: /: Product tour$/ })
    await tour.getByText('Admin panel', { exact: true }).tap()
    // A radio shown by CSS: the tab answers at once, and the page's inline script writes the address.
    await expect(tour.getByRole('radio', { name: 'Admin panel' })).toBeChecked()
    await expect(page.getByTestId('showcase-panel-admin')).toBeVisible()
    await expect(page.getByTestId('showcase-panel-user')).toBeHidden()
    await expect(page).toHaveURL(/\/astroway\?tab=admin$/)
    expect(await isHydrated(page), 'the page has not hydrated yet').toBe(false)

    // Hydration neither takes the choice back nor drops it from the address.
    await scripts.release()
    await waitForHydration(page)
    expect(scripts.urls.length, "the page's scripts were held").toBeGreaterThan(0)
    await expect(tour.getByRole('radio', { name: 'Admin panel' })).toBeChecked()
    await expect(page.getByTestId('showcase-panel-admin')).toBeVisible()
    await expect(page).toHaveURL(/\/astroway\?tab=admin$/)

    // And the tabs keep answering once it has.
    await tour.getByText('Website', { exact: true }).tap()
    await expect(tour.getByRole('radio', { name: 'Website' })).toBeChecked()
    await expect(page.getByTestId('showcase-panel-website')).toBeVisible()
    await expect(page).toHaveURL(/\/astroway\?tab=website$/)
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
    const tour = page.getByRole('radiogroup', { name: /: Product tour$/ })
    await tour.getByText('Website', { exact: true }).click()
    await expect(tour.getByRole('radio', { name: 'Website' })).toBeChecked()
    await expect(page.getByTestId('showcase-panel-website')).toBeVisible()
    await expect(page).toHaveURL(/\/astroway\?tab=website$/)
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
  })
})
