import { NEWSLETTER_MESSAGES } from '../src/domain/newsletter'
import { test, expect } from './support/fixtures'
import { ADMIN } from './support/admin'
import { emailsTo, uniqueEmail } from './support/contact'
import { clientAddress, expectNoPersonalData, recordUrls } from './support/forms'
import { holdScripts, isHydrated, slowPhone, waitForHydration } from './support/slow-phone'

/**
 * A visitor on a mid-range phone acts before the page's script has run: the form posts natively,
 * and nothing is lost. The page's JavaScript is held back (holdScripts) until the form has been
 * sent and its answer has arrived, so it is sent before hydration for certain; then the script is
 * let through and the page it led to hydrates.
 */
test.describe.configure({ timeout: 120_000 })

const SUBNET = 121

test('Enter in the newsletter before hydration signs up and confirms, with no address in the URL', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 1) })
  await slowPhone(page)
  const urls = recordUrls(page)
  const scripts = await holdScripts(page)
  await page.goto('/about', { waitUntil: 'commit' })
  const input = page.getByRole('form', { name: 'Newsletter sign-up' }).getByRole('textbox', { name: 'Email address' })
  await input.fill(uniqueEmail('slow.reader'))
  expect(await isHydrated(page), 'the page has not hydrated yet').toBe(false)
  await input.press('Enter')
  await expect(page.getByTestId('newsletter-confirmation')).toContainText(NEWSLETTER_MESSAGES.success, {
    timeout: 60_000,
  })
  expect(new URL(page.url()).pathname).toBe('/about')
  expect(await isHydrated(page), "the answer is the server's page, not yet hydrated").toBe(false)
  await scripts.release()
  await waitForHydration(page)
  expect(scripts.urls.length, "the page's scripts were held").toBeGreaterThan(0)
  expectNoPersonalData([...urls, page.url()])
})

test('a contact request sent before hydration reaches /thank-you', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 2) })
  await slowPhone(page)
  const urls = recordUrls(page)
  const scripts = await holdScripts(page)
  await page.goto('/contact', { waitUntil: 'commit' })
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Arjun Mehta')
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('slow.lead'))
  await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 98450 12345')
  await form.getByRole('combobox', { name: 'Product' }).selectOption('chitchat')
  await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
  expect(await isHydrated(page), 'the page has not hydrated yet').toBe(false)
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you')
  await scripts.release()
  await waitForHydration(page)
  expect(scripts.urls.length, "the page's scripts were held").toBeGreaterThan(0)
  expectNoPersonalData([...urls, page.url()])
})

test('the admin sign-in clicked before hydration reaches the dashboard', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 3) })
  await slowPhone(page)
  const urls = recordUrls(page)
  const scripts = await holdScripts(page)
  await page.goto('/admin', { waitUntil: 'commit' })
  await page.getByLabel(/^E-mail/).fill(ADMIN.email)
  await page.getByLabel(/^Password/).fill(ADMIN.password)
  expect(await isHydrated(page), 'the page has not hydrated yet').toBe(false)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 60_000 })
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 60_000 })
  await scripts.release()
  await waitForHydration(page)
  expect(scripts.urls.length, "the page's scripts were held").toBeGreaterThan(0)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  expectNoPersonalData([...urls, page.url()])
})

// Typed before the page's script has run, sent after it has hydrated: React keeps what is in the
// fields, and the form must take it as its own (src/features/forms/typed-before-hydration.ts), or
// the fields' first update empties them and a send finds them empty. No slow phone needed: the
// scripts are held until everything is typed.
test('what is typed in the contact form before hydration stays in it and is sent after', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 4) })
  const scripts = await holdScripts(page)
  const email = uniqueEmail('typed.early')
  await page.goto('/contact?product=astroway')
  const form = page.getByRole('form', { name: 'Contact form' })
  const fields = {
    name: form.getByRole('textbox', { name: 'Name', exact: true }),
    email: form.getByRole('textbox', { name: 'Email', exact: true }),
    mobile: form.getByRole('textbox', { name: 'Mobile', exact: true }),
    description: form.getByRole('textbox', { name: 'Description', exact: true }),
    product: form.getByRole('combobox', { name: 'Product' }),
    terms: form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }),
  }
  await fields.name.fill('Kavya Nair')
  await fields.email.fill(email)
  await fields.mobile.fill('+91 98450 24680')
  await fields.description.fill('A consultation app for Kerala')
  // Another product than the link preselected: the visitor's choice stays.
  await fields.product.selectOption('chitchat')
  await fields.terms.check()
  expect(await isHydrated(page), 'the page has not hydrated yet').toBe(false)
  await scripts.release()
  await waitForHydration(page)
  // The form has drawn itself since (its draft, its preselected product): nothing typed is gone.
  await expect(fields.name).toHaveValue('Kavya Nair')
  await expect(fields.email).toHaveValue(email)
  await expect(fields.mobile).toHaveValue('+91 98450 24680')
  await expect(fields.description).toHaveValue('A consultation app for Kerala')
  await expect(fields.product).toHaveValue('chitchat')
  await expect(fields.terms).toBeChecked()
  // One more letter, typed into a live form, goes on from what was there.
  await fields.name.press('End')
  await fields.name.pressSequentially('!')
  await expect(fields.name).toHaveValue('Kavya Nair!')
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  await expect(page.getByText('Message sent!')).toBeVisible()
  await expect.poll(async () => (await emailsTo(email)).length).toBe(1)
  const [sent] = await emailsTo(email)
  expect(sent?.template_params).toMatchObject({
    from_name: 'Kavya Nair!',
    mobile: '+91 98450 24680',
    product: expect.stringContaining('Chitchat'),
    description: 'A consultation app for Kerala',
  })
})

test('the admin sign-in typed before hydration and sent after reaches the dashboard', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 5) })
  const scripts = await holdScripts(page)
  await page.goto('/admin', { waitUntil: 'commit' })
  await page.getByLabel(/^E-mail/).fill(ADMIN.email)
  await page.getByLabel(/^Password/).fill(ADMIN.password)
  expect(await isHydrated(page), 'the page has not hydrated yet').toBe(false)
  await scripts.release()
  await waitForHydration(page)
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(ADMIN.email)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
})
