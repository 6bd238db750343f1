import { NEWSLETTER_MESSAGES } from '../src/domain/newsletter'
import { test, expect, stubMail } from './support/fixtures'
import { ADMIN } from './support/admin'
import { uniqueEmail } from './support/contact'
import { adminCsv, adminSessionCookie, clientAddress, expectNoPersonalData, recordUrls } from './support/forms'

/**
 * Every form works without JavaScript: it is a real form that posts to the server, which answers
 * 303 with the result page, or with the same page and its outcome (never the values in a URL).
 */
test.use({ javaScriptEnabled: false })
test.describe.configure({ timeout: 60_000 })

const SUBNET = 120

test('newsletter: Enter signs up, the same page answers, the address is in no URL and gets its confirmation', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 1) })
  const urls = recordUrls(page)
  await page.goto('/about')
  const address = uniqueEmail('no-js.reader')
  const input = page.getByRole('form', { name: 'Newsletter sign-up' }).getByRole('textbox', { name: 'Email address' })
  await input.fill(address)
  await input.press('Enter')

  await expect(page.getByTestId('newsletter-confirmation')).toContainText(NEWSLETTER_MESSAGES.success)
  expect(new URL(page.url()).pathname).toBe('/about')
  expectNoPersonalData([...urls, page.url()])

  // The outcome is shown once: the next visit of the page has the form again.
  await page.goto('/about')
  await expect(page.getByRole('form', { name: 'Newsletter sign-up' })).toBeVisible()

  // Stored as pending: its confirmation reached the mail stand-in; until confirmed it is not in the export.
  await expect.poll(async () => (await stubMail(address)).length, { timeout: 20_000 }).toBe(1)
  const subscribers = await adminCsv('subscribers', await adminSessionCookie(clientAddress(SUBNET, 2)))
  expect(subscribers).not.toContain(address)
})

test('newsletter: a bad address comes back with the message under the field and the address kept', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 3) })
  await page.goto('/blog')
  const form = page.getByRole('form', { name: 'Newsletter sign-up' })
  await form.getByRole('textbox', { name: 'Email address' }).fill('reader-at-example')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  const input = page.getByRole('form', { name: 'Newsletter sign-up' }).getByRole('textbox', { name: 'Email address' })
  await expect(input).toHaveAccessibleDescription('Please enter a valid email address, e.g. name@company.com.')
  await expect(input).toHaveValue('reader-at-example')
  expect(new URL(page.url()).pathname).toBe('/blog')
})

test('contact: a missing field comes back with its message and the other values kept; sent, it lands on /thank-you and the lead is in the admin', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 4) })
  const urls = recordUrls(page)
  // Where every Request a demo link leads without JavaScript: the product is preselected.
  await page.goto('/contact?product=chitchat')
  const email = uniqueEmail('no-js.lead')
  let form = page.getByRole('form', { name: 'Contact form' })
  await expect(form.getByRole('combobox', { name: 'Product' })).toHaveValue('chitchat')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Kavya Rao')
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await form.getByRole('textbox', { name: 'Brand name', exact: true }).fill('ClinicNow')
  await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
  await form.getByRole('button', { name: 'Send request' }).click()

  // Back on /contact: the notice, the field's own message, and everything else as it was typed.
  await expect(page).toHaveURL(/\/contact(\?product=chitchat)?#contact-form$/)
  form = page.getByRole('form', { name: 'Contact form' })
  await expect(form.getByTestId('contact-notice')).toContainText('Missing information')
  const mobile = form.getByRole('textbox', { name: 'Mobile', exact: true })
  await expect(mobile).toHaveAccessibleDescription(/Please enter your mobile number\./)
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Kavya Rao')
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email)
  await expect(form.getByRole('textbox', { name: 'Brand name', exact: true })).toHaveValue('ClinicNow')
  await expect(form.getByRole('combobox', { name: 'Product' })).toHaveValue('chitchat')
  await expect(form.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).toBeChecked()

  await mobile.fill('+91 98450 12345')
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  expectNoPersonalData([...urls, page.url()])

  const leads = await adminCsv('leads', await adminSessionCookie(clientAddress(SUBNET, 5)))
  const row = leads.split('\n').find((line) => line.includes(email))
  expect(row, 'the lead is in the admin export').toBeTruthy()
  expect(row).toContain('Kavya Rao')
  expect(row).toContain('contact-page')
})

test('a Request a demo button is a link to the contact page with its product', async ({ page }) => {
  await page.goto('/apps')
  const link = page.getByRole('link', { name: /Request a demo/i }).first()
  await expect(link).toHaveAttribute('href', /^\/contact(\?product=[\w-]+)?$/)
  await link.click()
  await expect(page).toHaveURL(/\/contact(\?product=[\w-]+)?$/)
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible()
})

test('admin: a wrong password comes back with the message and the e-mail kept; sign-in reaches the dashboard; sign-out ends the session', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 6) })
  const urls = recordUrls(page)
  await page.goto('/admin')
  await page.getByLabel(/^E-mail/).fill(ADMIN.email)
  await page.getByLabel(/^Password/).fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('Invalid e-mail or password.')
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(ADMIN.email)
  await expect(page.getByLabel(/^Password/)).toHaveValue('')

  await page.getByLabel(/^Password/).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  // The session is over: the dashboard sends the visitor to sign in again.
  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(/\/admin\?redirect=%2Fadmin%2Fdashboard$/)
  expectNoPersonalData([...urls, page.url()])
})
