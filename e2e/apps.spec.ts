import { readdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated, scrollIntoViewSettled } from './support/fixtures'
import { expectContactOpened, expectLinksInMainToExist } from './support/product-links'
import { catalogue } from '../src/content/catalogue'
import { appProfiles } from '../src/content/apps'
import { products, showcaseProducts } from '../src/content/products'
import { productRedirects } from '../src/content/redirects'
import { clonePageList } from '../src/content/clones'
import { LEGACY_PRODUCT_IDS } from '../src/domain/product'
import { demoDialog } from './support/contact'

// Nothing here writes data: the two workers may share the file's tests.
test.describe.configure({ mode: 'parallel' })

const appsTitle = 'Apps - ReadyApps'

/** The page's own links that open the contact dialog (not the header's or the mobile menu's), from its HTML. */
function contactLinksIn(html: string) {
  return [...html.matchAll(/<a [^>]*data-contact-dialog[^>]*>/g)]
    .map(([tag]) => ({
      href: /href="([^"]*)"/.exec(tag)?.[1] ?? '',
      product: /data-contact-product="([^"]*)"/.exec(tag)?.[1] ?? '',
      source: /data-contact-source="([^"]*)"/.exec(tag)?.[1] ?? '',
    }))
    .filter((link) => !/^(header|mobile-menu)/.test(link.source))
}

/** The app picker and the detail tabs: radio groups whose labels the visitor taps. */
const appPicker = (page: Page) => page.getByRole('radiogroup', { name: 'Choose an app' })
const detailTabs = (page: Page) => page.getByRole('radiogroup', { name: 'About the app' })
const detailTab = (page: Page, name: string) => detailTabs(page).getByRole('radio', { name, exact: true })

/** The app a visitor sees chosen: its tile checked, its headline the only one in the panel. */
async function expectChosenApp(page: Page, id: string) {
  const app = showcaseProducts.find((product) => product.id === id)!
  await expect(appPicker(page).getByRole('radio', { name: `${app.name} ${app.category}`, exact: true })).toBeChecked()
  const panel = page.getByTestId('app-panel')
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(app.name)
  await expect(panel.locator('[data-app]:visible')).toHaveAttribute('data-app', id)
}

