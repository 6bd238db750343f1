import type { Page } from '@playwright/test'
import { test, expect, drawEverySection, gotoHydrated } from './support/fixtures'
import { AXE_TAGS, COLOUR_RULES, axe, rerunAxe, violationLines } from './support/axe'
import { demoDialog } from './support/contact'
import { expectScheme, setSystemScheme, switchScheme, type Scheme } from './support/scheme'
import { sitemapPaths } from './support/sitemap'
import { missingTextAlternatives, overflowProblems } from './support/visitor-checks'
import { products } from '../src/content/products'

/**
 * The public site under axe: every sitemap URL and the pages outside it a visitor reaches, in both
 * colour schemes (every rule in the light one, the colour rules in the dark one), the not-found
 * page, and the states that only exist after a click (contact dialog, mobile menu, each header
 * dropdown). The admin's pages are checked in e2e/admin-office.spec.ts (every section, both
 * schemes) and e2e/admin-leads.spec.ts (a lead's page). One page is reused per test and violations
 * are collected rather than thrown at the first, so one run lists everything that is wrong: rule,
 * page and target.
 *
 * The light pass over the sitemap also checks, on the same load, what e2e/visitor-polish.spec.ts
 * checks at the phone width: nothing runs off the screen at the desktop width, and every picture
 * has a text alternative or is hidden from screen readers (e2e/support/visitor-checks.ts).
 */
test.describe.configure({ mode: 'parallel' })

async function audit(page: Page, label: string, scheme: Scheme): Promise<string[]> {
  // axe leaves the colours of a section not yet drawn for review instead of checking them.
  await drawEverySection(page)
  const builder = axe(page)
  if (scheme === 'dark') builder.withRules(COLOUR_RULES)
  else builder.withTags(AXE_TAGS)
  return violationLines((await builder.analyze()).violations, label)
}

async function visit(page: Page, path: string, scheme: Scheme) {
  const response = await gotoHydrated(page, path)
  await expectScheme(page, scheme)
  return response
}

/**
 * The page as the server drew it, its script not started: a page runs none until the visitor's
 * first sign of life (src/server/page-cache/defer-scripts.server.ts), and hydrating it changes no
 * markup (React would report a mismatch, which fails every test). What every visitor sees first
 * and a visitor without JavaScript sees throughout. Hydrated pages are checked too: the open states
 * below run every rule on home and /apps once their script has run (with a menu or the dialog
 * open), and e2e/visitor-polish.spec.ts checks home and every product page hydrated at a phone
 * width.
 */
async function visitAsDrawn(page: Page, path: string, scheme: Scheme) {
  const response = await page.goto(path)
  await expectScheme(page, scheme)
  return response
}

/**
 * Pages a visitor reaches that the sitemap leaves out: the status page, a docs page's tab and an
 * /apps selection with its screenshots tab.
 */
const OUTSIDE_SITEMAP = ['/testing', '/documentation/chitchat?tab=api', '/apps?app=chitchat&tab=screenshots']

/** Every sitemap URL, then OUTSIDE_SITEMAP. */
async function pagesToCheck(page: Page): Promise<string[]> {
  const paths = await sitemapPaths(page.request)
  expect(paths.length, 'the sitemap lists the site').toBeGreaterThan(30)
  expect(paths, 'the sitemap lists home and every product page').toEqual(
    expect.arrayContaining(['/', ...products.map((product) => product.path)]),
  )
  return [...paths, ...OUTSIDE_SITEMAP]
}

// In parts, so the two workers share the ~48 URLs evenly and one part stays well inside its time on
// a busy machine. Each URL is loaded once, in the light scheme: every rule, then what axe does not
// judge (the same markup in both schemes: once is enough); then the system turns dark under it and
// the rules that depend on colour run again (e2e/support/scheme.ts switchScheme).
const PARTS = 4
for (let part = 0; part < PARTS; part += 1) {
  test(`every sitemap URL has no axe violations in either scheme, fits the screen and names its pictures (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(400_000)
    const violations: string[] = []
    const paths = await pagesToCheck(page)
    for (const path of paths.filter((_, index) => index % PARTS === part)) {
      await setSystemScheme(page, 'light')
      const response = await visitAsDrawn(page, path, 'light')
      expect(response?.status(), path).toBe(200)
      violations.push(...(await audit(page, `${path} (light)`, 'light')))
      violations.push(...(await overflowProblems(page)).map((problem) => `overflow | ${path} | ${problem}`))
      violations.push(
        ...(await missingTextAlternatives(page)).map((problem) => `text alternative | ${path} | ${problem}`),
      )
      await switchScheme(page, 'dark')
      violations.push(...violationLines(await rerunAxe(page, COLOUR_RULES), `${path} (dark)`))
    }
    expect(violations).toEqual([])
  })
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the open states have no axe violations (${scheme})`, async ({ page }) => {
    test.setTimeout(240_000)
    await setSystemScheme(page, scheme)
    const violations: string[] = []

    const notFound = await visit(page, '/no-such-page-here', scheme)
    expect(notFound?.status()).toBe(404)
    violations.push(...(await audit(page, `not found (${scheme})`, scheme)))

    // The header's dropdowns, one at a time, on a desktop-sized page.
    await visit(page, '/', scheme)
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const name of ['Apps', 'Resources']) {
      await nav.getByRole('button', { name }).click()
      await expect(page.getByRole('menu', { name })).toBeVisible()
      violations.push(...(await audit(page, `${name} dropdown (${scheme})`, scheme)))
      await page.keyboard.press('Escape')
      // The menus also open on hover: move the pointer off the header so only Escape decides.
      await page.mouse.move(0, 600)
      await expect(page.getByRole('menu', { name })).toBeHidden()
    }
    await nav.getByRole('button', { name: 'Contact' }).click()
    await expect(page.getByTestId('contact-popover')).toBeVisible()
    violations.push(...(await audit(page, `Contact popover (${scheme})`, scheme)))
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('contact-popover')).toBeHidden()
    await page.getByTestId('country-selector').click()
    await expect(page.getByRole('menu')).toBeVisible()
    violations.push(...(await audit(page, `country menu (${scheme})`, scheme)))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden()

    // The contact dialog, once its code has arrived.
    await page.getByRole('banner').getByRole('link', { name: 'Request a Demo' }).click()
    const dialog = await demoDialog(page)
    violations.push(...(await audit(page, `contact dialog (${scheme})`, scheme)))
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // The mobile menu at 375 px, with a group expanded.
    await page.setViewportSize({ width: 375, height: 800 })
    await visit(page, '/apps', scheme)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()
    await menu.locator('summary', { hasText: 'Apps' }).click()
    await expect(menu.getByRole('link', { name: /Chitchat/ })).toBeVisible()
    violations.push(...(await audit(page, `mobile menu (${scheme})`, scheme)))

    expect(violations).toEqual([])
  })
}
