import type { Page } from '@playwright/test'
import { products } from '../src/content/products'
import { test, expect, gotoHydrated } from './support/fixtures'
import { expectScheme, finishColourTransitions, setSystemScheme, switchScheme } from './support/scheme'
import { contrastProblems, missingTextAlternatives, overflowProblems, smallTargets } from './support/visitor-checks'

/**
 * Issue 15, what a visitor sees on the home page and every product page of the registry at a
 * phone width, in the light and the dark scheme:
 * - nothing runs off the side of the screen (a row that scrolls on purpose must say so),
 * - everything you can tap in the page body is at least 44 x 44 px (WCAG 2.5.5; links inside
 *   running text are excepted, as WCAG 2.5.8 allows),
 * - text keeps its contrast (axe color-contrast finds nothing),
 * - every image and drawing has a text alternative or is hidden from screen readers.
 * At the desktop width e2e/a11y.spec.ts checks every sitemap URL the same way (no overflow, text
 * alternatives, and axe in both schemes). Problems are collected per page rather than thrown at the
 * first, so one run lists them all (e2e/support/visitor-checks.ts).
 */

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

const PATHS = ['/', ...new Set(products.map((product) => product.path))]

test.describe.configure({ mode: 'parallel' })

/**
 * Runs in the page before its own scripts: keeps every value the html element's scheme attribute
 * takes once the body exists (before that nothing can be painted; the server's markup says light
 * and the head script corrects it). A flash of the wrong scheme shows up as a second value.
 */
function recordSchemes() {
  const seen: string[] = []
  ;(window as unknown as { __schemes: string[] }).__schemes = seen
  const record = () => {
    if (!document.body) return
    const value = document.documentElement.getAttribute('data-mantine-color-scheme')
    if (value && seen[seen.length - 1] !== value) seen.push(value)
  }
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-mantine-color-scheme'],
  })
}

const schemesSeen = (page: Page) => page.evaluate(() => (window as unknown as { __schemes: string[] }).__schemes)

/** Every check on the page as it is now; each line names the view it was found in. */
async function audit(page: Page, view: string, phone: boolean): Promise<string[]> {
  const problems = [
    ...(await overflowProblems(page)).map((problem) => `overflow: ${problem}`),
    ...(phone ? (await smallTargets(page)).map((problem) => `touch target: ${problem}`) : []),
    ...(phone ? (await contrastProblems(page)).map((problem) => `contrast: ${problem}`) : []),
    ...(await missingTextAlternatives(page)).map((problem) => `text alternative: ${problem}`),
  ]
  return problems.map((problem) => `${view} | ${problem}`)
}

for (const path of PATHS) {
  test(`${path} fits a phone screen, has 44 px targets, keeps its contrast and names its pictures (light and dark)`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const phone = WIDTHS[0]
    await page.setViewportSize({ width: phone.width, height: phone.height })
    // Loaded in the light scheme; then the system turns dark under the page, which follows it. The
    // dark scheme changes colours only (the same markup and layout), so it is the contrast that is
    // checked again. The first paint in a dark system has its own test below.
    await setSystemScheme(page, 'light')
    const response = await gotoHydrated(page, path)
    expect(response?.status(), path).toBe(200)
    await expectScheme(page, 'light')
    const problems = await audit(page, `${path} ${phone.width}px light`, true)
    await switchScheme(page, 'dark')
    problems.push(
      ...(await contrastProblems(page, { again: true })).map(
        (problem) => `${path} ${phone.width}px dark | contrast: ${problem}`,
      ),
    )
    expect(problems).toEqual([])
  })
}

for (const size of WIDTHS) {
  test(`the scheme toggle switches the home page to dark and the choice holds on the next page, with no flash (${size.width}px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    await setSystemScheme(page, 'light')
    await page.addInitScript(recordSchemes)
    await gotoHydrated(page, '/')
    await expectScheme(page, 'light')

    if (size.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByTestId('mobile-menu').getByTestId('color-scheme-toggle').click()
      await page.getByTestId('mobile-menu').getByRole('button', { name: 'Close menu' }).click()
    } else {
      await page.getByTestId('site-header').getByTestId('color-scheme-toggle').click()
    }
    await expectScheme(page, 'dark')
    await finishColourTransitions(page)
    const problems = await audit(page, `/ ${size.width}px dark by the toggle`, size.name === 'phone')

    // The system still says light; the visitor's choice wins on the next page, from its first paint.
    await gotoHydrated(page, '/chitchat')
    await expectScheme(page, 'dark')
    expect(await schemesSeen(page)).toEqual(['dark'])
    problems.push(...(await audit(page, `/chitchat ${size.width}px dark by the toggle`, size.name === 'phone')))
    expect(problems).toEqual([])
  })
}

test('with no choice made, a dark system shows the dark scheme from the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.addInitScript(recordSchemes)
  await gotoHydrated(page, '/astroway')
  await expectScheme(page, 'dark')
  expect(await schemesSeen(page)).toEqual(['dark'])
})
