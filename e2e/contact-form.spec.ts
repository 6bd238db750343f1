import type { Locator, Page, Request } from '@playwright/test'
import { test, expect, gotoHydrated } from './support/fixtures'
import { demoDialog, emailsTo, newClients, uniqueEmail } from './support/contact'

/**
 * Issue 15: /contact shows the site's contact form itself (the same form as the dialog, the same
 * thank-you), and a refused submission names the problem at the top of the form without
 * covering any field or its error, then puts the cursor in the first field to fix.
 */

/** Each test is its own client (own rate-limit counter). */
const asNewClient = newClients(78)

type Box = { x: number; y: number; width: number; height: number }

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** The notice and what it must leave in sight: every field, the terms checkbox and the terms error. */
async function expectNoticeCoversNothing(page: Page, form: Locator) {
  const notice = form.getByTestId('contact-notice')
  await expect(notice).toBeVisible()
  await expect(notice).toHaveAttribute('role', 'alert')
  await expect(notice).toContainText('Missing information')
  await expect(notice).toContainText('Please fill out all required fields and accept the terms.')
  const terms = form.getByRole('checkbox', { name: /I agree to the Terms of Service/ })
  const termsError = form.getByText('Please accept the terms to continue.')
  await expect(termsError).toBeVisible()
  const targets = [
    terms,
    termsError,
    ...(await form.locator('input:not([tabindex="-1"]):not([type="hidden"]), select, textarea').all()),
  ]
  // Laid out apart from the notice: measured at one scroll position, so the boxes compare.
  const noticeBox = (await notice.boundingBox())!
  for (const target of targets) {
    const box = await target.boundingBox()
    expect(box, 'a field of the form is laid out').not.toBeNull()
    expect(overlaps(noticeBox, box!), await describe(target)).toBe(false)
  }
  // Above the first field: the notice is the first thing in the form.
  const nameBox = (await form.getByRole('textbox', { name: 'Name', exact: true }).boundingBox())!
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(nameBox.y)
  // And nothing floats over any of them (the old toast did): the element at each one's centre is itself.
  for (const target of targets) {
    // Centred, so the sticky header is not what covers it.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
    const onTop = await target.evaluate((element) => {
      const rect = element.getBoundingClientRect()
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
      // A checkbox's centre may land on Mantine's drawn box beside the input: the same control.
      const control = element.closest('.mantine-Checkbox-root, .mantine-InputWrapper-root') ?? element
      return hit !== null && (control.contains(hit) || hit === control)
    })
    expect(onTop, await describe(target)).toBe(true)
  }
}

const describe = (target: Locator) => target.evaluate((element) => element.outerHTML.slice(0, 100))

/**
 * The field is drawn by Mantine's field style sheets (src/styles/mantine-form.css), which are not in
 * every page's CSS: inlined where a page draws a form, loaded with the dialog's code. Without them a
 * text field or checkbox is the browser's own (appearance auto, square corners).
 */
async function expectMantineField(field: Locator) {
  const look = await field.evaluate((element) => {
    const style = getComputedStyle(element)
    return { appearance: style.appearance, radius: parseFloat(style.borderTopLeftRadius) }
  })
  expect(look.appearance, await describe(field)).toBe('none')
  expect(look.radius, await describe(field)).toBeGreaterThan(0)
}

/** The page's first Request a demo in its main content, pressed: the dialog, once its form is in. */
async function requestDemoOn(page: Page, path: string): Promise<Locator> {
  await gotoHydrated(page, path)
  await page
    .locator('main')
    .getByRole('link', { name: /^Request a demo$/i })
    .first()
    .click()
  return demoDialog(page)
}

