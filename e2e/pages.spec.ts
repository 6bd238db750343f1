import type { Page } from '@playwright/test'
import { test, expect, goBackHydrated, gotoHydrated, waitForHydration } from './support/fixtures'
import { siteConfig } from '../app.config'

const CONTENT_PAGES: Array<{ path: string; title: string; h1: RegExp; sections: RegExp[] }> = [
  {
    path: '/about',
    title: 'About - ReadyApps',
    h1: /We build the apps, so you can build the business/,
    sections: [
      /Started in 2020/,
      /Make launching an app business/,
      /Three ways we help you launch/,
      /From first call to launch/,
      /What you can expect from us/,
      /A track record you can check/,
    ],
  },
  {
    path: '/contact',
    title: 'Contact - ReadyApps',
    h1: /Talk to the team that builds your app/,
    sections: [/Send us a message/, /Contact information/, /Common questions/],
  },
  {
    path: '/careers',
    title: 'Careers - ReadyApps',
    h1: /Build apps that real businesses launch/,
    sections: [/Work that ships/, /Looking after you/, /Five steps/, /Find your role/],
  },
  {
    path: '/faq',
    title: 'Faq - ReadyApps',
    h1: /Frequently asked questions/,
    sections: [/^General$/, /^App Development$/, /^Technical$/, /Still have questions\?/],
  },
  {
    path: '/privacy',
    title: 'Privacy - ReadyApps',
    h1: /^Privacy Policy$/,
    sections: [/In short/, /Personal data we collect/, /Your rights/, /Children/],
  },
  {
    path: '/terms',
    title: 'Terms - ReadyApps',
    h1: /^Terms of Service$/,
    sections: [/Your licence/, /Limitation of liability/, /Governing law/],
  },
  {
    path: '/refund',
    title: 'Refund - ReadyApps',
    h1: /^Refund Policy$/,
    sections: [/When you can get a refund/, /Refund timelines/],
  },
  {
    path: '/support',
    title: 'Support - ReadyApps',
    h1: /^Support Terms$/,
    sections: [/Support periods/, /Response times/, /How to reach support/],
  },
  {
    path: '/resources',
    title: 'Resources - ReadyApps',
    h1: /Learn, plan and get help/,
    sections: [/^Documentation$/, /^FAQ$/, /^Blog$/, /^Support$/],
  },
  {
    path: '/documentation',
    title: 'Documentation - ReadyApps',
    h1: /Everything you need to launch/,
    sections: [/^Guides$/, /^Product documentation$/],
  },
  {
    path: '/testing',
    title: 'Testing - ReadyApps',
    h1: /^Site status$/,
    sections: [/Site facts/, /Endpoints to check/],
  },
]

const DEFAULT_DESCRIPTION_START = 'ReadyApps builds ready-made, white-label apps for trendy businesses'

async function metaContent(page: Page, name: string) {
  return page.locator(`meta[name="${name}"]`).getAttribute('content')
}

for (const { path, title, h1, sections } of CONTENT_PAGES) {
  test(`${path} renders with its title, one h1, its sections and its own description`, async ({ page }) => {
    const response = await gotoHydrated(page, path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(title)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(h1)
    for (const heading of sections) {
      await expect(page.getByRole('heading', { name: heading }).first(), String(heading)).toBeVisible()
    }
    const description = await metaContent(page, 'description')
    expect(description).toBeTruthy()
    expect(description!.startsWith(DEFAULT_DESCRIPTION_START)).toBe(false)
  })
}

test('every page reads at 375 px without sideways scrolling', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 800 })
  for (const { path } of CONTENT_PAGES) {
    await page.goto(path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})

test('about: the numbers and the call to action', async ({ page }) => {
  await gotoHydrated(page, '/about')
  await expect(page.getByTestId('stat-counter')).toHaveCount(4)
  await expect(page.getByText('Clients on our ready-made apps: 1,500+')).toBeAttached()
  await expect(page.getByTestId('cta-band').getByRole('link', { name: 'Request a Demo' })).toBeVisible()
})

