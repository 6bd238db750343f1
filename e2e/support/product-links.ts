import type { Page } from '@playwright/test'
import { expect } from './fixtures'

export { expectInternalLinksResolve as expectLinksInMainToExist } from './links'

/** A contact button must open the contact dialog. */
export async function expectContactOpened(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Request a free demo' })).toBeVisible()
}
