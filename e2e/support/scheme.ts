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
