import { test, expect } from './support/fixtures'
import { ADMIN } from './support/admin'
import { uniqueEmail } from './support/contact'
import { clientAddress, expectNoPersonalData, recordUrls, slowPhone } from './support/forms'

/**
 * A visitor on a mid-range phone acts as soon as the page is there (DOMContentLoaded), long before
 * its script has arrived and hydrated: the form posts natively, and the tap is never lost.
 */
test.describe.configure({ timeout: 120_000 })

const SUBNET = 121

test('Enter in the newsletter at DOMContentLoaded signs up and confirms, with no address in the URL', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 1) })
  await slowPhone(page)
  const urls = recordUrls(page)
  await page.goto('/about', { waitUntil: 'domcontentloaded' })
  const input = page.getByRole('form', { name: 'Newsletter sign-up' }).getByRole('textbox', { name: 'Email address' })
  await input.fill(uniqueEmail('slow.reader'))
  await input.press('Enter')
  await expect(page.getByTestId('newsletter-confirmation')).toContainText("Thanks! You're subscribed.", {
    timeout: 60_000,
  })
  expect(new URL(page.url()).pathname).toBe('/about')
  expectNoPersonalData([...urls, page.url()])
})

test('a contact request sent at DOMContentLoaded reaches /thank-you', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 2) })
  await slowPhone(page)
  const urls = recordUrls(page)
  await page.goto('/contact', { waitUntil: 'domcontentloaded' })
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Arjun Mehta')
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('slow.lead'))
  await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 98450 12345')
  await form.getByRole('combobox', { name: 'Product' }).selectOption('chitchat')
  await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 60_000 })
  expectNoPersonalData([...urls, page.url()])
})

test('the admin sign-in clicked at DOMContentLoaded reaches the dashboard', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 3) })
  await slowPhone(page)
  const urls = recordUrls(page)
  await page.goto('/admin', { waitUntil: 'domcontentloaded' })
  await page.getByLabel(/^E-mail/).fill(ADMIN.email)
  await page.getByLabel(/^Password/).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 60_000 })
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 60_000 })
  expectNoPersonalData([...urls, page.url()])
})
