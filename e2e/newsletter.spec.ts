import { test, expect, gotoHydrated } from './support/fixtures'

test.describe('footer newsletter', () => {
  test('confirms in place, also for a repeat, and explains bad input', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.78.${process.pid % 250}.1` })
    await gotoHydrated(page, '/')
    const form = page.getByRole('form', { name: 'Newsletter sign-up' })
    const input = form.getByRole('textbox', { name: 'Email address' })

    await input.fill('not-an-email')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByText('Please enter a valid email address, e.g. name@company.com.')).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')

    const address = `reader.${Date.now()}@example.com`
    await input.fill(address)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByTestId('newsletter-confirmation')).toContainText("Thanks! You're subscribed.")

    // The same address again, from a fresh page: the same friendly answer.
    await gotoHydrated(page, '/thank-you')
    const again = page.getByRole('form', { name: 'Newsletter sign-up' })
    await again.getByRole('textbox', { name: 'Email address' }).fill(address.toUpperCase())
    await again.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByTestId('newsletter-confirmation')).toContainText("Thanks! You're subscribed.")
  })
})
