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

    // All, then only the categories that have projects: a filter with none is not offered (issue 15).
    const offered = portfolioCategories.filter((c) => c.id === 'all' || projects.some((p) => p.category === c.id))
    const filters = page.getByTestId('portfolio-filter').getByRole('link')
    await expect(filters).toHaveCount(offered.length)
    expect(await filters.evaluateAll((links) => links.map((l) => l.getAttribute('data-category')))).toEqual(
      offered.map((c) => c.id),
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

  test('a category without projects shows a friendly empty state with a call to action', async ({ page }) => {
    const empty = portfolioCategories.find((c) => c.id !== 'all' && !projects.some((p) => p.category === c.id))
    test.skip(!empty, 'every category has projects')
    await gotoHydrated(page, `/portfolio?category=${empty!.id}`)
    await expect(page.getByTestId('project-card')).toHaveCount(0)
    const state = page.getByTestId('portfolio-empty')
    await expect(state).toContainText(`No ${empty!.label} projects to show yet`)
    await expect(state.getByRole('link', { name: 'Tell us about your project' })).toBeVisible()
    await state.getByRole('link', { name: 'See all projects' }).click()
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(page.getByTestId('project-card')).toHaveCount(10)
  })

  test('every internal link on the page resolves', async ({ page, request }) => {
    await gotoHydrated(page, '/portfolio')
    const { checked } = await expectInternalLinksResolve(page, request)
    expect(checked).toEqual(expect.arrayContaining(['/astroway', '/chitchat', '/portfolio?category=healthcare']))
  })
})
