import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated, scrollIntoViewSettled, setStubMode, stubRequests } from './support/fixtures'
import { demoDialog, emailsTo, newClients, uniqueEmail } from './support/contact'
import { interceptServerFnPosts, isServerFnPost, nextServerFnAnswer } from './support/server-fn'

/** Each test is its own client (own rate-limit counter). */
const asNewClient = newClients(77)

async function openFromHeader(page: Page) {
  await page.getByTestId('site-header').getByRole('link', { name: 'Request a Demo' }).click()
  return demoDialog(page)
}

async function fillForm(dialog: ReturnType<Page['getByRole']>, email: string) {
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Iyer')
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 98450 12345')
  await dialog.getByRole('combobox', { name: 'Product' }).selectOption('chitchat')
  await dialog
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Tele-consultation app for 40 clinics in Chennai.')
  await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
}

test.describe('contact dialog', () => {
  // Several page loads each; the machine running the suite may be shared and slow.
  test.describe.configure({ timeout: 60_000 })

  test.beforeEach(async ({ page }) => {
    await asNewClient(page)
  })

  test('missing fields: notice, marked fields and no request sent', async ({ page }) => {
    const serverCalls: string[] = []
    page.on('request', (request) => {
      if (isServerFnPost(request)) serverCalls.push(request.url())
    })
    await gotoHydrated(page, '/')
    const dialog = await openFromHeader(page)
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Iyer')
    await dialog.getByRole('button', { name: 'Send request' }).click()

    await expect(page.getByText('Missing information')).toBeVisible()
    await expect(page.getByText('Please fill out all required fields and accept the terms.')).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByText('Please accept the terms to continue.')).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveAttribute('aria-invalid', 'true')

    // Everything filled but the terms: still refused, still nothing sent.
    await fillForm(dialog, uniqueEmail('noterms'))
    await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).uncheck()
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(dialog.getByText('Please accept the terms to continue.')).toBeVisible()
    await page.waitForTimeout(300)
    expect(serverCalls).toEqual([])
    await expect(dialog).toBeVisible()
  })

  test('success: Sending..., lead stored and e-mailed, form reset, /thank-you', async ({ page }) => {
    const email = uniqueEmail('success')
    await gotoHydrated(page, '/')
    const dialog = await openFromHeader(page)
    await fillForm(dialog, email)

    // Hold the request a moment to see the sending state.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    const stopHolding = await interceptServerFnPosts(page, async (route) => {
      await held
      await route.continue()
    })
    await dialog.getByRole('button', { name: 'Send request' }).click()
    const sending = dialog.getByRole('button', { name: 'Sending...' })
    await expect(sending).toBeVisible()
    await expect(sending).toBeDisabled()
    release()

    await expect(page.getByText('Message sent!')).toBeVisible()
    await expect(page.getByText("Thank you for contacting us. We'll get back to you soon.")).toBeVisible()
    await expect(page).toHaveURL(/\/thank-you$/)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you')
    await expect(page.getByText('What happens next')).toBeVisible()

    // The server stored the lead, then sent it: the EmailJS stand-in has the form's data.
    await expect.poll(async () => (await emailsTo(email)).length).toBe(1)
    const [sent] = await emailsTo(email)
    expect(sent).toEqual({
      service_id: 'service_e2e',
      template_id: 'template_e2e',
      user_id: 'public_e2e',
      accessToken: 'private_e2e',
      template_params: {
        to_email: 'sales@readyapps.dev',
        from_name: 'Meera Iyer',
        from_email: email,
        mobile: '+91 98450 12345',
        product: 'Chitchat App',
        brand_name: 'Not provided',
        description: 'Tele-consultation app for 40 clinics in Chennai.',
      },
    })

    // Opened again, the form is empty and the terms are unchecked.
    await stopHolding()
    const again = await openFromHeader(page)
    await expect(again.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('')
    await expect(again.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('')
    await expect(again.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).not.toBeChecked()
  })

  test('failure: Error notice, dialog stays open with everything entered', async ({ page }) => {
    const email = uniqueEmail('failure')
    await gotoHydrated(page, '/')
    const dialog = await openFromHeader(page)
    await fillForm(dialog, email)
    const reconnect = await interceptServerFnPosts(page, (route) => route.abort('connectionrefused'))
    await dialog.getByRole('button', { name: 'Send request' }).click()

    await expect(
      page.getByText('Failed to send your message. Please try again later or contact us directly via email.'),
    ).toBeVisible()
    await expect(page.getByText('Error', { exact: true })).toBeVisible()
    await expect(dialog).toBeVisible()
    await expect(page).not.toHaveURL(/thank-you/)
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Meera Iyer')
    await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email)
    await expect(dialog.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue('+91 98450 12345')
    await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveValue('chitchat')
    await expect(dialog.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(
      'Tele-consultation app for 40 clinics in Chennai.',
    )
    await expect(dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).toBeChecked()
    await expect(dialog.getByRole('button', { name: 'Send request' })).toBeEnabled()

    // Once the server is reachable again the same data goes through.
    await reconnect()
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)
    await expect.poll(async () => (await emailsTo(email)).length).toBe(1)
  })

  test('EmailJS down: the visitor still succeeds because the lead is stored first', async ({ page }) => {
    const email = uniqueEmail('emaildown')
    await setStubMode('emailjs', 'fail', email)
    try {
      await gotoHydrated(page, '/')
      const dialog = await openFromHeader(page)
      await fillForm(dialog, email)
      await dialog.getByRole('button', { name: 'Send request' }).click()
      await expect(page.getByText('Message sent!')).toBeVisible()
      await expect(page).toHaveURL(/\/thank-you$/)
      // The first attempt reached the service while it failed (this test's outage); the lead waits for its retry.
      await expect.poll(async () => (await emailsTo(email)).length).toBeGreaterThanOrEqual(1)
      const answered = (await stubRequests('emailjs'))
        .filter((request) => JSON.stringify(request.body).includes(email))
        .map((request) => request.answered)
      expect(answered[0]).toBe('fail')
    } finally {
      await setStubMode('emailjs', 'ok', email)
    }
  })

  test('a filled honeypot is refused by the server (400) and nothing is e-mailed', async ({ page }) => {
    const email = uniqueEmail('bot')
    await gotoHydrated(page, '/')
    const dialog = await openFromHeader(page)
    await fillForm(dialog, email)
    await dialog.locator('input[name="website"]').fill('https://cheap-links.example', { force: true })
    const answer = nextServerFnAnswer(page)
    await dialog.getByRole('button', { name: 'Send request' }).click()
    expect((await answer).status()).toBe(400)
    await expect(
      page.getByText('Failed to send your message. Please try again later or contact us directly via email.'),
    ).toBeVisible()
    await expect(dialog).toBeVisible()
    await page.waitForTimeout(500)
    expect(await emailsTo(email)).toEqual([])
  })

  test("the server's message for a field appears under that field; what was typed stays", async ({ page }) => {
    const email = uniqueEmail('server-check')
    await gotoHydrated(page, '/')
    const dialog = await openFromHeader(page)
    await fillForm(dialog, email)
    // The browser's check passes; on the way the address is spoiled, so only the server refuses it.
    await interceptServerFnPosts(page, (route, request) =>
      route.continue({ postData: (request.postData() ?? '').split(email).join('meera-at-example') }),
    )
    const answer = nextServerFnAnswer(page)
    await dialog.getByRole('button', { name: 'Send request' }).click()
    expect((await answer).status()).toBe(400)

    const emailInput = dialog.getByRole('textbox', { name: 'Email', exact: true })
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true')
    await expect(emailInput).toHaveAccessibleDescription('Please enter a valid email address, e.g. name@company.com.')
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveAttribute('aria-invalid', 'true')
    await expect(emailInput).toHaveValue(email)
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Meera Iyer')
    await expect(dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).toBeChecked()
    await expect(page).not.toHaveURL(/thank-you/)
  })

  test('rate limit: the dialog says so and how long to wait; what was typed stays', async ({ page }) => {
    const email = uniqueEmail('rate-limit')
    await gotoHydrated(page, '/')
    const dialog = await openFromHeader(page)
    await fillForm(dialog, email)
    // The same request is sent five times first (the limit per client), so the dialog's own is the sixth.
    await interceptServerFnPosts(page, async (route, request) => {
      const headers = await request.allHeaders()
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const replay = await page.request.fetch(request, { headers })
        expect(replay.status()).toBe(200)
      }
      await route.continue()
    })
    const answer = nextServerFnAnswer(page)
    await dialog.getByRole('button', { name: 'Send request' }).click()
    expect((await answer).status()).toBe(429)

    const notice = dialog.getByTestId('contact-error')
    await expect(notice).toContainText('You have sent several requests in a short time.')
    await expect(notice).toContainText(/You can try again in \d+ (seconds?|minutes?)\./)
    await expect(notice).toHaveAttribute('role', 'alert')
    await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email)
    await expect(dialog.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue('+91 98450 12345')
    await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveValue('chitchat')
    await expect(dialog.getByRole('button', { name: 'Send request' })).toBeEnabled()
    await expect(page).not.toHaveURL(/thank-you/)
  })

  test('a contact link preselects its product by registry id (old ids still work)', async ({ page }) => {
    // Such a page starts its script at once, not on the visitor's first sign of life: no input here.
    await page.goto('/?contact=astroway')
    // The dialog as it opens (its first form or the site's: the product is chosen in either).
    const dialog = page.getByRole('dialog', { name: 'Request a free demo' })
    await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveValue('astroway')
    await expect(page).not.toHaveURL(/contact=/)
    await expect(dialog.getByRole('combobox', { name: 'Product' }).locator('option:checked')).toHaveText(
      '★ Astroway Pro (Star Product)',
    )

    await gotoHydrated(page, '/?contact=food-delivery')
    await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveValue('food-delivery')

    await gotoHydrated(page, '/?contact=chitchat-app')
    await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveValue('chitchat')
  })

  test('the product select lists every product of the registry, featured ones starred', async ({ page }) => {
    await gotoHydrated(page, '/')
    const dialog = await openFromHeader(page)
    await expect(dialog.getByRole('combobox', { name: 'Product' }).locator('option:not([disabled])')).toHaveText([
      '★ Astroway Pro (Star Product)',
      '★ Chitchat App (Star Product)',
      'Food Delivery App',
      'E-Commerce Marketplace',
      'Ride Sharing App',
      'Real Estate App',
      'Social Media App',
      'Social Network App',
      'Fitness Tracker App',
      'Education App',
      'Healthcare App',
      'Logistics App',
      'Job Portal App',
    ])
    await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('type', 'email')
    await expect(dialog.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveAttribute(
      'placeholder',
      /10-digit/,
    )
    await expect(dialog.getByRole('textbox', { name: 'Description', exact: true })).toHaveAttribute('rows', '3')
  })

  test("the header's Contact menu has Talk to sales, which opens the dialog", async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByTestId('site-header').getByRole('button', { name: 'Contact', exact: true }).click()
    // A contact link in the server's HTML: the page's one listener opens the dialog.
    await page.getByTestId('contact-popover').getByRole('link', { name: 'Talk to sales' }).click()
    const dialog = await demoDialog(page)
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused()
  })

  test('closing the dialog gives focus back to the link that opened it, where the page was', async ({ page }) => {
    await gotoHydrated(page, '/apps/food-delivery')
    const dialog = page.getByRole('dialog', { name: 'Request a free demo' })
    // First open: the form's code arrives while a stand-in dialog holds focus.
    const hero = page.getByTestId('product-hero').getByRole('link', { name: /^Request a demo$/i })
    await hero.click()
    await demoDialog(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(hero).toBeFocused()
    // Again from the closing call to action far down the page: focus comes back there, and the page stays put.
    const closing = page.getByTestId('final-cta').getByRole('link', { name: /^Request a demo$/i })
    await scrollIntoViewSettled(closing)
    await closing.click()
    await demoDialog(page)
    const scrolled = await page.evaluate(() => window.scrollY)
    await dialog.getByRole('button', { name: 'Close the contact form' }).click()
    await expect(closing).toBeFocused()
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  test("the mobile menu's Talk to sales opens the dialog", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 })
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Talk to sales' }).click()
    const dialog = await demoDialog(page)
    // Full screen on a phone, the first field ready to type in.
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeInViewport()
    const box = await page.getByTestId('contact-dialog').boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(370)
  })

  test('/thank-you is a real page, kept out of search engines', async ({ page }) => {
    await gotoHydrated(page, '/thank-you')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you')
    await expect(
      page
        .getByRole('main')
        .getByText(/reply within 24 business hours/)
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: /Our blog/ })).toHaveAttribute('href', '/blog')
    await expect(page.getByRole('link', { name: /All apps/ })).toHaveAttribute('href', '/apps')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})
