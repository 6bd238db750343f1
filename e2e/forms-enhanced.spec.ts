import { test, expect, gotoHydrated } from './support/fixtures'
import { demoDialog, uniqueEmail } from './support/contact'
import { clientAddress } from './support/forms'

/**
 * Once the script has arrived the forms answer in place, as before, and add what only a script
 * can: the contact draft kept in the tab until the server confirms, and an id per attempt.
 */
test.describe.configure({ timeout: 60_000 })

const SUBNET = 123
const DRAFT_KEY = 'readyapps:contact-draft'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test('/contact keeps what was typed across a reload and clears it once the request is sent', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 1) })
  await gotoHydrated(page, '/contact')
  let form = page.getByRole('form', { name: 'Contact form' })
  // The form's native post has an id for this attempt once the script runs (empty without one).
  const submissionId = form.locator('input[name="submissionId"]')
  await expect(submissionId).toHaveValue(UUID)
  const attempt = await submissionId.inputValue()

  const email = uniqueEmail('draft.lead')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Nisha Menon')
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await form.getByRole('combobox', { name: 'Product' }).selectOption('chitchat')
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Clinic app, launch in March.')

  await gotoHydrated(page, '/contact')
  form = page.getByRole('form', { name: 'Contact form' })
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Nisha Menon')
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email)
  await expect(form.getByRole('combobox', { name: 'Product' })).toHaveValue('chitchat')
  await expect(form.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(
    'Clinic app, launch in March.',
  )
  // The same draft is the same attempt.
  await expect(form.locator('input[name="submissionId"]')).toHaveValue(attempt)

  await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 98450 12345')
  await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull()
})

test('the dialog keeps the draft across a reload too', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(SUBNET, 2) })
  await gotoHydrated(page, '/')
  await page.getByRole('link', { name: 'Request a demo' }).first().click()
  // The site's form, which keeps the draft (the plain form before it hands what was typed over as it goes).
  let dialog = await demoDialog(page)
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Rohan Das')
  await dialog.getByRole('textbox', { name: 'Brand name', exact: true }).fill('StarTalk')

  await gotoHydrated(page, '/')
  await page.getByRole('link', { name: 'Request a demo' }).first().click()
  dialog = await demoDialog(page)
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Rohan Das')
  await expect(dialog.getByRole('textbox', { name: 'Brand name', exact: true })).toHaveValue('StarTalk')
  await page.evaluate((key) => sessionStorage.removeItem(key), DRAFT_KEY)
})

test('a Request a demo link opens the dialog with its product once the script runs', async ({ page }) => {
  await gotoHydrated(page, '/apps')
  const link = page.getByRole('main').getByRole('link', { name: 'Request a demo' }).first()
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/contact\?product=[\w-]+$/)
  await link.click()
  const dialog = await demoDialog(page)
  await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveValue(href!.split('=')[1]!)
  expect(new URL(page.url()).pathname).toBe('/apps')
})
