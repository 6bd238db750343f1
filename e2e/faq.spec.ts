import type { Page } from '@playwright/test'
import { faqCategories } from '../src/content/faq'
import { expect, gotoHydrated, test } from './support/fixtures'
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

/** The categories of questions the filter shows (every one is in the HTML; CSS hides the others). */
const shownCategories = (page: Page) => page.locator('[data-testid="faq-category"]:visible')

// The questions of /faq and their category filter are server HTML: a first visit never downloads
// their code (nor the answers in it). The filter is a radio group switched by CSS, with no script.
test.describe('/faq: static questions, a category filter with no script', () => {
  test('a first visit downloads no question or answer, and the filter switches in place without any', async ({
    page,
  }) => {
    const scripts = recordScripts(page)
    const network = watchNetwork(page)
    await gotoHydrated(page, '/faq')
    const filter = page.getByRole('radiogroup', { name: 'FAQ categories' })
    await network.quiet()
    expect((await scripts.all()).length).toBeGreaterThan(0)
    // A visit that only reads: neither the filter's code nor the questions'.
    expect((await scripts.all()).some((script) => script.text.includes('FAQ categories'))).toBe(false)
    expect(await scripts.withAnswers()).toEqual([])
    await expect(shownCategories(page)).toHaveCount(3)
    await expect(page.getByText(ANSWERS[2]!)).toBeAttached()
    // The filter's figures: each category's number of questions, and all of them.
    const total = faqCategories.reduce((sum, category) => sum + category.questions.length, 0)
    await expect(page.getByTestId('faq-filter-all')).toHaveText(`All questions${total}`)
    for (const category of faqCategories)
      await expect(page.getByTestId(`faq-filter-${category.id}`)).toHaveText(
        `${category.name}${category.questions.length}`,
      )
    await expect(filter.getByRole('radio', { name: /^All questions/ })).toBeChecked()

    // A switch in place: no new document, only that category's questions, the choice in the URL.
    await page.evaluate(() => ((window as { faqMarker?: boolean }).faqMarker = true))
    await filter.getByText('Technical', { exact: true }).click()
    await expect(page).toHaveURL(/\/faq\?category=technical$/)
    await expect(shownCategories(page)).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 2, name: 'Technical' })).toBeVisible()
    await expect(shownCategories(page).locator('summary')).toHaveCount(4)
    await expect(filter.getByRole('radio', { name: /^Technical/ })).toBeChecked()
    await expect(filter.getByRole('radio', { name: /^All questions/ })).not.toBeChecked()
    expect(await page.evaluate(() => (window as { faqMarker?: boolean }).faqMarker)).toBe(true)

    // Still no code for the filter or the questions: the switch was the browser's own.
    await network.quiet()
    expect((await scripts.all()).some((script) => script.text.includes('FAQ categories'))).toBe(false)
    expect(await scripts.withAnswers()).toEqual([])
    await shownCategories(page).getByRole('heading', { name: 'What are the server requirements?' }).click()
    await expect(page.getByText(ANSWERS[2]!)).toBeVisible()

    await filter.getByText('All questions', { exact: true }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(shownCategories(page)).toHaveCount(3)
    expect(await page.evaluate(() => (window as { faqMarker?: boolean }).faqMarker)).toBe(true)
  })

  test('at 375 px the wrapping filter switches in place too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await gotoHydrated(page, '/faq?category=technical')
    await expect(shownCategories(page)).toHaveCount(1)
    const filter = page.getByRole('radiogroup', { name: 'FAQ categories' })
    await expect(filter).toBeVisible()
    await expect(filter.getByRole('radio', { name: /^Technical/ })).toBeChecked()
    await filter.getByText('App Development', { exact: true }).click()
    await expect(page).toHaveURL(/\/faq\?category=app-development$/)
    await expect(page.getByRole('heading', { level: 2, name: 'App Development' })).toBeVisible()
    await expect(shownCategories(page)).toHaveCount(1)
    await expect(filter.getByRole('radio', { name: /^App Development/ })).toBeChecked()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the filter switches in place: no request, that category only, the URL as it was', async ({ page }) => {
      await page.goto('/faq')
      await expect(shownCategories(page)).toHaveCount(3)
      const documents: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url())
      })
      const filter = page.getByRole('radiogroup', { name: 'FAQ categories' })
      await filter.getByText('App Development', { exact: true }).click()
      await expect(filter.getByRole('radio', { name: /^App Development/ })).toBeChecked()
      await expect(shownCategories(page)).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 2, name: 'App Development' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: 'Technical' })).toBeHidden()
      // Nothing writes the choice into the address without the page's script, and nothing was loaded.
      await expect(page).toHaveURL(/\/faq$/)
      expect(documents).toEqual([])
      // Answers are native disclosures.
      await page.getByRole('heading', { name: 'How long does custom app development take?' }).click()
      await expect(page.getByText(ANSWERS[1]!)).toBeVisible()
    })

    test('a category deep link opens on that category', async ({ page }) => {
      await page.goto('/faq?category=technical')
      const filter = page.getByRole('radiogroup', { name: 'FAQ categories' })
      await expect(filter.getByRole('radio', { name: /^Technical/ })).toBeChecked()
      await expect(shownCategories(page)).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 2, name: 'Technical' })).toBeVisible()
    })
  })
})
