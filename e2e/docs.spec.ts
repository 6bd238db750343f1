import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated, waitForHydration } from './support/fixtures'
import { docIds, docs } from '../src/content/docs'
import { titleCase } from '../src/features/seo/doc-seo'

test('the documentation hub links to every documentation page', async ({ page }) => {
  await gotoHydrated(page, '/documentation')
  await expect(page).toHaveTitle('Documentation - ReadyApps')
  await expect(page.getByTestId('doc-card')).toHaveCount(docIds.length)
  for (const id of docIds) {
    await expect(page.getByTestId('doc-card').getByRole('link', { name: docs[id].title })).toHaveAttribute(
      'href',
      `/documentation/${id}`,
    )
  }
  await page.getByTestId('doc-card').getByRole('link', { name: docs['getting-started'].title }).click()
  await expect(page).toHaveURL(/\/documentation\/getting-started$/)
  await expect(page.locator('h1')).toHaveText(docs['getting-started'].title)
})

for (const id of docIds) {
  test(`/documentation/${id} renders with its title, h1, description and table of contents`, async ({ page }) => {
    const doc = docs[id]
    const response = await gotoHydrated(page, `/documentation/${id}`)
    expect(response?.status()).toBe(200)
    // A page below the top level is titled by its subject ('API Reference - ReadyApps').
    await expect(page).toHaveTitle(`${titleCase(doc.title)} - ReadyApps`)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(doc.title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', doc.summary)
    const toc = page.getByTestId('toc')
    await expect(toc).toBeVisible()
    const sections = doc.kind === 'article' ? doc.sections : doc.tabs[0]!.sections
    for (const section of sections) {
      await expect(toc.getByRole('link', { name: section.title, exact: true })).toHaveAttribute(
        'href',
        `#${section.id}`,
      )
      await expect(page.getByRole('heading', { level: 2, name: section.title, exact: true })).toBeVisible()
    }
  })
}

test('an unknown documentation page answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/documentation/unknown')
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('not-found')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow')
})

/** The tabs of the Chitchat documentation: a radio group, switched by CSS. */
const chitchatTabs = (page: Page) => page.getByRole('radiogroup', { name: 'Chitchat documentation sections' })

test('chitchat: the api tab deep link restores the view and clicking a tab updates the URL', async ({ page }) => {
  await gotoHydrated(page, '/documentation/chitchat?tab=api')
  const tabs = chitchatTabs(page)
  await expect(tabs.getByRole('radio', { name: 'API', exact: true })).toBeChecked()
  await expect(page.getByRole('heading', { level: 2, name: 'Users API' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Appointments' })).toBeVisible()
  const login = page.getByTestId('api-endpoint').filter({ hasText: '/api/auth/login' })
  await expect(login).toContainText('POST')
  const response = page.getByTestId('code-sample').filter({ hasText: 'expires_at' }).first()
  await expect(response).toContainText('"token": "eyJhbGciOi..."')
  await expect(page.getByRole('heading', { level: 2, name: 'What is Chitchat?' })).toBeHidden()
  // The table of contents follows the open tab.
  const toc = page.getByTestId('toc')
  await expect(toc.getByRole('link', { name: 'Users API' })).toBeVisible()
  await expect(toc.getByRole('link', { name: 'Frequently asked questions' })).toBeHidden()

  await tabs.getByText('FAQ', { exact: true }).click()
  await expect(page).toHaveURL(/[?&]tab=faq/)
  await expect(tabs.getByRole('radio', { name: 'FAQ', exact: true })).toBeChecked()
  await expect(page.getByRole('heading', { name: 'How long does a Chitchat deployment take?' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Users API' })).toBeHidden()
  // The sidebar, server HTML like the tabs, follows them by the same CSS.
  await expect(toc.getByRole('link', { name: 'Frequently asked questions' })).toBeVisible()
  await expect(toc.getByRole('link', { name: 'Users API' })).toBeHidden()

  await tabs.getByText('Installation', { exact: true }).click()
  await expect(page).toHaveURL(/[?&]tab=installation/)
  await page.reload()
  await waitForHydration(page)
  await expect(chitchatTabs(page).getByRole('radio', { name: 'Installation', exact: true })).toBeChecked()
  await expect(page.getByRole('heading', { level: 2, name: 'Install the backend' })).toBeVisible()

  // The overview, the first tab, is left out of the address.
  await chitchatTabs(page).getByText('Overview', { exact: true }).click()
  await expect(page).toHaveURL(/\/documentation\/chitchat$/)
  await expect(page.getByRole('heading', { level: 2, name: 'What is Chitchat?' })).toBeVisible()
})

test('chitchat: an unknown tab falls back to the overview', async ({ page }) => {
  await gotoHydrated(page, '/documentation/chitchat?tab=secrets')
  await expect(chitchatTabs(page).getByRole('radio', { name: 'Overview', exact: true })).toBeChecked()
  await expect(page.getByRole('heading', { level: 2, name: 'What is Chitchat?' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Users API' })).toBeHidden()
})

test('code samples can be copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await gotoHydrated(page, '/documentation/api-reference')
  const sample = page.getByTestId('code-sample').filter({ hasText: 'POST /api/auth/login' }).first()
  const copy = sample.getByRole('button', { name: /Copy/ })
  // The document is server HTML that never hydrates: the button is not React's, the page's one
  // listener (copy-code.ts), live once the page has hydrated (gotoHydrated), copies the code.
  await copy.click()
  await expect(sample.getByRole('button', { name: 'Copied' })).toBeVisible()
  const clipboard = await page.evaluate(() => navigator.clipboard.readText())
  expect(clipboard).toContain('POST /api/auth/login')
})

test('the sitemap lists every documentation page', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const id of docIds) expect(sitemap, id).toContain(`<loc>https://www.readyapps.test/documentation/${id}</loc>`)
  expect(sitemap.match(/\/documentation\/chitchat</g)).toHaveLength(1)
})
