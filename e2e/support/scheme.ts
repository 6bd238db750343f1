import type { Page } from '@playwright/test'
import { expect } from './fixtures'

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
 * The system setting changed on the page in front of the visitor: the site follows it at once.
 * The change starts a colour transition on hundreds of elements (0.01 ms with reduced motion, but
 * some are never run to their end in a page nobody looks at); they are finished here, so a check
 * reads the colours the visitor ends up with. The first paint in a scheme has its own test
 * (visitor-polish: a dark system shows the dark scheme from the first paint).
 */
export async function switchScheme(page: Page, scheme: Scheme) {
  await setSystemScheme(page, scheme)
  await expectScheme(page, scheme)
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish()
  })
}