test.describe('/apps', () => {
  test('lists the six apps and shows the default one', async ({ page }) => {
    const response = await gotoHydrated(page, '/apps')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(appsTitle)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Pick your app. Launch it under your brand.')
    await expect(appPicker(page).locator('label')).toHaveText([
      /Astroway Pro/,
      /Chitchat/,
      /Food Delivery/,
      /E-Commerce/,
      /Ride Sharing/,
      /Social Network/,
    ])
    await expect(appPicker(page).getByRole('radio')).toHaveCount(6)
    await expectChosenApp(page, 'astroway')
    const panel = page.getByTestId('app-panel')
    await expect(panel.getByRole('heading', { level: 2, name: 'Astroway Pro' })).toBeVisible()
    await expect(detailTab(page, 'Features')).toBeChecked()
    await expect(page.getByTestId('app-features-astroway')).toBeVisible()
    await expect(page.getByTestId('app-features-chitchat')).toBeHidden()
    await expect(page.getByTestId('app-tech-stack-astroway')).toBeHidden()
    // Two actions for the chosen app (issue 15): the demo, and its page.
    await expect(panel.getByRole('link', { name: 'Request a demo' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'View details' })).toBeVisible()
    for (const name of ['Get Started', 'Contact Sales', 'Request Custom Solution', 'Pricing'])
      await expect(
        panel.getByRole('button', { name, exact: true }).or(panel.getByRole('link', { name, exact: true })),
      ).toHaveCount(0)
  })

  test('a deep link restores the app and tab, and a tap switches in place and updates the URL', async ({ page }) => {
    await gotoHydrated(page, '/apps?app=chitchat&tab=features')
    const panel = page.getByTestId('app-panel')
    await expectChosenApp(page, 'chitchat')
    await expect(detailTab(page, 'Features')).toBeChecked()
    await expect(panel.getByRole('heading', { level: 3, name: 'Appointments' })).toBeVisible()

    // No page load: the document stays the same one.
    await page.evaluate(() => ((window as unknown as { samePage?: boolean }).samePage = true))
    await detailTabs(page).getByText('Tech stack', { exact: true }).click()
    await expect(detailTab(page, 'Tech stack')).toBeChecked()
    await expect(
      page.getByTestId('app-tech-stack-chitchat').getByText('WebRTC or Agora video', { exact: true }),
    ).toBeVisible()
    await expect(panel.getByRole('heading', { level: 3, name: 'Appointments' })).toBeHidden()
    await expect(page).toHaveURL(/[?&]tab=tech-stack/)
    await expect(page).toHaveURL(/[?&]app=chitchat(&|$)/)

    await page.getByTestId('pick-food-delivery').click()
    await expectChosenApp(page, 'food-delivery')
    await expect(page).toHaveURL(/[?&]app=food-delivery/)
    // The tab stays as it was when the app changes.
    await expect(page).toHaveURL(/[?&]tab=tech-stack/)
    await expect(detailTab(page, 'Tech stack')).toBeChecked()
    await expect(page.getByTestId('app-tech-stack-food-delivery')).toBeVisible()
    await expect(page.getByTestId('app-tech-stack-chitchat')).toBeHidden()
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)

    // The URL alone restores the view.
    await gotoHydrated(page, page.url().replace(/^https?:\/\/[^/]+/, ''))
    await expectChosenApp(page, 'food-delivery')
    await expect(detailTab(page, 'Tech stack')).toBeChecked()
    await expect(
      page.getByTestId('app-tech-stack-food-delivery').getByText('Google Maps SDK', { exact: true }),
    ).toBeVisible()
  })

  test('the detail tabs are one Tab stop, and the arrow keys move the choice round them', async ({ page }) => {
    await gotoHydrated(page, '/apps?app=chitchat')
    const panel = page.getByTestId('app-panel')
    // From the app's last action, Tab reaches the detail tabs on the chosen one.
    await panel.getByRole('link', { name: 'View details' }).focus()
    await page.keyboard.press('Tab')
    await expect(detailTab(page, 'Features')).toBeFocused()
    const press = async (key: string, name: string, param: string | null) => {
      await page.keyboard.press(key)
      await expect(detailTab(page, name)).toBeChecked()
      await expect(detailTab(page, name)).toBeFocused()
      // The default tab is left out of the URL.
      if (param) await expect(page).toHaveURL(new RegExp(`[?&]tab=${param}(&|$)`))
      else await expect(page).not.toHaveURL(/[?&]tab=/)
      await expect(page).toHaveURL(/[?&]app=chitchat(&|$)/)
    }
    await press('ArrowRight', 'Tech stack', 'tech-stack')
    await expect(
      page.getByTestId('app-tech-stack-chitchat').getByText('WebRTC or Agora video', { exact: true }),
    ).toBeVisible()
    await press('ArrowDown', 'Screenshots', 'screenshots')
    await expect(page.getByTestId('app-screenshots-chitchat')).toBeVisible()
    await expect(page.getByTestId('app-tech-stack-chitchat')).toBeHidden()
    // Round from the last to the first, and back.
    await press('ArrowRight', 'Features', null)
    await expect(panel.getByRole('heading', { level: 3, name: 'Appointments' })).toBeVisible()
    await press('ArrowLeft', 'Screenshots', 'screenshots')
    await press('ArrowUp', 'Tech stack', 'tech-stack')
    // One Tab stop for the group: back out, and in again on the chosen tab.
    await page.keyboard.press('Shift+Tab')
    await expect(panel.getByRole('link', { name: 'View details' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(detailTab(page, 'Tech stack')).toBeFocused()
  })

  test('the screenshots tab shows four screens of the chosen app', async ({ page }) => {
    await gotoHydrated(page, '/apps?app=ride-sharing&tab=screenshots')
    await expectChosenApp(page, 'ride-sharing')
    await expect(detailTab(page, 'Screenshots')).toBeChecked()
    const shots = page.getByTestId('app-screenshots-ride-sharing')
    await expect(shots).toBeVisible()
    await expect(shots.getByTestId('product-screen')).toHaveCount(4)
    await expect(shots.getByRole('img', { name: /Ride sharing vehicle choice/ })).toBeVisible()
    await expect(page.getByTestId('app-features-ride-sharing')).toBeHidden()
  })

  test('content icons are drawn from sprite symbols the page carries; the sprite file is a cacheable SVG', async ({
    page,
  }) => {
    await gotoHydrated(page, '/apps')
    const use = page.getByTestId('pick-astroway').locator('svg use')
    const href = await use.getAttribute('href')
    expect(href).toMatch(/^#icon-[a-z-]+$/)
    // The symbol is in the page (the page cache put it there), still after hydration.
    await expect(page.locator(`symbol${href}`)).toHaveCount(1)
    // The shapes were found: the <use> element has the drawn shapes' size (0 when the symbol is missing).
    await expect
      .poll(async () => (await use.evaluate((element) => element.getBoundingClientRect().width)) > 5)
      .toBe(true)
    // The file an island's later icons use answers as a cacheable SVG with the same symbol.
    const [file] = readdirSync('dist/client/assets').filter((name) => /^icons-[\w-]+\.svg$/.test(name))
    const sprite = await page.request.get(`/assets/${file}`)
    expect(sprite.status()).toBe(200)
    expect(sprite.headers()['content-type']).toContain('image/svg+xml')
    expect(sprite.headers()['cache-control']).toContain('immutable')
    expect(await sprite.text()).toContain(`<symbol id="${href!.slice('#icon-'.length)}"`)
  })

  test('invalid search values fall back to the default view', async ({ page }) => {
    const response = await gotoHydrated(page, '/apps?app=not-an-app&tab=nonsense')
    expect(response?.status()).toBe(200)
    await expectChosenApp(page, 'astroway')
    await expect(detailTab(page, 'Features')).toBeChecked()
    await expect(page.getByTestId('app-features-astroway')).toBeVisible()
  })

  test('View details goes to the app’s page', async ({ page }) => {
    await gotoHydrated(page, '/apps?app=e-commerce')
    const panel = page.getByTestId('app-panel')
    await expect(panel.getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/apps/e-commerce')
    await panel.getByRole('link', { name: 'View details' }).click()
    await expect(page).toHaveURL(/\/apps\/e-commerce$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('View details of Astroway Pro, Chitchat and Social Network point at their own pages', async ({ page }) => {
    const expected = {
      astroway: '/astroway',
      chitchat: '/chitchat',
      'social-network': '/apps/social-network',
    }
    await gotoHydrated(page, '/apps')
    for (const [id, path] of Object.entries(expected)) {
      await page.getByTestId(`pick-${id}`).click()
      await expectChosenApp(page, id)
      await expect(page.getByTestId('app-panel').getByRole('link', { name: 'View details' })).toHaveAttribute(
        'href',
        path,
      )
    }
  })

  test('Request a demo opens the contact dialog', async ({ page }) => {
    await gotoHydrated(page, '/apps?app=ride-sharing')
    await page.getByTestId('app-panel').getByRole('link', { name: 'Request a demo' }).click()
    await expectContactOpened(page)
  })

  test('every link on the page leads to a page that exists', async ({ page, request }) => {
    test.slow()
    await gotoHydrated(page, '/apps')
    await expectLinksInMainToExist(page, request)
  })
})

test.describe('catalogue product pages', () => {
  const expectedPrices: Record<string, { setup: string; monthly: string }> = {
    'food-delivery': { setup: '₹2,50,000', monthly: '₹3,50,000' },
    'e-commerce': { setup: '₹2,50,000', monthly: '₹3,50,000' },
    'ride-sharing': { setup: '₹2,50,000', monthly: '₹3,50,000' },
    'real-estate': { setup: '₹5,999', monthly: '₹899' },
    'social-media': { setup: '₹2,50,000', monthly: '₹999' },
  }

  for (const entry of catalogue) {
    test(`/apps/${entry.id} renders every section with its own description`, async ({ page }) => {
      const response = await gotoHydrated(page, `/apps/${entry.id}`)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(`${entry.title} - ReadyApps`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', entry.description)
      const main = page.locator('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(entry.title)
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(main.getByRole('link', { name: 'Request a demo' }).first()).toBeVisible()
      await expect(main.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '#pricing')
      await expect(main.locator('#features').getByText('Key Features')).toBeVisible()
      for (const feature of entry.features)
        await expect(main.locator('#features').getByRole('heading', { name: feature.title })).toBeVisible()
      await expect(main.locator('#about').getByText('About the Solution')).toBeVisible()
      await expect(main.locator('#about').getByRole('link', { name: 'Request a demo' })).toBeVisible()
      await expect(main.locator('#technology').getByText('Technology', { exact: true })).toBeVisible()
      for (const tech of entry.techStack.backend)
        await expect(main.locator('#technology').getByText(tech, { exact: true })).toBeVisible()
      await expect(main.locator('#screens').getByTestId('product-screen')).toHaveCount(4)

      // Pricing: every amount through PriceTag, the monthly fee labelled as such.
      const pricing = main.locator('#pricing')
      const prices = expectedPrices[entry.id]!
      await expect(pricing.getByTestId('price-setup').locator('[data-price]')).toHaveText(prices.setup)
      await expect(pricing.getByTestId('price-setup')).toContainText('one-time')
      await expect(pricing.getByTestId('price-monthly').locator('[data-price]')).toHaveText(prices.monthly)
      await expect(pricing.getByTestId('price-monthly')).toContainText('Monthly: hosting, updates and support')
      await expect(pricing.getByTestId('price-monthly')).toContainText('per month')
      await expect(pricing.getByTestId('price-enterprise').locator('[data-price]')).toHaveText('Custom')

      // FAQ accordion with the deployment claim.
      const faq = main.locator('#faq')
      const question = faq.getByRole('heading', { name: /How long does it take to deploy/ })
      await question.click()
      await expect(faq.getByText(`Deployment takes ${entry.deployment}`)).toBeVisible()
    })
  }

  test('prices follow the visitor’s currency', async ({ page }) => {
    await gotoHydrated(page, '/apps/social-media')
    const pricing = page.locator('#pricing')
    await expect(pricing.getByTestId('price-setup').locator('[data-price]')).toHaveText('₹2,50,000')
    await page.getByTestId('country-selector').first().click()
    await page.getByRole('menuitem', { name: 'Global ($)' }).click()
    await expect(pricing.getByTestId('price-setup').locator('[data-price]')).toHaveText('$5,000')
    await expect(pricing.getByTestId('price-monthly').locator('[data-price]')).toHaveText('$20')
    await expect(pricing.getByTestId('price-enterprise').locator('[data-price]')).toHaveText('Custom')
  })

  test('View Pricing scrolls to the pricing section', async ({ page }) => {
    await gotoHydrated(page, '/apps/real-estate')
    await page.locator('main').getByRole('link', { name: 'View Pricing' }).click()
    await expect(page).toHaveURL(/#pricing$/)
    await expect(page.locator('#pricing').getByRole('heading', { level: 2 })).toBeInViewport()
  })

  test('Request a demo, in the hero and About the Solution, opens the contact dialog', async ({ page }) => {
    await gotoHydrated(page, '/apps/ride-sharing')
    await page.locator('main').getByRole('link', { name: 'Request a demo' }).first().click()
    await expectContactOpened(page)
    await gotoHydrated(page, '/apps/ride-sharing')
    await page.locator('#about').getByRole('link', { name: 'Request a demo' }).click()
    await expectContactOpened(page)
  })

  test('every link on a product page leads to a page that exists', async ({ page, request }) => {
    test.slow()
    for (const entry of catalogue) {
      await gotoHydrated(page, `/apps/${entry.id}`)
      await expectLinksInMainToExist(page, request)
    }
  })

  test('reads well at 375 px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    // The product pages are checked at this width in e2e/visitor-polish.spec.ts.
    await gotoHydrated(page, '/apps')
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('app detail pages', () => {
  for (const profile of appProfiles) {
    test(`/apps/${profile.id} renders with its own description`, async ({ page, request }) => {
      const response = await gotoHydrated(page, `/apps/${profile.id}`)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(`${profile.title} - ReadyApps`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', profile.description)
      const main = page.locator('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(profile.title)
      await expect(main.locator('#features').getByText('Key Features')).toBeVisible()
      await expect(main.locator('#about').getByRole('link', { name: 'Request a demo' })).toBeVisible()
      await expect(main.locator('#technology')).toBeVisible()
      await expect(main.locator('#pricing').locator('[data-price]')).toHaveText('Custom')
      await expect(main.locator('#screens').getByTestId('product-screen')).toHaveCount(4)
      await expectLinksInMainToExist(page, request)
    })
  }

  test('an unknown app id is a 404 page', async ({ page, request }) => {
    const direct = await request.get('/apps/no-such-app')
    expect(direct.status()).toBe(404)
    const response = await page.goto('/apps/no-such-app')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('not-found')).toBeVisible()
    await expect(page).toHaveTitle(/not found/i)
  })

  // Every old product URL of the one redirect list (registry + LEGACY_PRODUCT_IDS) moves for good.
  for (const [from, to] of Object.entries(productRedirects)) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(to)
    })
  }
})

test.describe('old /apps selection links', () => {
  for (const [old, id] of Object.entries(LEGACY_PRODUCT_IDS)) {
    test(`/apps?app=${old} redirects permanently to the registry id ${id}`, async ({ request }) => {
      const response = await request.get(`/apps?app=${old}&tab=screenshots`, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      const location = new URL(response.headers()['location'] ?? '', 'http://x')
      expect(location.pathname).toBe('/apps')
      expect(location.searchParams.get('app')).toBe(id)
      expect(location.searchParams.get('tab')).toBe('screenshots')
    })
  }
})

test.describe('the contact dialog preselects the product of the page', () => {
  const productField = (page: Page) =>
    page.getByRole('dialog', { name: 'Request a free demo' }).getByRole('combobox', { name: 'Product' })

  // The page's HTML names its product on every Request a demo link: the dialog reads it from the
  // link (data-contact-product) and, before its code or without JavaScript, /contact from the URL.
  test('on every product page, each Request a demo link names its product', async ({ request }) => {
    const problems: string[] = []
    for (const product of products) {
      const links = contactLinksIn(await (await request.get(product.path)).text())
      const sources = links.map((link) => link.source)
      if (
        !sources.some((source) => source.endsWith(':hero')) ||
        !sources.some((source) => source.endsWith(':final-cta'))
      )
        problems.push(
          `${product.path}: a Request a demo link in the hero and in the closing call to action (has ${sources.join(', ')})`,
        )
      for (const link of links)
        if (link.product !== product.id || link.href !== `/contact?product=${product.id}`)
          problems.push(`${product.path} ${link.source}: product "${link.product}", href "${link.href}"`)
    }
    expect(problems).toEqual([])
  })

  // What the visitor sees when clicking them: a star page and a catalogue page, both links.
  for (const path of ['/astroway', '/apps/food-delivery']) {
    test(`on ${path}, both Request a demo links preselect its product`, async ({ page }) => {
      const product = products.find((candidate) => candidate.path === path)!
      await gotoHydrated(page, product.path)
      await page
        .getByTestId('product-hero')
        .getByRole('link', { name: /^Request a demo$/i })
        .click()
      await demoDialog(page)
      await expect(productField(page)).toHaveValue(product.id)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: 'Request a free demo' })).toBeHidden()
      const closing = page.getByTestId('final-cta').getByRole('link', { name: /^Request a demo$/i })
      await scrollIntoViewSettled(closing)
      await closing.click()
      await expect(productField(page)).toHaveValue(product.id)
    })
  }

  test('on every clone page, the Request a Demo links name astroway; a click preselects it', async ({
    page,
    request,
  }) => {
    // The dialog takes its product from the link clicked (data-contact-product): each page's links
    // are read in its HTML, and one is clicked.
    for (const clone of clonePageList) {
      const links = contactLinksIn(await (await request.get(`/${clone.slug}`)).text())
      expect(
        links.map((link) => link.source),
        `/${clone.slug}`,
      ).toContain(`${clone.slug}:hero`)
      for (const link of links)
        expect(link, `/${clone.slug} ${link.source}`).toEqual({
          ...link,
          product: 'astroway',
          href: '/contact?product=astroway',
        })
    }
    const clone = clonePageList[0]!
    await gotoHydrated(page, `/${clone.slug}`)
    await page.getByTestId('product-hero').getByRole('link', { name: 'Request a Demo' }).click()
    await demoDialog(page)
    await expect(productField(page)).toHaveValue('astroway')
  })

  test('each /apps selection preselects its product', async ({ page }) => {
    test.setTimeout(60_000)
    await gotoHydrated(page, '/apps')
    const panel = page.getByTestId('app-panel')
    const requestDemo = panel.getByRole('link', { name: 'Request a demo' })
    // Every selection names its product on the panel's link (the dialog takes it from the link
    // clicked); the dialog is opened for the first selection and the last.
    for (const [index, product] of showcaseProducts.entries()) {
      await page.getByTestId(`pick-${product.id}`).click()
      await expectChosenApp(page, product.id)
      await expect(requestDemo).toHaveAttribute('data-contact-product', product.id)
      await expect(requestDemo).toHaveAttribute('href', `/contact?product=${product.id}`)
      if (index !== 0 && index !== showcaseProducts.length - 1) continue
      await requestDemo.click()
      await demoDialog(page)
      await expect(productField(page)).toHaveValue(product.id)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: 'Request a free demo' })).toBeHidden()
    }
  })
})
