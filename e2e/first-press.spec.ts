import type { Browser, Locator, Page } from '@playwright/test'
import { test, expect } from './support/own-server'
import { uniqueEmail } from './support/contact'
import { adminCsv, adminSessionCookie, clientAddress } from './support/forms'
import { holdScripts, isHydrated, waitForHydration } from './support/slow-phone'

/**
 * Issues 53 and 48, as a first-time visitor: the demo and sales buttons open the contact dialog in
 * place on their first press, the colour switch and the announcement's close button answer their
 * first tap, with the page's scripts held back (nothing but the HTML and its inline script) and
 * with them. The dialog's form stores a lead, so this spec has its own server.
 */
test.use({ ownServer: { name: 'first-press' } })
test.describe.configure({ timeout: 90_000 })

const SUBNET = 53
let client = 0
const nextClient = () => clientAddress(SUBNET, ++client)

const DESKTOP = { viewport: { width: 1280, height: 800 } }
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }

interface Press {
  name: string
  path: string
  device: typeof DESKTOP | typeof PHONE
  /** The product the dialog's form must have chosen ('' for none). */
  product: string
  press: (page: Page) => Promise<void>
}

const tap = (page: Page, locator: Locator) =>
  page
    .evaluate(() => matchMedia('(pointer: coarse)').matches)
    .then((touch) => (touch ? locator.tap() : locator.click()))

const PRESSES: Press[] = [
  {
    name: 'the hero’s Request a demo on /apps/food-delivery (desktop)',
    path: '/apps/food-delivery',
    device: DESKTOP,
    product: 'food-delivery',
    press: (page) => page.locator('main').getByRole('link', { name: 'Request a demo' }).first().click(),
  },
  {
    name: 'the hero’s Request a demo on /apps/food-delivery (phone)',
    path: '/apps/food-delivery',
    device: PHONE,
    product: 'food-delivery',
    press: (page) => tap(page, page.locator('main').getByRole('link', { name: 'Request a demo' }).first()),
  },
  {
    name: 'the header’s Request a demo on /about (desktop)',
    path: '/about',
    device: DESKTOP,
    product: '',
    press: (page) => page.getByTestId('site-header').getByRole('link', { name: 'Request a demo' }).click(),
  },
  {
    name: 'the Contact panel’s Talk to sales on /about (desktop)',
    path: '/about',
    device: DESKTOP,
    product: '',
    press: async (page) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact' }).click()
      await page.getByTestId('contact-popover').getByRole('link', { name: 'Talk to sales' }).click()
    },
  },
  {
    name: 'the phone menu’s contact button on /about (phone)',
    path: '/about',
    device: PHONE,
    product: '',
    press: async (page) => {
      await tap(page, page.getByRole('button', { name: 'Open menu' }))
      await tap(page, page.getByTestId('mobile-menu').getByRole('link', { name: 'Talk to sales' }))
    },
  },
]

async function visitor(browser: Browser, device: Press['device']) {
  const context = await browser.newContext(device)
  const page = await context.newPage()
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextClient() })
  return { context, page }
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Request a free demo' })

/** The dialog is open over the page (the address has not changed), its form's product chosen, focus inside. */
async function expectDialogInPlace(page: Page, path: string, product: string) {
  const dialog = dialogOf(page)
  await expect(dialog).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(path)
  await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveValue(product)
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused()
  return dialog
}

async function sendFrom(dialog: Locator, email: string) {
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Iyer')
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 98450 12345')
  const product = dialog.getByRole('combobox', { name: 'Product' })
  if (!(await product.inputValue())) await product.selectOption('chitchat')
  await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
  await dialog.getByRole('button', { name: 'Send request' }).click()
}

async function expectLead(origin: string, email: string, product: string) {
  const leads = await adminCsv('leads', await adminSessionCookie(nextClient(), origin), origin)
  const row = leads.split('\n').find((line) => line.includes(email))
  expect(row, 'the lead is in the admin export').toBeTruthy()
  if (product) expect(row).toContain(product === 'food-delivery' ? 'Food Delivery' : product)
}

