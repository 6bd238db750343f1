import { siteConfig } from '../app.config'
import { impactCounters } from '../src/content/company'
import { portfolioCategories, projectTestimonials, projects } from '../src/content/portfolio'
import { expect, gotoHydrated, test } from './support/fixtures'
import { expectInternalLinksResolve, expectPicturesDescribed, externalLinksInMain } from './support/links'

test.describe('/portfolio', () => {
  test('renders filters, all ten projects, counters and client feedback', async ({ page }) => {
    await gotoHydrated(page, '/portfolio')
    await expect(page).toHaveTitle('Portfolio - ReadyApps')
    // A description of its own (the site-wide one would repeat across pages).
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description).toMatch(/^ReadyApps portfolio: /)
    expect(description).not.toBe(siteConfig.defaultDescription)
    await expect(page.locator('main h1')).toHaveCount(1)

    // The spec's filters, in its order (product-spec.md "Content screens"), Recruitment after Real Estate.
    const filters = page.getByTestId('portfolio-filter').getByRole('link')
    await expect(filters).toHaveText(
      [
        'All',
        'Astrology',
        'Food Delivery',
        'E-Commerce',
        'Education',
        'Healthcare',
        'Transport',
        'Social',
        'Logistics',
        'Real Estate',
        'Recruitment',
      ].map((label) => new RegExp(`^${label}`)),
    )
    expect(await filters.evaluateAll((links) => links.map((l) => l.getAttribute('data-category')))).toEqual(
      portfolioCategories.map((c) => c.id),
    )
    await expect(page.getByTestId('portfolio-filter').getByRole('link', { name: /^All/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByTestId('project-card')).toHaveCount(10)

    const counters = page.getByTestId('stat-counter')
    await expect(counters).toHaveCount(impactCounters.length)
    for (const counter of impactCounters) await expect(page.locator('#impact')).toContainText(counter.label)

    const testimonials = page.getByTestId('testimonial')
    await expect(testimonials).toHaveCount(projectTestimonials().length)
    await expect(testimonials.getByTestId('rating')).toHaveCount(projectTestimonials().length)
    for (const rating of await testimonials.getByTestId('rating').all()) {
      await expect(rating).toHaveAttribute('aria-label', 'Rated 5 out of 5')
      await expect(rating.locator('svg')).toHaveCount(5)
    }
    await expect(page.getByTestId('final-cta').getByRole('link', { name: 'Request a Demo' })).toBeVisible()
    await expectPicturesDescribed(page)
    expect(await externalLinksInMain(page)).toEqual([])
  })

  test('a category deep link restores the filter and clicking a filter updates the URL', async ({ page }) => {
    await gotoHydrated(page, '/portfolio?category=healthcare')
    const filter = page.getByTestId('portfolio-filter')
    await expect(filter.getByRole('link', { name: /^Healthcare/ })).toHaveAttribute('aria-current', 'page')
    const cards = page.getByTestId('project-card')
    await expect(cards).toHaveCount(projects.filter((p) => p.category === 'healthcare').length)
    await expect(cards.first()).toHaveAttribute('data-category', 'healthcare')

    await filter.getByRole('link', { name: /^Astrology/ }).click()
    await expect(page).toHaveURL(/\/portfolio\?category=astrology$/)
    await expect(cards).toHaveCount(projects.filter((p) => p.category === 'astrology').length)
    for (const card of await cards.all()) await expect(card).toHaveAttribute('data-category', 'astrology')

    await filter.getByRole('link', { name: /^All/ }).click()
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(cards).toHaveCount(10)
  })

  test('an unknown category falls back to All', async ({ page }) => {
    await gotoHydrated(page, '/portfolio?category=space-tourism')
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(page.getByTestId('portfolio-filter').getByRole('link', { name: /^All/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByTestId('project-card')).toHaveCount(10)
  })

  test('the Recruitment filter, which has no project yet, shows a friendly empty state with a call to action', async ({
    page,
  }) => {
    await gotoHydrated(page, '/portfolio')
    await page
      .getByTestId('portfolio-filter')
      .getByRole('link', { name: /^Recruitment/ })
      .click()
    await expect(page).toHaveURL(/\/portfolio\?category=recruitment$/)
    await expect(page.getByTestId('project-card')).toHaveCount(0)
    const state = page.getByTestId('portfolio-empty')
    await expect(state).toContainText('No Recruitment projects to show yet')
    await expect(state.getByRole('link', { name: 'Tell us about your project' })).toHaveAttribute('href', '/contact')
    await state.getByRole('link', { name: 'See all projects' }).click()
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(page.getByTestId('project-card')).toHaveCount(10)
  })

  test('the Recruitment empty state works without JavaScript: its links lead to all projects and the contact form', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/portfolio')
    await page
      .getByTestId('portfolio-filter')
      .getByRole('link', { name: /^Recruitment/ })
      .click()
    await expect(page).toHaveURL(/\/portfolio\?category=recruitment$/)
    const state = page.getByTestId('portfolio-empty')
    await expect(state).toContainText('No Recruitment projects to show yet')
    await state.getByRole('link', { name: 'Tell us about your project' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    // The page's own form (every page also has the contact dialog's, closed).
    await expect(page.getByRole('main').getByTestId('contact-form')).toBeVisible()
    await page.goBack()
    await page.getByTestId('portfolio-empty').getByRole('link', { name: 'See all projects' }).click()
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(page.getByTestId('project-card')).toHaveCount(10)
    await context.close()
  })

  test('every internal link on the page resolves', async ({ page, request }) => {
    await gotoHydrated(page, '/portfolio')
    const { checked } = await expectInternalLinksResolve(page, request)
    expect(checked).toEqual(expect.arrayContaining(['/astroway', '/chitchat', '/portfolio?category=healthcare']))
  })
})
