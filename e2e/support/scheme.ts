import type { Page } from '@playwright/test'
import { COLOR_SCHEME_SCRIPT } from '../../src/ui/color-scheme/color-scheme'
import { drawEverySection, expect } from './fixtures'

export type Scheme = 'light' | 'dark'

/** The system's colour scheme (motion reduced), which the site follows until a visitor chooses. */
export async function setSystemScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
}

/** The scheme the page shows (Mantine's attribute on the html element). */
export async function expectScheme(page: Page, scheme: Scheme) {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
}

/**
 * The system's scheme changes under a loaded page (no choice made): a check of colours can then run
 * on the same page in the other scheme instead of loading it again.
 *
 * - Colour transitions are turned off first, as the site's own switch does (src/ui/color-scheme):
 *   a transition starts only when its element's style is next computed, and in a section that
 *   content-visibility skips that is when a check reads it, in the same task, before any frame has
 *   moved the transition on: the check read the colours it started from (axe once found the light
 *   scheme's badge colours on a dark /apps/logistics that way). A constructed sheet, which the
 *   page's CSP does not govern.
 * - A hydrated page follows the system itself (`followColorScheme`). A page as the server drew it
 *   runs no script yet: the script in its head, which shows the scheme before the first paint, is
 *   run again, so the page shows what it would have drawn had it been loaded in this scheme.
 */
export async function switchScheme(page: Page, scheme: Scheme) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync('*, *::before, *::after { transition: none !important; }')
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  })
  await setSystemScheme(page, scheme)
  const hydrated = await page.evaluate(
    () => (window as unknown as { __readyappsHydrated?: boolean }).__readyappsHydrated === true,
  )
  if (!hydrated) await page.evaluate(COLOR_SCHEME_SCRIPT)
  await expectScheme(page, scheme)
}

/**
 * After the visitor's own switch (the site turns transitions off for that one frame only): the
 * colours the visitor ends up seeing, everywhere on the page. A section below the fold computes its
 * style only when it is drawn, which in a test is when a check reads it, and the colour transitions
 * that starts were then read where they start, before any frame moved them on: light badge text on
 * a dark card (2 of 4 runs of e2e/visitor-polish.spec.ts at 375 px). So every section is drawn, the
 * page styled, and every transition run to its end.
 */
export async function finishColourTransitions(page: Page) {
  await drawEverySection(page)
  await page.evaluate(() => {
    document.body.getBoundingClientRect()
    for (const animation of document.getAnimations()) animation.finish()
  })
}
