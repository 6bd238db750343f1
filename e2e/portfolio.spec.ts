import type { Page } from '@playwright/test'
import { siteConfig } from '../app.config'
import { impactCounters } from '../src/content/company'
import { portfolioCategories, projectTestimonials, projects } from '../src/content/portfolio'
import { expect, gotoHydrated, test } from './support/fixtures'
import { expectInternalLinksResolve, expectPicturesDescribed, externalLinksInMain } from './support/links'

/** The project cards the filter shows (every project is in the HTML; CSS hides the others). */
const shownCards = (page: Page) => page.locator('[data-testid="project-card"]:visible')
/** The line that says what is shown (one per category in the HTML, the chosen one's visible). */
const shownCount = (page: Page) => page.getByTestId('portfolio-count').locator(':scope > :visible')

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
    const filter = page.getByRole('radiogroup', { name: 'Filter projects by category' })
    await expect(filter.locator('label')).toHaveText(
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
      ].map((label) => new RegExp(`^${label}\\d+ projects$`)),
    )
    expect(
      await filter.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value)),
    ).toEqual(portfolioCategories.map((c) => c.id))
    await expect(filter.getByRole('radio', { name: /^All/ })).toBeChecked()
    await expect(shownCount(page)).toHaveText(`Showing all ${projects.length} projects`)
    await expect(shownCards(page)).toHaveCount(10)

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
    const filter = page.getByRole('radiogroup', { name: 'Filter projects by category' })
    await expect(filter.getByRole('radio', { name: /^Healthcare/ })).toBeChecked()
    const healthcare = projects.filter((p) => p.category === 'healthcare').length
    const cards = shownCards(page)
    await expect(cards).toHaveCount(healthcare)
    for (const card of await cards.all()) await expect(card).toHaveAttribute('data-category', 'healthcare')
    await expect(shownCount(page)).toHaveText(`Showing ${healthcare} of ${projects.length} projects: Healthcare`)

    await filter.getByText('Astrology', { exact: true }).click()
    await expect(page).toHaveURL(/\/portfolio\?category=astrology$/)
    await expect(filter.getByRole('radio', { name: /^Astrology/ })).toBeChecked()
    await expect(cards).toHaveCount(projects.filter((p) => p.category === 'astrology').length)
    for (const card of await cards.all()) await expect(card).toHaveAttribute('data-category', 'astrology')

    await filter.getByText('All', { exact: true }).click()
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(cards).toHaveCount(10)
    await expect(shownCount(page)).toHaveText(`Showing all ${projects.length} projects`)
  })

  test('an unknown category falls back to All', async ({ page }) => {
    await gotoHydrated(page, '/portfolio?category=space-tourism')
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(
      page.getByRole('radiogroup', { name: 'Filter projects by category' }).getByRole('radio', { name: /^All/ }),
    ).toBeChecked()
    await expect(shownCards(page)).toHaveCount(10)
  })

  test('the Recruitment filter, which has no project yet, shows a friendly empty state with a call to action', async ({
    page,
  }) => {
    await gotoHydrated(page, '/portfolio')
    const filter = page.getByRole('radiogroup', { name: 'Filter projects by category' })
    await filter.getByText('Recruitment', { exact: true }).click()
    await expect(page).toHaveURL(/\/portfolio\?category=recruitment$/)
    await expect(shownCards(page)).toHaveCount(0)
    const state = page.getByTestId('portfolio-empty')
    await expect(state).toBeVisible()
    await expect(state).toContainText('No Recruitment projects to show yet')
    await expect(state.getByRole('link', { name: 'Tell us about your project' })).toHaveAttribute('href', '/contact')
    // "See all projects" chooses All in the filter, as its own label does.
    await state.getByText('See all projects', { exact: true }).click()
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(filter.getByRole('radio', { name: /^All/ })).toBeChecked()
    await expect(state).toBeHidden()
    await expect(shownCards(page)).toHaveCount(10)
  })

  test('the Recruitment empty state works without JavaScript: the filter switches in place, its links lead to all projects and the contact form', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/portfolio')
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    const filter = page.getByRole('radiogroup', { name: 'Filter projects by category' })
    await filter.getByText('Recruitment', { exact: true }).click()
    await expect(filter.getByRole('radio', { name: /^Recruitment/ })).toBeChecked()
    const state = page.getByTestId('portfolio-empty')
    await expect(state).toBeVisible()
    await expect(state).toContainText('No Recruitment projects to show yet')
    await expect(shownCards(page)).toHaveCount(0)
    // In place, by CSS: nothing loaded, and without the page's script the address stays as it was.
    await expect(page).toHaveURL(/\/portfolio$/)
    expect(documents).toEqual([])
    await state.getByText('See all projects', { exact: true }).click()
    await expect(filter.getByRole('radio', { name: /^All/ })).toBeChecked()
    await expect(shownCards(page)).toHaveCount(10)
    await expect(state).toBeHidden()
    expect(documents).toEqual([])

    await filter.getByText('Recruitment', { exact: true }).click()
    await state.getByRole('link', { name: 'Tell us about your project' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    // The page's own form (every page also has the contact dialog's, closed).
    await expect(page.getByRole('main').getByTestId('contact-form')).toBeVisible()
    await context.close()
  })

  test('every internal link on the page resolves', async ({ page, request }) => {
    await gotoHydrated(page, '/portfolio')
    const { checked } = await expectInternalLinksResolve(page, request)
    // The projects' links to the products they are built on, and the contact page. (The filter is no
    // link: a radio group, switched in place.)
    expect(checked).toEqual(expect.arrayContaining(['/astroway', '/chitchat', '/contact']))
    expect(checked.some((path) => path.includes('category='))).toBe(false)
  })
})