test.describe('contact form', () => {
  test.describe.configure({ timeout: 60_000 })

  test.beforeEach(async ({ page }) => {
    await asNewClient(page)
  })

  test('on a phone, the dialog’s notice sits at the top of the form, covers nothing and the cursor goes to the first field to fix', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    const dialog = await requestDemoOn(page, '/')
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Iyer')
    await dialog.getByRole('button', { name: 'Send request' }).click()

    await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused()
    await expectNoticeCoversNothing(page, dialog.getByRole('form', { name: 'Contact form' }))
    // No toast floats over the dialog.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0)

    // Fixed and sent, the notice goes away with the dialog.
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('phone-dialog'))
    await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 98450 12345')
    await dialog.getByRole('combobox', { name: 'Product' }).selectOption('food-delivery')
    await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)
  })

  test('a preselected product can be changed, in the dialog and on /contact, and the choice stays as the visitor types on', async ({
    page,
  }) => {
    // The dialog opened from a product page preselects that product; so does /contact?product=.
    const dialog = await requestDemoOn(page, '/apps/food-delivery')
    await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveValue('food-delivery')
    await dialog.getByRole('combobox', { name: 'Product' }).selectOption('chitchat')
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Ritu Das')
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ritu Das')
    await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveValue('chitchat')

    await gotoHydrated(page, '/contact?product=astroway')
    const form = page.getByTestId('send-message-card').getByRole('form', { name: 'Contact form' })
    await expect(form.getByRole('combobox', { name: 'Product' })).toHaveValue('astroway')
    await form.getByRole('combobox', { name: 'Product' }).selectOption('food-delivery')
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ritu Das')
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ritu Das')
    await expect(form.getByRole('combobox', { name: 'Product' })).toHaveValue('food-delivery')
  })

  test('/contact shows the form inline: a refused submission explains itself at the top, a good one reaches sales and /thank-you', async ({
    page,
  }) => {
    const email = uniqueEmail('contact-page')
    await gotoHydrated(page, '/contact')
    const card = page.getByTestId('send-message-card')
    const form = card.getByRole('form', { name: 'Contact form' })
    await expect(form).toBeVisible()
    // The page's own form: no dialog needed.
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await form.getByRole('button', { name: 'Send request' }).click()
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused()
    await expectNoticeCoversNothing(page, form)

    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Arjun Rao')
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 98450 67890')
    await form.getByRole('combobox', { name: 'Product' }).selectOption('chitchat')
    await form.getByRole('textbox', { name: 'Brand name', exact: true }).fill('CareLine')
    await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
    await form.getByRole('button', { name: 'Send request' }).click()

    await expect(page.getByText('Message sent!')).toBeVisible()
    await expect(page).toHaveURL(/\/thank-you$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you')
    await expect.poll(async () => (await emailsTo(email)).length).toBe(1)
    const [sent] = await emailsTo(email)
    expect(sent?.template_params).toMatchObject({ from_name: 'Arjun Rao', mobile: '+91 98450 67890' })
  })

  test('the fields wear Mantine’s look: on /contact before any script, in the dialog once its code has come, and on the admin sign-in', async ({
    page,
  }) => {
    // /contact inlines the field sheets: no sign of life, so not one script has been asked for.
    const scripts: string[] = []
    const onRequest = (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    }
    page.on('request', onRequest)
    await page.goto('/contact')
    const form = page.getByTestId('send-message-card').getByRole('form', { name: 'Contact form' })
    await expectMantineField(form.getByRole('textbox', { name: 'Name', exact: true }))
    await expectMantineField(form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }))
    expect(scripts).toEqual([])
    page.off('request', onRequest)

    // Elsewhere the sheets come with the dialog.
    await gotoHydrated(page, '/')
    await page.getByTestId('site-header').getByRole('link', { name: 'Request a Demo' }).click()
    const dialog = await demoDialog(page)
    await expectMantineField(dialog.getByRole('textbox', { name: 'Name', exact: true }))
    await expectMantineField(dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }))

    // The admin's pages import them with the admin's own sheets.
    await page.goto('/admin')
    await expectMantineField(page.getByRole('textbox', { name: 'E-mail' }))
  })

  test('on a phone, /contact’s notice covers nothing either', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await gotoHydrated(page, '/contact')
    const form = page.getByTestId('send-message-card').getByRole('form', { name: 'Contact form' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Arjun Rao')
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused()
    await expectNoticeCoversNothing(page, form)
  })
})
