import type { Page } from '@playwright/test'
import { chitchatContent } from '../src/content/chitchat'
import { getProduct } from '../src/content/products'
import { expect, gotoHydrated, test } from './support/fixtures'
import { expectInternalLinksResolve, expectPicturesDescribed, externalLinksInMain } from './support/links'

/** The feature and FAQ tabs: radio groups, each tab a radio the visitor chooses by its label. */
const featureTabs = (page: Page) =>
  page.getByRole('radiogroup', { name: `${chitchatContent.features.title}: Features` })
const faqTabs = (page: Page) => page.getByRole('radiogroup', { name: `${chitchatContent.faq.title}: topics` })

test.describe('/chitchat', () => {
  test('renders hero, six industries, feature tabs, technology, pricing and FAQ', async ({ page }) => {
    await gotoHydrated(page, '/chitchat')
    await expect(page).toHaveTitle('Chitchat - ReadyApps')
    // Its own description from the product registry (the site-wide one is the home page's).
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      getProduct('chitchat').description,
    )
    await expect(page.locator('main h1')).toHaveCount(1)
    await expect(page.locator('main h1')).toHaveText(chitchatContent.hero.title)
    await expect(page.getByTestId('product-hero').getByRole('link', { name: 'Request a Demo' })).toBeVisible()

    const industries = page.getByTestId('industry-card')
    await expect(industries).toHaveCount(6)
    expect(await industries.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-industry')))).toEqual([
      'doctor',
      'psychology',
      'dating',
      'legal',
      'astrology',
      'custom',
    ])

    await expect(featureTabs(page).locator('label')).toHaveText(['Communication', 'Management', 'Monetization'])
    await expect(page.getByTestId('tech-groups')).toContainText('Flutter')
    await expect(page.getByTestId('tech-security')).toBeVisible()
    await expect(page.getByTestId('tech-deployment')).toContainText('Deployment in 4-8 weeks')
    await expect(faqTabs(page).locator('label')).toHaveText(['General', 'Technical', 'Pricing'])
    await expect(page.getByTestId('final-cta').getByRole('link', { name: 'Request a Demo' })).toBeVisible()
    await expectPicturesDescribed(page)
    expect(await externalLinksInMain(page)).toEqual([])
  })

  test('pricing: Standard, recommended Professional and Enterprise with their support periods', async ({ page }) => {
    await gotoHydrated(page, '/chitchat')
    const pricing = page.locator('#pricing')
    await expect(pricing.getByRole('heading', { level: 3 })).toHaveText(['Standard', 'Professional', 'Enterprise'])
    await expect(pricing.getByTestId('tier-price')).toHaveText(['₹2,50,000', '₹3,50,000', 'Custom'])
    await expect(pricing.getByTestId('tier-support')).toHaveText([/^3 months/, /^6 months/, /^12 months/])
    const recommended = pricing.locator('[data-highlight]')
    await expect(recommended).toHaveCount(1)
    await expect(recommended).toHaveAttribute('data-tier', 'professional')
    await expect(recommended.getByTestId('tier-badge')).toHaveText('Recommended')
    await expect(pricing.getByTestId('pricing-notes')).toContainText('Deployment in 4-8 weeks')
  })

  test('deep links restore the feature and FAQ tabs; choosing one updates the URL', async ({ page }) => {
    await gotoHydrated(page, '/chitchat?features=monetization&faq=pricing')
    const features = featureTabs(page)
    const faq = faqTabs(page)
    await expect(features.getByRole('radio', { name: 'Monetization' })).toBeChecked()
    await expect(page.getByTestId('feature-panel-monetization')).toBeVisible()
    await expect(page.getByTestId('feature-panel-communication')).toBeHidden()
    await expect(faq.getByRole('radio', { name: 'Pricing' })).toBeChecked()
    await expect(
      page.getByTestId('faq-panel-pricing').getByRole('heading', { name: 'Is the price one-time or monthly?' }),
    ).toBeVisible()

    await features.getByText('Management', { exact: true }).click()
    await expect(features.getByRole('radio', { name: 'Management' })).toBeChecked()
    await expect(page).toHaveURL(/features=management/)
    await expect(page).toHaveURL(/faq=pricing/)
    await expect(page.getByTestId('feature-panel-management')).toBeVisible()
    await expect(page.getByTestId('feature-panel-monetization')).toBeHidden()

    await faq.getByText('Technical', { exact: true }).click()
    await expect(faq.getByRole('radio', { name: 'Technical' })).toBeChecked()
    await expect(page).toHaveURL(/faq=technical/)
    await expect(page).toHaveURL(/features=management/)
    await expect(
      page.getByTestId('faq-panel-technical').getByRole('heading', { name: 'Which technologies does Chitchat use?' }),
    ).toBeVisible()
    await expect(page.getByTestId('faq-panel-pricing')).toBeHidden()

    // Back to the defaults: the URL is clean again.
    await features.getByText('Communication', { exact: true }).click()
    await faq.getByText('General', { exact: true }).click()
    await expect(page).toHaveURL(/\/chitchat$/)
    await expect(page.getByTestId('feature-panel-communication')).toBeVisible()
    await expect(page.getByTestId('faq-panel-general')).toBeVisible()
  })

  test('unknown tab values fall back to the defaults', async ({ page }) => {
    await gotoHydrated(page, '/chitchat?features=teleport&faq=zzz')
    await expect(page).toHaveURL(/\/chitchat$/)
    await expect(featureTabs(page).getByRole('radio', { name: 'Communication' })).toBeChecked()
    await expect(faqTabs(page).getByRole('radio', { name: 'General' })).toBeChecked()
    await expect(page.getByTestId('feature-panel-communication')).toBeVisible()
    await expect(page.getByTestId('faq-panel-general')).toBeVisible()
  })

  test('every internal link on the page resolves', async ({ page, request }) => {
    await gotoHydrated(page, '/chitchat')
    await expectInternalLinksResolve(page, request)
  })
})
