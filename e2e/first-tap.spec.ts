import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { holdScripts, isHydrated } from './support/slow-phone'

/**
 * Issue 48: every public widget answers its first tap from what is already on the page. The page's
 * scripts are held back for good (only the HTML, its CSS and its inline script): a tap on every tab,
 * filter, picker entry, disclosure and menu of every public page type changes what is shown (the
 * panel, the results, the open menu, or the page a link leads to), and a choice kept in the URL is
 * written into the address by the inline script. Nothing hydrates meanwhile. How fast each answers on
 * a slow phone is the benchmark's (`npm run bench -- --interactions`), not a test's.
 */

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false }

interface Widget {
  /** The page type and the widget. */
  name: string
  path: string
  device: typeof PHONE | typeof DESKTOP
  /** What the visitor taps (after `before`, a tap that opens what it sits in). */
  tap: (page: Page) => Locator
  before?: (page: Page) => Locator
  /** Shown once the widget has answered, and not before (a filter may only leave things out). */
  shown?: (page: Page) => Locator
  /** Shown before and after (a filter keeps what matches). */
  kept?: (page: Page) => Locator
  /** Hidden once it has answered (a filter leaves out what does not match). */
  hidden?: (page: Page) => Locator
  /** The address after the tap (a choice kept in the URL). */
  url?: RegExp
}

const main = (page: Page) => page.locator('main')
const group = (page: Page, name: string | RegExp) => page.getByRole('radiogroup', { name })
const option = (page: Page, groupName: string | RegExp, label: string | RegExp) =>
  group(page, groupName).locator('label', { hasText: label })
/** The first question of a page's native FAQ disclosures, and its answer. */
const firstQuestion = (page: Page) => main(page).locator('details').first().locator('summary')
const firstAnswer = (page: Page) => main(page).locator('details').first().locator('summary + *')