test.describe('the first press of a demo or sales button opens the contact dialog in place', () => {
  for (const press of PRESSES) {
    test(`${press.name}, scripts held back: the dialog with its product, and a send stores the lead`, async ({
      browser,
      appServer,
    }) => {
      const { context, page } = await visitor(browser, press.device)
      await holdScripts(page)
      await page.goto(press.path)
      await press.press(page)
      const dialog = await expectDialogInPlace(page, press.path, press.product)
      expect(await isHydrated(page), 'nothing of the page’s script has run').toBe(false)
      // Escape closes it, the next press opens it again.
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await press.press(page)
      await expectDialogInPlace(page, press.path, press.product)
      const email = uniqueEmail('first-press.held')
      await sendFrom(dialog, email)
      await expect(page).toHaveURL(/\/thank-you$/)
      await expectLead(appServer.origin, email, press.product)
      await context.close()
    })
  }

  test('with the scripts: the first press opens it in place, the hydrated form sends in place and stores the lead', async ({
    browser,
    appServer,
  }) => {
    const { context, page } = await visitor(browser, DESKTOP)
    await page.goto('/apps/food-delivery')
    await page.locator('main').getByRole('link', { name: 'Request a demo' }).first().click()
    let dialog = await expectDialogInPlace(page, '/apps/food-delivery', 'food-delivery')
    // Once the page's script is there, the dialog's close button closes it and the site's form
    // (validation in place) comes in its place, the product chosen again at the next press.
    await waitForHydration(page)
    await dialog.getByRole('button', { name: 'Close the contact form' }).click()
    await expect(dialog).toBeHidden()
    // A closed dialog is not in the accessibility tree: found by its test id.
    await expect(page.getByTestId('contact-dialog').locator('.mantine-Input-input').first()).toBeAttached({
      timeout: 20_000,
    })
    await page.locator('main').getByRole('link', { name: 'Request a demo' }).first().click()
    dialog = await expectDialogInPlace(page, '/apps/food-delivery', 'food-delivery')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(dialog.getByTestId('contact-notice')).toContainText('Missing information')
    const email = uniqueEmail('first-press.hydrated')
    await sendFrom(dialog, email)
    await expect(page).toHaveURL(/\/thank-you$/)
    await expectLead(appServer.origin, email, 'food-delivery')
    await context.close()
  })

  test('a field tapped in the dialog before the script keeps every letter typed after it; the site’s form comes at the next opening with them', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, DESKTOP)
    const held = await holdScripts(page)
    await page.goto('/apps/food-delivery')
    await page.locator('main').getByRole('link', { name: 'Request a demo' }).first().click()
    let dialog = await expectDialogInPlace(page, '/apps/food-delivery', 'food-delivery')
    const email = dialog.getByRole('textbox', { name: 'Email', exact: true })
    await email.click()
    // The page's script arrives; the first letter wakes the dialog, whose code fetches the site's form.
    await held.release()
    await waitForHydration(page)
    const address = uniqueEmail('first-press.tapped')
    await page.keyboard.type(address.slice(0, 1))
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .some((entry) => /\/assets\/contact-form-[^/]*\.js$/.test(entry.name)),
          ),
        { message: 'the site’s form was fetched', timeout: 30_000 },
      )
      .toBe(true)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))))
    // Still the first form, the tapped field still focused: every letter lands in it.
    await expect(email).toBeFocused()
    await expect(dialog.locator('.mantine-Input-input')).toHaveCount(0)
    await page.keyboard.type(address.slice(1))
    await expect(email).toHaveValue(address)
    // Closed, the site's form takes its place; it opens with what was typed.
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('contact-dialog').locator('.mantine-Input-input').first()).toBeAttached()
    await page.locator('main').getByRole('link', { name: 'Request a demo' }).first().click()
    dialog = await expectDialogInPlace(page, '/apps/food-delivery', 'food-delivery')
    await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(address)
    await context.close()
  })

  test('a middle click or a new tab still leads to /contact, and without JavaScript the link does', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, DESKTOP)
    await page.goto('/apps/food-delivery')
    const link = page.locator('main').getByRole('link', { name: 'Request a demo' }).first()
    await expect(link).toHaveAttribute('href', '/contact?product=food-delivery')
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })])
    await expect(opened).toHaveURL(/\/contact\?product=food-delivery$/)
    await expect(dialogOf(page)).toBeHidden()
    await context.close()

    const offline = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false })
    const noScript = await offline.newPage()
    await noScript.goto('/apps/food-delivery')
    await noScript.locator('main').getByRole('link', { name: 'Request a demo' }).first().click()
    await expect(noScript).toHaveURL(/\/contact\?product=food-delivery$/)
    await expect(noScript.locator('main').getByRole('combobox', { name: 'Product' })).toHaveValue('food-delivery')
    await offline.close()
  })

  test('a refused send from the dialog before the script lands on /contact with the message and the values', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, DESKTOP)
    await holdScripts(page)
    await page.goto('/apps/food-delivery')
    await page.locator('main').getByRole('link', { name: 'Request a demo' }).first().click()
    const dialog = await expectDialogInPlace(page, '/apps/food-delivery', 'food-delivery')
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Iyer')
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('meera-at-example')
    await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 98450 12345')
    await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
    // The browser's own check first (the field is an e-mail field): the form does not leave.
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(dialog).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/apps/food-delivery')
    await context.close()
  })
})