test('contact: every channel and the contact form itself', async ({ page }) => {
  await gotoHydrated(page, '/contact')
  await expect(
    page.getByTestId('contact-channel-email').getByRole('link', { name: 'sales@readyapps.dev' }),
  ).toHaveAttribute('href', 'mailto:sales@readyapps.dev')
  await expect(page.getByTestId('contact-channel-phone').getByRole('link')).toHaveAttribute(
    'href',
    siteConfig.contact.phoneHref,
  )
  await expect(page.getByTestId('contact-channel-phone')).toContainText(
    'Phone support: 11 am to 7 pm, Monday to Friday',
  )
  await expect(page.getByTestId('contact-channel-chat').getByRole('link')).toHaveAttribute(
    'href',
    siteConfig.contact.chatHref,
  )
  await expect(page.getByTestId('contact-channel-hours')).toContainText('9 am to 6 pm IST, Monday to Friday')
  await expect(page.getByTestId('contact-channel-address')).toContainText('Indore')
  // The hero's promise (the inline form repeats its first half under the button).
  await expect(
    page.getByTestId('page-hero').getByText(/We will reply within 24 business hours\. Usual reply/),
  ).toBeVisible()

  // The form is on the page (issue 15), not behind a button.
  const card = page.getByTestId('send-message-card')
  await expect(card.getByRole('form', { name: 'Contact form' })).toBeVisible()
  const button = card.getByRole('button', { name: 'Send request' })
  await expect(button).toBeVisible()
  await page.setViewportSize({ width: 375, height: 800 })
  await page.evaluate(() => window.scrollTo(0, 0))
  const box = await button.boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)

  const faq = page.getByTestId('faq-accordion')
  await expect(faq.locator('summary')).toHaveCount(4)
  await faq.getByRole('heading', { name: 'How quickly will you reply?' }).click()
  await expect(faq.getByText('within 24 business hours, and usually within one day')).toBeVisible()
})

test('careers: the business tab deep link restores the view and clicking updates the URL', async ({ page }) => {
  await gotoHydrated(page, '/careers?team=business')
  const teams = page.getByRole('radiogroup', { name: 'Open positions by team' })
  const businessTab = teams.getByRole('radio', { name: /^Business/ })
  const techTab = teams.getByRole('radio', { name: /^Tech/ })
  await expect(businessTab).toBeChecked()
  await expect(page.getByRole('heading', { name: 'Inside Sales Executive (India)' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Senior Flutter Developer' })).toBeHidden()

  // Tech, the first team, is left out of the address.
  await teams.getByText(/^Tech/).click()
  await expect(page).not.toHaveURL(/[?&]team=/)
  await expect(techTab).toBeChecked()
  await expect(page.getByRole('heading', { name: 'Senior Flutter Developer' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Inside Sales Executive (India)' })).toBeHidden()

  await teams.getByText(/^Business/).click()
  await expect(page).toHaveURL(/[?&]team=business/)
  await page.reload()
  await waitForHydration(page)
  await expect(
    page.getByRole('radiogroup', { name: 'Open positions by team' }).getByRole('radio', { name: /^Business/ }),
  ).toBeChecked()
  await expect(page.getByRole('heading', { name: 'Inside Sales Executive (India)' })).toBeVisible()
})

test('careers: an unknown team falls back to tech; each position has an apply e-mail', async ({ page }) => {
  await gotoHydrated(page, '/careers?team=marketing')
  await expect(
    page.getByRole('radiogroup', { name: 'Open positions by team' }).getByRole('radio', { name: /^Tech/ }),
  ).toBeChecked()
  await expect(page.getByTestId('hiring-steps').locator('li')).toHaveCount(5)
  const apply = page.getByRole('link', { name: 'Apply now for Senior Flutter Developer' })
  const href = await apply.getAttribute('href')
  expect(href).toMatch(/^mailto:careers@readyapps\.dev\?subject=/)
  expect(new URL(href!).searchParams.get('subject')).toBe('Application: Senior Flutter Developer')
  const position = page.getByTestId('job-position').filter({ hasText: 'Senior Flutter Developer' })
  await expect(position).toContainText('Indore (hybrid)')
  await expect(position).toContainText('Full-time')
  await expect(position.locator('li')).toHaveCount(4)
})

/** The FAQ categories the filter shows (every one is in the HTML; CSS hides the others). */
const shownFaqCategories = (page: Page) => page.locator('[data-testid="faq-category"]:visible')

test('faq: three categories of four, category filter in the URL, FAQPage JSON-LD', async ({ page }) => {
  await gotoHydrated(page, '/faq')
  const categories = shownFaqCategories(page)
  await expect(categories).toHaveCount(3)
  for (let index = 0; index < 3; index++)
    await expect(categories.nth(index).getByTestId('faq-accordion').locator('summary')).toHaveCount(4)

  await categories.getByRole('heading', { name: 'What are the server requirements?' }).click()
  await expect(page.getByText(/PHP 8\.0 or later, MySQL 5\.7 or later and an SSL certificate/)).toBeVisible()

  const filter = page.getByRole('radiogroup', { name: 'FAQ categories' })
  await filter.getByText('Technical', { exact: true }).click()
  await expect(page).toHaveURL(/[?&]category=technical/)
  await expect(filter.getByRole('radio', { name: /^Technical/ })).toBeChecked()
  await expect(categories).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 2, name: 'Technical' })).toBeVisible()

  await filter.getByText('All questions', { exact: true }).click()
  await expect(page).not.toHaveURL(/category=/)
  await expect(categories).toHaveCount(3)

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const faqPage = jsonLd
    .map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: unknown[] })
    .find((data) => data['@type'] === 'FAQPage')
  expect(faqPage?.mainEntity).toHaveLength(12)
})

test('faq: a category deep link shows that category only', async ({ page }) => {
  await gotoHydrated(page, '/faq?category=app-development')
  await expect(
    page.getByRole('radiogroup', { name: 'FAQ categories' }).getByRole('radio', { name: /^App Development/ }),
  ).toBeChecked()
  await expect(shownFaqCategories(page)).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 2, name: 'App Development' })).toBeVisible()
  await expect(page.getByText('How long does custom app development take?')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Technical' })).toBeHidden()
})

