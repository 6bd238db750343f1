import type { Page } from '@playwright/test'
import { faqCategories } from '../src/content/faq'
import { expect, expectLive, gotoHydrated, test } from './support/fixtures'
import { watchNetwork } from '../scripts/bench/network-quiet.mjs'

/** An answer of each category, written in the content as plain text (no brand or settings in it). */
const ANSWERS = ['launch-time', 'custom-timeline', 'server-requirements'].map((id) => {
  const answer = faqCategories.flatMap((category) => category.questions).find((question) => question.id === id)
  if (!answer) throw new Error(`no FAQ question ${id}`)
  return answer.answer
})

/** Every script the page downloads, with its text. */
function recordScripts(page: Page) {
  const scripts: Promise<{ url: string; text: string }>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().then((text) => ({ url: new URL(response.url()).pathname, text })))
    }
  })
  return {
    /** The scripts so far whose text has any of the answers. */
    async withAnswers() {
      const loaded = await Promise.all(scripts)
      return loaded.filter((script) => ANSWERS.some((answer) => script.text.includes(answer))).map((s) => s.url)
    },
    async all() {
      return Promise.all(scripts)
    },
  }
}

// The questions of /faq are server HTML: a first visit never downloads their code (nor the answers
// in it); only the category filter is an island, and it gets its figures with the page's data.
test.describe('/faq: static questions, the category filter an island', () => {
  test('a first visit downloads no question or answer; the filter hydrates when used and switches in place', async ({
    page,
  }) => {
    const scripts = recordScripts(page)
    const network = watchNetwork(page)
    await gotoHydrated(page, '/faq')
    const filter = page.locator('[data-testid="faq-filter-technical"]:visible')
    await network.quiet()
    expect((await scripts.all()).length).toBeGreaterThan(0)
    // A visit that only reads: neither the filter's code (it hydrates when used) nor the questions'.
    expect((await scripts.all()).some((script) => script.text.includes('FAQ categories'))).toBe(false)
    expect(await scripts.withAnswers()).toEqual([])
    // Pointing at the filter brings its code. (Once it is live, pointing at a filter link may also
    // preload the page it leads to, the questions' code with it: the router's intent preloading.)
    await filter.hover()
    await expectLive(filter)
    await network.quiet()
    expect((await scripts.all()).some((script) => script.text.includes('FAQ categories'))).toBe(true)
    await expect(page.getByTestId('faq-category')).toHaveCount(3)
    await expect(page.getByText(ANSWERS[2]!)).toBeAttached()
    // The filter's figures come from the loader: each category's number of questions, and all of them.
    const total = faqCategories.reduce((sum, category) => sum + category.questions.length, 0)
    await expect(page.locator('[data-testid="faq-filter-all"]:visible')).toHaveText(`All questions${total}`)
    for (const category of faqCategories)
      await expect(page.locator(`[data-testid="faq-filter-${category.id}"]:visible`)).toHaveText(
        `${category.name}${category.questions.length}`,
      )

    // A switch in place: no new document, only that category's questions, the choice in the URL.
    await page.evaluate(() => ((window as { faqMarker?: boolean }).faqMarker = true))
    await filter.click()
    await expect(page).toHaveURL(/\/faq\?category=technical$/)
    await expect(page.getByTestId('faq-category')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 2, name: 'Technical' })).toBeVisible()
    await expect(page.getByTestId('faq-category').locator('summary')).toHaveCount(4)
    await expect(filter).toHaveAttribute('data-active', 'true')
    await expect(page.locator('[data-testid="faq-filter-all"]:visible')).not.toHaveAttribute('data-active')
    expect(await page.evaluate(() => (window as { faqMarker?: boolean }).faqMarker)).toBe(true)

    // Now drawn in the browser, the questions' code came: the check above can see it.
    await network.quiet()
    expect((await scripts.withAnswers()).length).toBeGreaterThan(0)
    await page.getByTestId('faq-category').getByRole('heading', { name: 'What are the server requirements?' }).click()
    await expect(page.getByText(ANSWERS[2]!)).toBeVisible()

    await page.locator('[data-testid="faq-filter-all"]:visible').click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.getByTestId('faq-category')).toHaveCount(3)
    expect(await page.evaluate(() => (window as { faqMarker?: boolean }).faqMarker)).toBe(true)
  })

  test('at 375 px the wrapping filters switch in place too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await gotoHydrated(page, '/faq?category=technical')
    await expect(page.getByTestId('faq-category')).toHaveCount(1)
    const filter = page.locator('[data-testid="faq-filter-app-development"]:visible')
    await expect(page.getByRole('navigation', { name: 'FAQ categories' })).toBeVisible()
    await filter.click()
    await expect(page).toHaveURL(/\/faq\?category=app-development$/)
    await expect(page.getByRole('heading', { level: 2, name: 'App Development' })).toBeVisible()
    await expect(page.getByTestId('faq-category')).toHaveCount(1)
    await expect(filter).toHaveAttribute('data-active', 'true')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a filter is a link: the server answers with that category only', async ({ page }) => {
      await page.goto('/faq')
      await expect(page.getByTestId('faq-category')).toHaveCount(3)
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().resourceType() === 'document'),
        page.locator('[data-testid="faq-filter-app-development"]:visible').click(),
      ])
      expect(response.status()).toBe(200)
      await expect(page).toHaveURL(/\/faq\?category=app-development$/)
      await expect(page.getByTestId('faq-category')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 2, name: 'App Development' })).toBeVisible()
      await expect(page.locator('[data-testid="faq-filter-app-development"]:visible')).toHaveAttribute(
        'data-active',
        'true',
      )
      // Answers are native disclosures.
      await page.getByRole('heading', { name: 'How long does custom app development take?' }).click()
      await expect(page.getByText(ANSWERS[1]!)).toBeVisible()
    })
  })
})
