import type { Page } from '@playwright/test'
import { siteConfig } from '../app.config'
import { astrowayContent } from '../src/content/astroway'
import { clonePageList } from '../src/content/clones'
import { expect, gotoHydrated, test } from './support/fixtures'
import { expectInternalLinksResolve, expectPicturesDescribed, externalLinksInMain } from './support/links'

const metaDescription = (page: Page) => page.locator('meta[name="description"]').getAttribute('content')

/** The product tour's tabs: a radio group, each tab a radio the visitor chooses by its label. */
const productTour = (page: Page) =>
  page.getByRole('radiogroup', { name: `${astrowayContent.showcase.title}: Product tour` })

test.describe('/astroway', () => {
  test('renders every section with the automatic title and the astrology description', async ({ page }) => {
    await gotoHydrated(page, '/astroway')
    await expect(page).toHaveTitle('Astroway - ReadyApps')
    expect(await metaDescription(page)).toBe(siteConfig.astroDescription)
    await expect(page.locator('main h1')).toHaveCount(1)
    await expect(page.locator('main h1')).toHaveText(astrowayContent.hero.title)

    // What You Get: four products and 100+ features.
    const whatYouGet = page.locator('#what-you-get')
    await expect(whatYouGet.getByTestId('product-part')).toHaveCount(4)
    for (const part of ['Customer app', 'Astrologer app', 'Website', 'Admin panel']) {
      await expect(whatYouGet.getByRole('heading', { name: part, exact: true })).toBeVisible()
    }
    await expect(whatYouGet.getByTestId('feature-count')).toContainText('100+')

    // Demo details: what it includes and how to get access, credentials only on request.
    const demo = page.locator('#demo')
    await expect(demo.getByTestId('demo-includes').locator('li')).toHaveCount(astrowayContent.demo.includes.length)
    await expect(demo.getByTestId('demo-note')).toContainText('available on request')
    await expect(demo.getByRole('link', { name: 'Request a demo' })).toBeVisible()
    await expect(page.locator('main')).not.toContainText(/password\s*:/i)

    // Clients as word marks, drawn as text.
    await expect(page.getByTestId('client-word-marks').locator('li')).toHaveCount(
      astrowayContent.clients.wordMarks.length,
    )
    await expect(page.getByTestId('client-word-marks')).toContainText('Jyotish Setu')

    // The list of 20 features.
    await expect(page.locator('#features').getByTestId('feature-item')).toHaveCount(20)

    // Clone cards link to the three clone pages.
    const cloneHrefs = await page
      .locator('#clones')
      .getByTestId('clone-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('href')))
    expect(cloneHrefs).toEqual(['/astrotalk-clone', '/astrosage-clone', '/astroyogi-clone'])

    // Final call to action.
    await expect(page.getByTestId('final-cta').getByRole('link', { name: 'Request a Demo' })).toBeVisible()
    await expect(page.getByTestId('final-cta')).toContainText(astrowayContent.finalCta.title)

    await expectPicturesDescribed(page)
    expect(await externalLinksInMain(page)).toEqual([])
  })

  test('pricing shows Standard, Premium and Enterprise in rupees, with GST, one-time fee and support', async ({
    page,
  }) => {
    await gotoHydrated(page, '/astroway')
    const pricing = page.locator('#pricing')
    await expect(pricing.getByTestId('tier-price')).toHaveText(['₹2,50,000', '₹3,50,000', 'Custom'])
    await expect(pricing.getByTestId('tier-support')).toHaveText([/^3 months/, /^6 months/, /^12 months/])
    await expect(pricing.getByRole('heading', { level: 3 })).toHaveText(['Standard', 'Premium', 'Enterprise'])
    const highlighted = pricing.locator('[data-highlight]')
    await expect(highlighted).toHaveCount(1)
    await expect(highlighted).toHaveAttribute('data-tier', 'premium')
    await expect(highlighted.getByTestId('tier-badge')).toHaveText('Most popular')
    const notes = pricing.getByTestId('pricing-notes')
    await expect(notes).toContainText('18% GST extra')
    await expect(notes).toContainText('One-time fee')
    await expect(notes).toContainText('One year technical support')
    // Every tier has its own call to action.
    await expect(pricing.getByRole('link', { name: /^(Get Standard|Get Premium|Talk to Sales)/ })).toHaveCount(3)
  })

  test('prices follow the visitor currency: Global shows dollars, Custom stays Custom', async ({ page }) => {
    await gotoHydrated(page, '/astroway')
    await page.getByTestId('site-header').getByTestId('country-selector').click()
    await page.getByRole('menuitem', { name: 'Global ($)' }).click()
    await expect(page.locator('#pricing').getByTestId('tier-price')).toHaveText(['$5,000', '$7,000', 'Custom'])
  })

  test('a deep link restores the showcase tab and choosing a tab updates the URL', async ({ page }) => {
    await gotoHydrated(page, '/astroway?tab=astrologer')
    const tour = productTour(page)
    await expect(tour.getByRole('radio', { name: 'Astrologer app' })).toBeChecked()
    await expect(page.getByTestId('showcase-panel-astrologer')).toBeVisible()
    await expect(page.getByTestId('showcase-panel-user')).toBeHidden()
    // The astrologer app is shown on phones.
    await expect(page.getByTestId('showcase-panel-astrologer').getByTestId('product-screen').first()).toBeVisible()

    await tour.getByText('Admin panel', { exact: true }).click()
    await expect(tour.getByRole('radio', { name: 'Admin panel' })).toBeChecked()
    await expect(page).toHaveURL(/\/astroway\?tab=admin$/)
    await expect(page.getByTestId('showcase-panel-admin')).toBeVisible()
    await expect(page.getByTestId('showcase-panel-astrologer')).toBeHidden()
    await expect(
      page.getByTestId('showcase-panel-admin').getByRole('img', { name: /Astroway admin panel/ }),
    ).toBeVisible()

    await tour.getByText('Website', { exact: true }).click()
    await expect(page).toHaveURL(/\/astroway\?tab=website$/)
    await expect(
      page.getByTestId('showcase-panel-website').getByRole('img', { name: /Astroway website/ }),
    ).toBeVisible()

    // The default tab keeps the URL clean.
    await tour.getByText('Customer app', { exact: true }).click()
    await expect(page).toHaveURL(/\/astroway$/)
    await expect(page.getByTestId('showcase-panel-user')).toBeVisible()

    // Reloading keeps a chosen tab.
    await tour.getByText('Admin panel', { exact: true }).click()
    await expect(page).toHaveURL(/tab=admin/)
    await page.reload()
    await expect(productTour(page).getByRole('radio', { name: 'Admin panel' })).toBeChecked()
    await expect(page.getByTestId('showcase-panel-admin')).toBeVisible()
  })

  test('an unknown tab falls back to the customer app', async ({ page }) => {
    await gotoHydrated(page, '/astroway?tab=nonsense')
    await expect(page).toHaveURL(/\/astroway$/)
    await expect(productTour(page).getByRole('radio', { name: 'Customer app' })).toBeChecked()
    await expect(page.getByTestId('showcase-panel-user')).toBeVisible()
  })

  test('every internal link on the page resolves', async ({ page, request }) => {
    await gotoHydrated(page, '/astroway')
    const { checked } = await expectInternalLinksResolve(page, request)
    expect(checked).toEqual(expect.arrayContaining(['/astrotalk-clone', '/astrosage-clone', '/astroyogi-clone']))
  })
})

test.describe('clone pages', () => {
  for (const clone of clonePageList) {
    const title = `${clone.slug.charAt(0).toUpperCase()}${clone.slug.slice(1).replace(/-/g, ' ')} - ReadyApps`

    test(`/${clone.slug} renders its own angle, description, pricing teaser and note`, async ({ page, request }) => {
      await gotoHydrated(page, `/${clone.slug}`)
      await expect(page).toHaveTitle(title)
      expect(await metaDescription(page)).toBe(clone.seoDescription)
      await expect(page.locator('main h1')).toHaveCount(1)
      await expect(page.locator('main h1')).toHaveText(clone.hero.title)
      await expect(page.locator('#model')).toContainText(clone.model.title)
      await expect(page.getByTestId('clone-what-you-get').locator('li')).toHaveCount(clone.whatYouGet.items.length)
      await expect(page.getByTestId('comparison-table').locator('tbody tr')).toHaveCount(clone.comparison.rows.length)
      await expect(page.getByTestId('teaser-price')).toHaveText('₹2,50,000')
      await expect(page.locator('#faq').getByRole('heading', { name: clone.faqs[1]!.question })).toBeVisible()
      await expect(page.getByTestId('not-affiliated')).toContainText(
        `not affiliated with, endorsed by or sponsored by ${clone.brand}`,
      )
      await expect(page.getByTestId('final-cta').getByRole('link', { name: 'Request a Demo' })).toBeVisible()
      await expectPicturesDescribed(page)
      expect(await externalLinksInMain(page)).toEqual([])
      const { checked } = await expectInternalLinksResolve(page, request)
      expect(checked).toContain('/astroway')
    })
  }
})
