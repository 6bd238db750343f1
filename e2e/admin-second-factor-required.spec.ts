import { test, expect } from './support/own-server'
import { signInWithPassword } from './support/admin'

/** ADMIN_REQUIRE_MFA=true: an admin without a second factor gets the account page and nothing else. */
test.use({
  ownServer: {
    name: 'admin-second-factor-required',
    env: { ADMIN_SECRETS_KEY: Buffer.alloc(32, 5).toString('hex'), ADMIN_REQUIRE_MFA: 'true' },
  },
})

test('an admin must set up two-step sign-in before using the dashboard', async ({ page }) => {
  await signInWithPassword(page, { from: '203.0.113.51' })
  await expect(page).toHaveURL(/\/admin\/dashboard\/account#second-factor$/)
  await expect(page.getByTestId('second-factor-required')).toBeVisible()
  for (const path of ['/admin/dashboard', '/admin/dashboard/leads']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin\/dashboard\/account#second-factor$/)
  }
  // The data behind the dashboard is refused too, not only its pages.
  for (const path of ['/admin/leads.csv', '/admin/subscribers.csv', '/admin/analytics.csv?table=days']) {
    const csv = await page.request.get(path)
    expect(csv.status(), path).toBe(403)
    expect(csv.headers()['cache-control'], path).toBe('no-store')
  }
  await expect(page.locator('#second-factor').getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible()
})