const WIDGETS: Widget[] = [
  {
    name: 'home: a technology area',
    path: '/',
    device: PHONE,
    tap: (page) => page.locator('#tech-stack').getByText('Websites & panels', { exact: true }),
    shown: (page) => page.getByTestId('tech-panel-web'),
  },
  {
    name: 'home: the phone menu and a group in it',
    path: '/',
    device: PHONE,
    before: (page) => page.getByRole('button', { name: 'Open menu' }),
    tap: (page) => page.getByRole('dialog', { name: 'Site menu' }).getByText('Resources', { exact: true }),
    shown: (page) => page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'FAQ', exact: true }),
  },
  {
    name: 'about: a dropdown of the main navigation',
    path: '/about',
    device: DESKTOP,
    tap: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }),
    shown: (page) => page.getByRole('menu', { name: 'Resources' }),
  },
  {
    name: 'apps: the app picker',
    path: '/apps',
    device: PHONE,
    tap: (page) => option(page, 'Choose an app', /^Chitchat/),
    shown: (page) => page.getByTestId('app-panel').getByRole('heading', { name: 'Chitchat', exact: true }),
    hidden: (page) => page.getByTestId('app-panel').getByRole('heading', { name: 'Astroway Pro', exact: true }),
    url: /\/apps\?app=chitchat$/,
  },
  {
    name: 'apps: the detail tabs',
    path: '/apps',
    device: PHONE,
    tap: (page) => option(page, 'About the app', 'Tech stack'),
    shown: (page) => page.getByTestId('app-tech-stack-astroway'),
    hidden: (page) => page.getByTestId('app-features-astroway'),
    url: /\/apps\?tab=tech-stack$/,
  },
  {
    name: 'catalogue product: a question of its FAQ',
    path: '/apps/food-delivery',
    device: PHONE,
    tap: firstQuestion,
    shown: firstAnswer,
  },
  {
    name: 'astroway: the product tour',
    path: '/astroway',
    device: PHONE,
    tap: (page) => page.locator('#showcase').locator('label', { hasText: 'Admin panel' }),
    shown: (page) => page.getByText('Run the marketplace from one screen', { exact: true }),
    hidden: (page) => page.getByText('From curious to consulting in three taps', { exact: true }),
    url: /\/astroway\?tab=admin$/,
  },
  {
    name: 'chitchat: the feature tabs',
    path: '/chitchat',
    device: PHONE,
    tap: (page) => page.locator('#features').locator('label', { hasText: 'Management' }),
    shown: (page) => page.getByRole('heading', { name: 'Run the platform, not the paperwork' }),
    hidden: (page) => page.getByRole('heading', { name: 'Conversations that feel personal and stay private' }),
    url: /\/chitchat\?features=management$/,
  },
  {
    name: 'chitchat: the FAQ’s tabs',
    path: '/chitchat',
    device: PHONE,
    tap: (page) => page.getByTestId('faq-tabs').locator('label', { hasText: 'Technical' }),
    shown: (page) => page.getByTestId('faq-panel-technical'),
    hidden: (page) => page.getByTestId('faq-panel-general'),
    url: /\/chitchat\?faq=technical$/,
  },
  {
    name: 'clone page: a question of its FAQ',
    path: '/astrotalk-clone',
    device: PHONE,
    tap: firstQuestion,
    shown: firstAnswer,
  },
  {
    name: 'portfolio: the category filter',
    path: '/portfolio',
    device: PHONE,
    tap: (page) => option(page, 'Filter projects by category', /^Astrology/),
    shown: (page) => page.getByText('Showing 2 of 10 projects: Astrology'),
    hidden: (page) => page.getByRole('heading', { name: 'Tiffin Express home-meal delivery' }),
    url: /\/portfolio\?category=astrology$/,
  },
  {
    name: 'careers: the team tabs',
    path: '/careers',
    device: PHONE,
    tap: (page) => option(page, 'Open positions by team', /^Business/),
    shown: (page) => page.getByRole('heading', { name: 'Business Development Executive (International)' }),
    hidden: (page) => page.getByRole('heading', { name: 'Senior Flutter Developer' }),
    url: /\/careers\?team=business$/,
  },
  {
    name: 'contact: a question of its FAQ',
    path: '/contact',
    device: PHONE,
    tap: firstQuestion,
    shown: firstAnswer,
  },
  {
    name: 'faq: the category filter',
    path: '/faq',
    device: PHONE,
    tap: (page) => option(page, 'FAQ categories', /^Technical/),
    kept: (page) => page.getByRole('heading', { name: 'What are the server requirements?' }),
    hidden: (page) => page.getByRole('heading', { name: 'What is ReadyApps?' }),
    url: /\/faq\?category=technical$/,
  },
  {
    name: 'faq: a question',
    path: '/faq',
    device: PHONE,
    tap: firstQuestion,
    shown: firstAnswer,
  },
  {
    name: 'document: “On this page” on a phone',
    path: '/documentation/getting-started',
    device: PHONE,
    tap: (page) => main(page).locator('details summary', { hasText: 'On this page' }),
    shown: (page) => main(page).locator('details[open] nav[aria-label="On this page"]'),
  },
  {
    name: 'tabbed document: the tabs, and the contents that follow them',
    path: '/documentation/chitchat',
    device: DESKTOP,
    tap: (page) => option(page, 'Chitchat documentation sections', 'Installation'),
    shown: (page) =>
      page.getByTestId('toc').getByRole('link', { name: 'Install the backend' }).and(page.locator(':visible')),
    hidden: (page) => page.getByRole('heading', { name: 'How it fits together' }),
    url: /\/documentation\/chitchat\?tab=installation$/,
  },
  {
    name: 'legal page: “On this page” on a phone',
    path: '/privacy',
    device: PHONE,
    tap: (page) => main(page).locator('details summary', { hasText: 'On this page' }),
    shown: (page) => main(page).locator('details[open] nav[aria-label="On this page"]'),
  },
  {
    name: 'blog index: a topic (a link: the page it leads to)',
    path: '/blog',
    device: PHONE,
    tap: (page) => main(page).locator('a[href*="?tag="]').first(),
    shown: (page) => main(page).locator('a[href*="?tag="][aria-current]').first(),
    url: /\/blog\?tag=/,
  },
]

test.describe.configure({ mode: 'parallel' })

for (const widget of WIDGETS) {
  test(`${widget.name}: the first tap answers with the page’s scripts held back`, async ({ browser }) => {
    const context = await browser.newContext(widget.device)
    const page = await context.newPage()
    const held = await holdScripts(page)
    await page.goto(widget.path)
    const press = (locator: Locator) => (widget.device.hasTouch ? locator.tap() : locator.click())
    if (widget.before) await press(widget.before(page))
    if (widget.shown) await expect(widget.shown(page)).toBeHidden()
    if (widget.hidden) await expect(widget.hidden(page)).toBeVisible()
    if (widget.kept) await expect(widget.kept(page)).toBeVisible()
    await widget.tap(page).scrollIntoViewIfNeeded()
    await press(widget.tap(page))
    if (widget.shown) await expect(widget.shown(page)).toBeVisible()
    if (widget.hidden) await expect(widget.hidden(page)).toBeHidden()
    if (widget.kept) await expect(widget.kept(page)).toBeVisible()
    if (widget.url) await expect(page).toHaveURL(widget.url)
    // All of it before any of the page's scripts ran: the tap (a sign of life) asked for them, they are
    // still held, and nothing hydrated.
    expect(await isHydrated(page)).toBe(false)
    expect(held.urls.length).toBeGreaterThan(0)
    await context.close()
  })
}