test.describe('the colour switch and the announcement answer the first tap', () => {
  for (const held of [true, false]) {
    const how = held ? 'scripts held back' : 'with the scripts'
    test(`${how}: the header’s switch changes the scheme and it stays after hydration`, async ({ browser }) => {
      const { context, page } = await visitor(browser, DESKTOP)
      await page.emulateMedia({ colorScheme: 'light' })
      const scripts = held ? await holdScripts(page) : undefined
      await page.goto('/about')
      const html = page.locator('html')
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
      await page.getByTestId('site-header').getByTestId('color-scheme-toggle').click()
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
      expect(await page.evaluate(() => localStorage.getItem('mantine-color-scheme-value'))).toBe('dark')
      await scripts?.release()
      await waitForHydration(page)
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
      // And back, once hydrated: one tap, one change.
      await page.getByTestId('site-header').getByTestId('color-scheme-toggle').click()
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
      await page.reload()
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
      await context.close()
    })

    test(`${how}: the switch in the open phone menu changes the scheme and it stays after hydration`, async ({
      browser,
    }) => {
      const { context, page } = await visitor(browser, PHONE)
      await page.emulateMedia({ colorScheme: 'light' })
      const scripts = held ? await holdScripts(page) : undefined
      await page.goto('/about')
      await page.getByRole('button', { name: 'Open menu' }).tap()
      const menu = page.getByTestId('mobile-menu')
      await expect(menu).toBeVisible()
      await menu.getByTestId('color-scheme-toggle').tap()
      const html = page.locator('html')
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
      await scripts?.release()
      await waitForHydration(page)
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
      await context.close()
    })

    test(`${how}: the announcement closes at the first tap, stays closed after hydration and on the next page`, async ({
      browser,
    }) => {
      const { context, page } = await visitor(browser, PHONE)
      const scripts = held ? await holdScripts(page) : undefined
      await page.goto('/')
      const banner = page.getByTestId('promo-banner')
      await expect(banner).toBeVisible()
      await banner.getByRole('button', { name: 'Close announcement' }).tap()
      await expect(banner).toBeHidden()
      await scripts?.release()
      await waitForHydration(page)
      await expect(banner).toBeHidden()
      await page.goto('/about')
      await expect(page.getByTestId('promo-banner')).toBeHidden()
      await context.close()
    })
  }
})
