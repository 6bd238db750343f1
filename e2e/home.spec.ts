import { test, expect, gotoHydrated, isLive, scrollIntoViewSettled } from './support/fixtures'
import { holdScripts, isHydrated, waitForHydration } from './support/slow-phone'
import { expectContactOpened, expectLinksInMainToExist } from './support/product-links'
import { siteConfig } from '../app.config'
import { processSection } from '../src/content/process'
import { appCount } from '../src/content/story'

test.describe('home page', () => {
  test('renders every section with the home title', async ({ page }) => {
    const response = await gotoHydrated(page, '/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(siteConfig.homeTitle)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Launch your app business in weeks, not months')
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1)
    for (const heading of [
      'The shortest road from idea to a working app business',
      appCount.mainTitle,
      'Built for the way your industry works',
      'Numbers that speak for our work',
      processSection.title,
      'Modern technology, chosen to last',
      'What our clients say',
      'Your app could be live this month',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    // App cards: one per app preview, each a link to the app's page.
    // The registry's main apps, the same count the Apps menu and /apps state.
    await expect(main.getByTestId('app-cards').getByRole('link')).toHaveCount(appCount.main)
    await expect(main.getByTestId('app-card-food-delivery')).toHaveAttribute('href', '/apps/food-delivery')
    await expect(main.getByTestId('app-card-astroway')).toHaveAttribute('href', '/astroway')
    // Pictures are the site's own server-drawn screens with alt text, never external images.
    const externalImages = await page.locator('main img[src^="http"]').count()
    expect(externalImages).toBe(0)
    // One screen per app card and the hero's three phones, the centre one loaded first.
    await expect(main.getByTestId('app-cards').getByTestId('product-screen')).toHaveCount(appCount.main)
    await expect(main.getByTestId('product-screen')).toHaveCount(appCount.main + 3)
    await expect(main.locator('img[fetchpriority="high"]')).toHaveCount(1)
    for (const mockup of await main.getByTestId('product-screen').all()) {
      await expect(mockup).toHaveAttribute('alt', /.{20,}/)
      await expect(mockup).toHaveAttribute('width', /\d+/)
      await expect(mockup).toHaveAttribute('height', /\d+/)
    }
  })

  test('shows the impact numbers, counting up to the spec values', async ({ page }) => {
    await gotoHydrated(page, '/')
    const numbers = page.getByTestId('impact-numbers')
    await numbers.scrollIntoViewIfNeeded()
    // Each figure with its label ('Team experience: 10+ years'), so none reads as a contradiction.
    for (const text of [
      'Custom projects delivered: 10+',
      'Clients on our ready-made apps: 1,500+',
      'Team experience: 10+ years',
      'Industries served: 15+',
    ]) {
      await expect(numbers.getByText(text, { exact: true })).toBeAttached()
    }
    // Every visible number ends exactly on the spec value after the count-up.
    const values = ['10+', '1,500+', '10+ years', '15+']
    for (const [index, value] of values.entries()) {
      await expect(numbers.getByTestId('stat-counter').nth(index).locator('p').first()).toHaveText(value)
    }
  })

  test('shows the final numbers at once for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/')
    const clients = page.getByTestId('impact-numbers').getByTestId('stat-counter').nth(1)
    await clients.scrollIntoViewIfNeeded()
    // Sample right away and a few frames later: never an intermediate value.
    const seen = new Set<string>()
    for (let i = 0; i < 5; i += 1) {
      seen.add((await clients.locator('p').first().textContent()) ?? '')
      await page.waitForTimeout(60)
    }
    expect([...seen]).toEqual(['1,500+'])
  })

  test('shows testimonials with five stars and an accessible rating', async ({ page }) => {
    await gotoHydrated(page, '/')
    const testimonials = page.getByTestId('testimonial')
    const count = await testimonials.count()
    expect(count).toBeGreaterThanOrEqual(3)
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(count)
    await expect(testimonials.first().locator('svg')).toHaveCount(5)
  })

  test('switches the tech stack areas', async ({ page }) => {
    await gotoHydrated(page, '/')
    const section = page.locator('#tech-stack')
    await expect(section.getByRole('radio', { name: 'Mobile apps' })).toBeChecked()
    await expect(section.getByText('Flutter', { exact: true })).toBeVisible()
    await section.getByText('Backend & data', { exact: true }).click()
    await expect(section.getByRole('radio', { name: 'Backend & data' })).toBeChecked()
    await expect(section.getByText('Laravel (PHP 8)', { exact: true })).toBeVisible()
    await expect(section.getByText('Flutter', { exact: true })).toBeHidden()
    // The arrow keys move between the areas, as in any radio group.
    await section.getByRole('radio', { name: 'Backend & data' }).press('ArrowRight')
    await expect(section.getByRole('radio', { name: 'Cloud & DevOps' })).toBeChecked()
    await expect(section.getByText('Laravel (PHP 8)', { exact: true })).toBeHidden()
  })

  test('the tech stack answers the first tap before the page’s script, which it never needs', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    const techCode: string[] = []
    page.on('request', (request) => {
      if (/tech-stack-tabs/.test(request.url())) techCode.push(request.url())
    })
    const scripts = await holdScripts(page)
    await page.goto('/')
    const section = page.locator('#tech-stack')
    await section.scrollIntoViewIfNeeded()
    await section.getByText('Websites & panels', { exact: true }).click()
    await expect(section.getByRole('radio', { name: 'Websites & panels' })).toBeChecked()
    await expect(section.getByText('Next.js', { exact: true })).toBeVisible()
    await expect(section.getByText('Flutter', { exact: true })).toBeHidden()
    expect(await isHydrated(page)).toBe(false)
    // Once the page's script has run, the section is still the server's HTML and keeps the choice.
    await scripts.release()
    await waitForHydration(page)
    await expect(section.getByRole('radio', { name: 'Websites & panels' })).toBeChecked()
    await expect(section.getByText('Next.js', { exact: true })).toBeVisible()
    expect(techCode, 'the tech stack’s code, fetched').toEqual([])
  })

  test('Request a Demo opens the contact dialog', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.locator('main').getByRole('link', { name: 'Request a Demo' }).first().click()
    await expectContactOpened(page)
  })

  test('sections below the fold hydrate when the visitor reaches them, and work at once when used', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await gotoHydrated(page, '/')
    const hydrated = (selector: string) => page.locator(selector).evaluate(isLive)
    // The hero and the closing call to action are static sections: the server's HTML, never
    // hydrated on a first visit (ServerHtml); the page itself has hydrated (gotoHydrated).
    expect(await hydrated('main h1')).toBe(false)
    expect(await hydrated('#home-cta-title')).toBe(false)
    // Scrolling to the impact numbers hydrates them (they count up); the tech stack stays server HTML.
    await page.locator('#impact').scrollIntoViewIfNeeded()
    await expect.poll(() => hydrated('#impact')).toBe(true)
    await page.locator('#tech-stack').scrollIntoViewIfNeeded()
    await page.locator('#tech-stack').getByText('Backend & data', { exact: true }).click()
    await expect(page.locator('#tech-stack').getByRole('radio', { name: 'Backend & data' })).toBeChecked()
    expect(await hydrated('#tech-stack')).toBe(false)
    // A keyboard user reaching the demo link of a section that never hydrates (far below, not
    // scrolled to): Enter does what a click would, through the page's one contact listener.
    const button = page
      .locator('section', { has: page.locator('#home-cta-title') })
      .getByRole('link', { name: /demo/i })
      .first()
    expect(await hydrated('#home-cta-title')).toBe(false)
    await button.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }))
    await page.keyboard.press('Enter')
    await expectContactOpened(page)
  })

  test('View Apps goes to /apps', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.locator('main').getByRole('link', { name: 'View Apps' }).first().click()
    await expect(page).toHaveURL(/\/apps$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pick your app. Launch it under your brand.')
  })

  test('every link on the page leads to a page that exists', async ({ page, request }) => {
    test.slow()
    await gotoHydrated(page, '/')
    await expectLinksInMainToExist(page, request)
  })
})

test.describe('a section loaded late', () => {
  test('a section whose code is still on its way keeps the click and handles it once it is live', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    // The footer's code (its own chunk, fetched when the visitor comes near it) is slow to come.
    let release!: () => void
    const released = new Promise<void>((done) => (release = done))
    let requested = false
    await page.route(/\/assets\/site-footer-[\w-]+\.js$/, async (route) => {
      requested = true
      await released
      await route.continue()
    })
    await gotoHydrated(page, '/')
    await page.evaluate(() => ((window as { homeMarker?: boolean }).homeMarker = true))
    const link = page.getByTestId('site-footer').getByRole('link', { name: 'Portfolio', exact: true })
    await scrollIntoViewSettled(link)
    await expect.poll(() => requested).toBe(true)
    // Clicked while the footer is still the server's HTML: nothing happens yet (the browser does not
    // follow the link either), and nothing is lost.
    await link.click()
    await expect(page).toHaveURL(/\/$/)
    release()
    // The router's move, once the footer is live: the same document, now the portfolio.
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apps we have launched for businesses like yours')
    expect(await page.evaluate(() => (window as { homeMarker?: boolean }).homeMarker)).toBe(true)
  })
})
