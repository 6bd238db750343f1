import type { Page } from '@playwright/test'
import { expect, gotoHydrated } from './fixtures'

/** The admin the e2e servers create at start-up. */
export const ADMIN = { email: 'admin@readyapps.test', password: 'e2e-admin-password-123' }

/**
 * Signs in on the login page at `origin` (default: the configured baseURL) and waits for the
 * dashboard. `from` is the client address to sign in from (the server trusts one proxy hop):
 * sign-ins are limited per address, so a spec that signs in often gives each its own.
 */
export async function signIn(page: Page, options: { origin?: string; from?: string } = {}) {
  await signInWithPassword(page, options)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  // The dashboard is the heaviest admin page (its charts' code and the stats): more than the usual wait.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 15_000 })
}

/** The sign-in form sent with the e2e admin's e-mail and password (where it leads is the caller's to check). */
export async function signInWithPassword(page: Page, { origin = '', from }: { origin?: string; from?: string } = {}) {
  if (from) await page.setExtraHTTPHeaders({ 'x-forwarded-for': from })
  await gotoHydrated(page, `${origin}/admin`)
  await page.getByLabel(/^E-mail/).fill(ADMIN.email)
  await page.getByLabel(/^Password/).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}
