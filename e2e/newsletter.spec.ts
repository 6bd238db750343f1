import { NEWSLETTER_MESSAGES } from '../src/domain/newsletter'
import type { Page } from '@playwright/test'
import { test, expect, expectLive, gotoHydrated } from './support/fixtures'
import { interceptServerFnPosts } from './support/server-fn'

/**
 * The footer's form once its code runs (the footer hydrates when it comes near), which these tests
 * are about; before that it posts natively (forms-no-js and forms-slow-phone test that).
 */
async function liveNewsletterForm(page: Page) {
  const form = page.getByRole('form', { name: 'Newsletter sign-up' })
  const input = form.getByRole('textbox', { name: 'Email address' })
  await input.scrollIntoViewIfNeeded()
  await expectLive(form.getByRole('button', { name: 'Subscribe' }))
  return { form, input }
}

test.describe('footer newsletter', () => {
  test('confirms in place, also for a repeat, and explains bad input', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.78.${process.pid % 250}.1` })
    await gotoHydrated(page, '/')
    const { form, input } = await liveNewsletterForm(page)

    await input.fill('not-an-email')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByText('Please enter a valid email address, e.g. name@company.com.')).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')

    const address = `reader.${Date.now()}@example.com`
    await input.fill(address)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByTestId('newsletter-confirmation')).toContainText(NEWSLETTER_MESSAGES.success)

    // The same address again, from a fresh page: the same friendly answer.
    await gotoHydrated(page, '/thank-you')
    const again = page.getByRole('form', { name: 'Newsletter sign-up' })
    await again.getByRole('textbox', { name: 'Email address' }).fill(address.toUpperCase())
    await again.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByTestId('newsletter-confirmation')).toContainText(NEWSLETTER_MESSAGES.success)
  })

  test("the server's answer appears under the field and the address stays", async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.78.${process.pid % 250}.2` })
    await gotoHydrated(page, '/')
    const { form, input } = await liveNewsletterForm(page)
    const address = `server-check.${Date.now()}@example.com`
    await input.fill(address)
    // The browser's check passes; on the way the address is spoiled, so only the server refuses it.
    const stopSpoiling = await interceptServerFnPosts(page, (route, request) =>
      route.continue({ postData: (request.postData() ?? '').split(address).join('reader-at-example') }),
    )
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address, e.g. name@company.com.')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveValue(address)
    await stopSpoiling()

    // Ten sign-ups a window per client: the form's own request is the eleventh.
    await interceptServerFnPosts(page, async (route, request) => {
      const headers = await request.allHeaders()
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const replay = await page.request.fetch(request, { headers })
        expect(replay.status()).toBe(200)
      }
      await route.continue()
    })
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(input).toHaveAccessibleDescription(
      /^Too many sign-ups from your connection\..* You can try again in \d+ (seconds?|minutes?)\.$/,
    )
    await expect(input).toHaveValue(address)
    await expect(page.getByTestId('newsletter-confirmation')).toHaveCount(0)
  })
})
