import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'

// The server's HTML alone: menus, the Contact panel, the country choice, tabs and filters all
// work with JavaScript turned off (they are native popovers, <details>, forms, links and radio
// groups shown by CSS).
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the mobile menu opens, expands a group, and its links lead on', async ({ page }) => {
      await page.goto('/')
      const menu = page.getByTestId('mobile-menu')
      await expect(menu).toBeHidden()
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(menu).toBeVisible()
      const box = await menu.boundingBox()
      expect(box?.width).toBe(375)
      await menu.locator('summary', { hasText: 'Apps' }).click()
      await menu.getByRole('link', { name: 'Food Delivery' }).click()
      await expect(page).toHaveURL(/\/apps\/food-delivery$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByTestId('mobile-menu')).toBeHidden()

      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByTestId('mobile-menu').getByRole('link', { name: 'Careers' }).click()
      await expect(page).toHaveURL(/\/careers$/)
    })

    test('the mobile menu closes with its close button and with Escape', async ({ page }) => {
      await page.goto('/about')
      const menu = page.getByTestId('mobile-menu')
      await page.getByRole('button', { name: 'Open menu' }).click()
      await menu.getByRole('button', { name: 'Close menu' }).click()
      await expect(menu).toBeHidden()
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(menu).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
    })

    test('the country menu inside the mobile menu switches to dollars and back', async ({ page }) => {
      await page.goto('/chitchat')
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByTestId('mobile-menu')
      await menu.getByTestId('mobile-country-selector').click()
      // Escape closes only the country menu: the mobile menu stays open.
      await expect(page.getByRole('menuitem', { name: 'Global ($)' })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menuitem', { name: 'Global ($)' })).toBeHidden()
      await expect(menu).toBeVisible()

      await menu.getByTestId('mobile-country-selector').click()
      await page.getByRole('menuitem', { name: 'Global ($)' }).click()
      await expect(page).toHaveURL(/\/chitchat$/)
      await expectPrices(page, '$')
    })
  })

  test('a nav dropdown opens and its links lead on', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const menu = page.getByRole('menu', { name: 'Resources' })
    await expect(menu).toBeHidden()
    await nav.getByRole('button', { name: 'Resources' }).click()
    await expect(menu).toBeVisible()
    // The menu sits under its button, not somewhere else on the page.
    const trigger = await nav.getByRole('button', { name: 'Resources' }).boundingBox()
    const panel = await menu.boundingBox()
    expect(panel!.y).toBeGreaterThanOrEqual(trigger!.y + trigger!.height)
    expect(Math.abs(panel!.x - trigger!.x)).toBeLessThan(2)
    await menu.getByRole('menuitem', { name: /FAQ/ }).click()
    await expect(page).toHaveURL(/\/faq$/)

    await nav.getByRole('button', { name: 'Apps' }).click()
    await page
      .getByRole('menu', { name: 'Apps' })
      .getByRole('menuitem', { name: /Chitchat/ })
      .click()
    await expect(page).toHaveURL(/\/chitchat$/)
  })

  test('the Contact popover offers every way to reach us', async ({ page }) => {
    await page.goto('/portfolio')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact' }).click()
    const popover = page.getByTestId('contact-popover')
    await expect(popover).toBeVisible()
    await expect(popover.getByRole('link', { name: 'sales@readyapps.dev' })).toHaveAttribute(
      'href',
      'mailto:sales@readyapps.dev',
    )
    await expect(popover.getByRole('link', { name: /\+91/ })).toHaveAttribute('href', /^tel:/)
    await expect(popover.getByRole('link', { name: /Contact Page/ })).toHaveAttribute('href', '/contact')
    // The link that opens the contact dialog with JavaScript leads to the contact page without it.
    await popover.getByRole('link', { name: 'Talk to sales' }).click()
    await expect(page).toHaveURL(/\/contact\??$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('choosing Global shows dollars on the same page, and India rupees again', async ({ page }) => {
    await page.goto('/astroway?tab=admin')
    const selector = page.getByTestId('site-header').getByTestId('country-selector')
    await expect(selector).toContainText('India (₹)')
    await expectPrices(page, '₹')

    await selector.click()
    await page.getByRole('menuitem', { name: 'Global ($)' }).click()
    // Back on the same page (with its tab), now in dollars.
    await expect(page).toHaveURL(/\/astroway\?tab=admin$/)
    await expect(selector).toContainText('Global ($)')
    await expectPrices(page, '$')

    await selector.click()
    await page.getByRole('menuitem', { name: 'India (₹)' }).click()
    await expect(page).toHaveURL(/\/astroway\?tab=admin$/)
    await expect(selector).toContainText('India (₹)')
    await expectPrices(page, '₹')
  })

  test('product tabs switch in place, without a page load: Astroway and Chitchat', async ({ page }) => {
    const loads = documentLoads(page)
    await page.goto('/astroway')
    const tour = page.getByRole('radiogroup', { name: /: Product tour$/ })
    await tour.getByText('Admin panel', { exact: true }).click()
    await expect(tour.getByRole('radio', { name: 'Admin panel' })).toBeChecked()
    await expect(page.getByTestId('showcase-panel-admin')).toBeVisible()
    await expect(page.getByTestId('showcase-panel-user')).toBeHidden()
    // Without the page's script nothing writes the choice into the address.
    await expect(page).toHaveURL(/\/astroway$/)

    await page.goto('/chitchat')
    const features = page.getByRole('radiogroup', { name: /: Features$/ })
    await features.getByText('Management', { exact: true }).click()
    await expect(features.getByRole('radio', { name: 'Management' })).toBeChecked()
    await expect(page.getByTestId('feature-panel-management')).toBeVisible()
    await expect(page.getByTestId('feature-panel-communication')).toBeHidden()
    const faq = page.getByRole('radiogroup', { name: /: topics$/ })
    await faq.getByText('Pricing', { exact: true }).click()
    await expect(faq.getByRole('radio', { name: 'Pricing' })).toBeChecked()
    await expect(page.getByTestId('faq-panel-pricing')).toBeVisible()
    await expect(page.getByTestId('faq-panel-general')).toBeHidden()
    // The first choice stays as it was.
    await expect(features.getByRole('radio', { name: 'Management' })).toBeChecked()
    await expect(page).toHaveURL(/\/chitchat$/)
    expect(loads).toEqual(['/astroway', '/chitchat'])
  })

  test('the portfolio filter, an /apps selection and its tabs switch in place, without a page load', async ({
    page,
  }) => {
    const loads = documentLoads(page)
    await page.goto('/portfolio')
    const filter = page.getByRole('radiogroup', { name: 'Filter projects by category' })
    await filter.locator('label', { hasText: /^Astrology/ }).click()
    await expect(filter.getByRole('radio', { name: /^Astrology/ })).toBeChecked()
    const count = page.getByTestId('portfolio-count')
    await expect(count.getByText(/projects: Astrology$/)).toBeVisible()
    await expect(count.getByText(/^Showing all/)).toBeHidden()
    await expect(page).toHaveURL(/\/portfolio$/)

    await page.goto('/apps')
    await page.getByTestId('pick-chitchat').click()
    await expect(
      page.getByRole('radiogroup', { name: 'Choose an app' }).getByRole('radio', { name: /Chitchat/ }),
    ).toBeChecked()
    const panel = page.getByTestId('app-panel')
    await expect(panel.locator('[data-app="chitchat"]')).toBeVisible()
    await expect(panel.locator('[data-app="astroway"]')).toBeHidden()
    const about = page.getByRole('radiogroup', { name: 'About the app' })
    await about.getByText('Tech stack', { exact: true }).click()
    await expect(about.getByRole('radio', { name: 'Tech stack' })).toBeChecked()
    await expect(
      page.getByTestId('app-tech-stack-chitchat').getByText('WebRTC or Agora video', { exact: true }),
    ).toBeVisible()
    await expect(page.getByTestId('app-features-chitchat')).toBeHidden()
    await expect(page).toHaveURL(/\/apps$/)
    expect(loads).toEqual(['/portfolio', '/apps'])
  })

  test('a blog tag leads on; a FAQ category, a documentation tab and a careers team switch in place', async ({
    page,
  }) => {
    await page.goto('/blog')
    await page.getByTestId('post-card').nth(1).getByRole('link', { name: 'Articles tagged Astrology' }).click()
    await expect(page).toHaveURL(/\/blog\?tag=astrology$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles about Astrology')

    const loads = documentLoads(page)
    await page.goto('/faq')
    await page.getByTestId('faq-filter-technical').click()
    const categories = page.getByRole('radiogroup', { name: 'FAQ categories' })
    await expect(categories.getByRole('radio', { name: /^Technical/ })).toBeChecked()
    await expect(page.getByRole('heading', { level: 2, name: 'Technical', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'General', exact: true })).toBeHidden()
    await expect(page).toHaveURL(/\/faq$/)

    await page.goto('/documentation/chitchat')
    const sections = page.getByRole('radiogroup', { name: 'Chitchat documentation sections' })
    await sections.getByText('API', { exact: true }).click()
    await expect(sections.getByRole('radio', { name: 'API' })).toBeChecked()
    await expect(page.getByRole('heading', { name: 'Authentication', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What is Chitchat?', exact: true })).toBeHidden()
    await expect(page).toHaveURL(/\/documentation\/chitchat$/)

    await page.goto('/careers')
    const teams = page.getByRole('radiogroup', { name: 'Open positions by team' })
    await teams.getByText(/^Business/).click()
    await expect(teams.getByRole('radio', { name: /^Business/ })).toBeChecked()
    await expect(
      page.getByText('The people who help founders choose, launch and grow with our products.'),
    ).toBeVisible()
    await expect(page.getByText('Engineers, designers and testers who build and ship our products.')).toBeHidden()
    await expect(page).toHaveURL(/\/careers$/)
    expect(loads).toEqual(['/faq', '/documentation/chitchat', '/careers'])
  })
})

test.describe('without JavaScript, the footer', () => {
  test.use({ javaScriptEnabled: false })

  test('opens its More Information text', async ({ page }) => {
    await page.goto('/about')
    const footer = page.getByTestId('site-footer')
    const heading = footer.getByRole('heading', { name: 'Ready-made app solutions for every business' })
    await expect(heading).toBeHidden()
    await footer.getByText('View More Information').click()
    await expect(heading).toBeVisible()
  })
})

test.describe('the country choice endpoint', () => {
  const form = { country: 'Global', back: '/astroway?tab=admin' }

  test('a same-origin post remembers the choice and goes back to the page', async ({ request }) => {
    const response = await request.post('/preference', {
      form,
      headers: { 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
    expect(response.headers()['location']).toBe('/astroway?tab=admin')
    expect(response.headers()['set-cookie']).toMatch(/^readyapps_pref=Global\.manual; Path=\/; Max-Age=31536000/)
  })

  test('a cross-site post is refused and sets nothing', async ({ request }) => {
    const response = await request.post('/preference', {
      form,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(403)
    expect(response.headers()['set-cookie'] ?? '').not.toContain('readyapps_pref')
  })

  test('never sends the visitor to another site, and refuses a bad choice', async ({ request }) => {
    for (const back of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/\t/evil.example']) {
      const response = await request.post('/preference', {
        form: { country: 'India', back },
        headers: { 'sec-fetch-site': 'same-origin' },
        maxRedirects: 0,
      })
      expect(response.status()).toBe(303)
      expect(response.headers()['location']).toBe('/')
    }
    // Without a usable field, a same-origin Referer decides.
    const fromReferer = await request.post('/preference', {
      form: { country: 'India' },
      headers: { 'sec-fetch-site': 'same-origin', referer: 'https://www.readyapps.test/faq?category=technical' },
      maxRedirects: 0,
    })
    expect(fromReferer.headers()['location']).toBe('/faq?category=technical')
    const foreignReferer = await request.post('/preference', {
      form: { country: 'India' },
      headers: { 'sec-fetch-site': 'same-origin', referer: 'https://evil.example/faq' },
      maxRedirects: 0,
    })
    expect(foreignReferer.headers()['location']).toBe('/')

    const bad = await request.post('/preference', {
      form: { country: 'Mars', back: '/' },
      headers: { 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    })
    expect(bad.status()).toBe(400)
    expect(bad.headers()['set-cookie'] ?? '').not.toContain('readyapps_pref')
  })
})

/**
 * The paths of the documents the page loads from now on (a link or a form post loads one; a choice
 * answered in place, none): filled as the page goes.
 */
function documentLoads(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      paths.push(new URL(request.url()).pathname)
  })
  return paths
}

/** Every price on the page is in the given currency ('Custom' stays as it is). */
async function expectPrices(page: Page, sign: '₹' | '$') {
  const prices = page.locator('[data-price]')
  await expect(prices.first()).toBeVisible()
  const texts = await prices.allTextContents()
  expect(texts.length).toBeGreaterThan(0)
  expect(texts.every((text) => text === 'Custom' || text.startsWith(sign))).toBe(true)
}