test("faq: 'Still have questions?' links to Contact Support and Browse Documentation", async ({ page }) => {
  await gotoHydrated(page, '/faq')
  const block = page.getByTestId('still-have-questions')
  await expect(block.getByRole('heading', { name: 'Still have questions?' })).toBeVisible()
  await expect(block.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact')
  await expect(block.getByRole('link', { name: 'Browse Documentation' })).toHaveAttribute('href', '/documentation')
  await block.getByRole('link', { name: 'Contact Support' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.locator('h1')).toHaveText(/Talk to the team/)
  await goBackHydrated(page)
  await page.getByTestId('still-have-questions').getByRole('link', { name: 'Browse Documentation' }).click()
  await expect(page).toHaveURL(/\/documentation$/)
  await expect(page).toHaveTitle('Documentation - ReadyApps')
})

test('legal pages: last updated date, table of contents and the spec facts', async ({ page }) => {
  const facts: Record<string, string[]> = {
    '/privacy': ['do not serve children under 13'],
    '/terms': ['limited to the fees you paid us in the 12 months', 'single-domain licence'],
    '/refund': [
      '5-10 business days after approval',
      'Up to 14 business days after approval',
      'After a project team has been assigned to your order, no refunds',
    ],
    '/support': [
      '3 months',
      '6 months',
      '12 months',
      'Office hours: 9 am to 6 pm IST, Monday to Friday',
      'Within 4 business hours',
    ],
  }
  for (const [path, texts] of Object.entries(facts)) {
    await gotoHydrated(page, path)
    await expect(page.getByTestId('last-updated')).toContainText(/Last updated: \d{1,2} [A-Z][a-z]+ \d{4}/)
    const toc = page.getByTestId('toc')
    await expect(toc).toBeVisible()
    const firstLink = toc.getByRole('link').first()
    const target = (await firstLink.getAttribute('href'))!
    expect(target.startsWith('#')).toBe(true)
    await expect(page.locator(target)).toHaveCount(1)
    for (const text of texts)
      await expect(page.getByText(text, { exact: false }).first(), `${path}: ${text}`).toBeVisible()
  }
})

test('the table of contents of a legal page and of a document marks the section in view', async ({ page }) => {
  // Both documents stay the server's HTML (see ServerHtml); the page marks the link (toc-spy.ts).
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const path of ['/privacy', '/documentation/getting-started']) {
    await gotoHydrated(page, path)
    const link = page.getByTestId('toc').getByRole('link').nth(2)
    const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1))
    await page.evaluate((target) => document.getElementById(target)!.scrollIntoView({ block: 'start' }), id)
    await expect(link, path).toHaveAttribute('aria-current', 'location')
    await expect(page.getByTestId('toc').locator('a[aria-current="location"]'), path).toHaveCount(1)
  }
  // After a move inside the site the table is rendered, not server HTML: it still marks one link.
  await gotoHydrated(page, '/terms')
  await page.getByTestId('toc').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  const link = page.getByTestId('toc').getByRole('link').nth(3)
  const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1))
  await page.evaluate((target) => document.getElementById(target)!.scrollIntoView({ block: 'start' }), id)
  await expect(link).toHaveAttribute('aria-current', 'location')
  await expect(page.getByTestId('toc').locator('a[aria-current="location"]')).toHaveCount(1)
})

test('testing page: noindex status page, kept out of the sitemap', async ({ page, request }) => {
  await gotoHydrated(page, '/testing')
  expect(await metaContent(page, 'robots')).toBe('noindex,nofollow')
  await expect(page.getByTestId('status-hydrated')).toHaveAttribute('data-done', 'true')
  await expect(page.getByRole('link', { name: '/healthz' })).toHaveAttribute('href', '/healthz')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('/testing')
  for (const path of [
    '/about',
    '/contact',
    '/careers',
    '/faq',
    '/privacy',
    '/terms',
    '/refund',
    '/support',
    '/resources',
    '/documentation',
  ]) {
    expect(sitemap, path).toContain(`<loc>https://www.readyapps.test${path}</loc>`)
  }
})

test('every internal link on the content pages answers 200', async ({ page, request }) => {
  test.setTimeout(120_000)
  const paths = new Set<string>()
  for (const { path } of CONTENT_PAGES) {
    await page.goto(path)
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    for (const href of hrefs) paths.add(href.split('#')[0]!)
  }
  const checked = [...paths].filter(Boolean)
  expect(checked.length).toBeGreaterThan(20)
  for (const path of checked) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
  }
})
