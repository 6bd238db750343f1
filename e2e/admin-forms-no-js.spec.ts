import type { Page } from '@playwright/test'
import { test, expect } from './support/own-server'
import { ADMIN } from './support/admin'
import { clientAddress, expectNoPersonalData, recordUrls } from './support/forms'

/**
 * The admin's own forms without JavaScript (as before the admin's script has hydrated): the
 * password change and a lead's status and note post to their endpoints, which answer 303 back to
 * the form's page with the outcome; the post editor, which needs Editor.js, says so instead of
 * doing nothing. Values never go into a URL.
 */
test.use({ javaScriptEnabled: false, ownServer: { name: 'admin-forms-no-js' } })
// The password test changes the admin's password on this private server: it runs last.
test.describe.configure({ mode: 'serial', timeout: 60_000 })

const SUBNET = 123
const NEW_PASSWORD = 'a new e2e passphrase 456'
const run = `${Date.now().toString(36)}${process.pid}`

/** The native sign-in: the form posts to /admin/sign-in. */
async function signInWithoutScript(page: Page, password: string) {
  await page.goto('/admin')
  await page.getByLabel(/^E-mail/).fill(ADMIN.email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a lead’s status and note: saved, the lead page shows the change; nothing to save is said', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 1) })
  const urls = recordUrls(page)
  const name = 'Nila Menon'
  const brand = `Clinic ${run}`

  // A visitor's request, sent without JavaScript too.
  await page.goto('/contact?product=chitchat')
  const contact = page.getByRole('form', { name: 'Contact form' })
  await contact.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await contact.getByRole('textbox', { name: 'Email', exact: true }).fill(`nila.${run}@example.com`)
  await contact.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 98450 12345')
  await contact.getByRole('textbox', { name: 'Brand name', exact: true }).fill(brand)
  await contact.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
  await contact.getByRole('button', { name: 'Send request' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)

  await signInWithoutScript(page, ADMIN.password)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto(`/admin/dashboard/leads?q=${encodeURIComponent(brand)}`)
  await page.getByRole('link', { name }).first().click()
  await expect(page).toHaveURL(/\/admin\/dashboard\/leads\/[0-9a-f-]{36}\?q=/)
  const leadUrl = page.url()

  let form = page.getByRole('form', { name: 'Status and note' })
  await form.getByRole('combobox', { name: 'Status' }).selectOption('contacted')
  await form.getByRole('textbox', { name: 'Note' }).fill(`Called ${run}, demo on Friday.`)
  await form.getByRole('button', { name: 'Save' }).click()

  // Back on the same lead, with the list's filters, scrolled to the form.
  await expect(page).toHaveURL(`${leadUrl}#lead-status`)
  form = page.getByRole('form', { name: 'Status and note' })
  await expect(form.getByTestId('lead-status-saved')).toHaveText('Saved.')
  await expect(form.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted')
  await expect(form.getByRole('textbox', { name: 'Note' })).toHaveValue('')
  const history = page.getByTestId('lead-history')
  await expect(history).toContainText('Contacted')
  await expect(history).toContainText(`Called ${run}, demo on Friday.`)
  await expect(history).toContainText(ADMIN.email)

  // Without JavaScript Save cannot know nothing changed: the server says so, the page keeps its state.
  await form.getByRole('button', { name: 'Save' }).click()
  form = page.getByRole('form', { name: 'Status and note' })
  await expect(form.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(
    /Nothing changed: choose a new status or write a note\./,
  )
  await expect(form.getByTestId('lead-status-saved')).toHaveCount(0)
  await expect(page.getByTestId('lead-history').getByRole('listitem')).toHaveCount(1)

  // Shown once: the next visit of the page has neither message.
  await page.goto(leadUrl)
  await expect(page.getByRole('form', { name: 'Status and note' }).getByTestId('lead-status-saved')).toHaveCount(0)
  expectNoPersonalData(urls)
})

test('the post editor needs JavaScript: the page says so and its buttons do not pretend', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 2) })
  await signInWithoutScript(page, ADMIN.password)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto('/admin/dashboard/postmanagement')
  await expect(page.getByTestId('editor-needs-script')).toHaveText(/The post editor needs JavaScript/)
  await expect(page.getByRole('button', { name: 'New post' })).toBeDisabled()
})

test('signed out, the endpoints do nothing and lead to the sign-in page', async ({ request }) => {
  const sameSite = { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': clientAddress(SUBNET, 3) }
  const password = await request.post('/admin/account/password', {
    form: { currentPassword: ADMIN.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    headers: sameSite,
    maxRedirects: 0,
  })
  expect(password.status()).toBe(303)
  expect(password.headers()['location']).toBe('/admin?redirect=%2Fadmin%2Fdashboard%2Faccount')
  const lead = await request.post('/admin/leads/00000000-0000-4000-8000-000000000000/status', {
    form: { status: 'won' },
    headers: sameSite,
    maxRedirects: 0,
  })
  expect(lead.status()).toBe(303)
  expect(lead.headers()['location']).toBe('/admin?redirect=%2Fadmin%2Fdashboard%2Fleads')
})

test('password: a wrong current one is refused under its field; changed, it is confirmed and the new one signs in', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 4) })
  const urls = recordUrls(page)
  await signInWithoutScript(page, ADMIN.password)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto('/admin/dashboard/account')

  const current = () => page.getByLabel(/^Current password/)
  const fill = async (currentPassword: string) => {
    await current().fill(currentPassword)
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD)
    await page.getByLabel(/^Repeat the new password/).fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Change password' }).click()
  }

  await fill('not the current password')
  await expect(page).toHaveURL(/\/admin\/dashboard\/account#change-password$/)
  await expect(page.getByTestId('password-feedback')).toHaveText('Your current password is not right.')
  await expect(current()).toHaveAccessibleDescription(/Your current password is not right\./)
  // Never echoed: every field comes back empty.
  await expect(current()).toHaveValue('')
  await expect(page.getByLabel(/^New password/)).toHaveValue('')

  await fill(ADMIN.password)
  await expect(page).toHaveURL(/\/admin\/dashboard\/account#change-password$/)
  await expect(page.getByTestId('password-feedback')).toHaveText('Password changed. Other sessions were signed out.')
  // Still signed in here.
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await signInWithoutScript(page, ADMIN.password)
  await expect(page.getByRole('alert')).toContainText('Invalid e-mail or password.')
  await signInWithoutScript(page, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

  const sent = urls.join('\n')
  expect(sent).not.toContain(encodeURIComponent(NEW_PASSWORD))
  expect(sent).not.toContain(NEW_PASSWORD)
  expectNoPersonalData(urls)
})
