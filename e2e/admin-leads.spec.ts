import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { productName } from '../src/content/products'
import { parseCsv } from '../src/domain/csv'
import { test, expect, gotoHydrated } from './support/own-server'
import { ADMIN, signIn } from './support/admin'
import { everyRuleViolations } from './support/axe'
import { demoDialog } from './support/contact'

/**
 * The leads pipeline as people use it: visitors send requests through the contact dialog (with
 * UTM parameters in the URL), the admin finds them by search and by filter, opens one, sees
 * where it came from, changes its status with a note, exports the filtered rows as CSV and
 * deletes one after confirming. Also: stacked cards at 375 px, and axe on the list and detail.
 */
// Its leads and sign-ins stay on a server of its own.
test.use({ ownServer: { name: 'admin-leads' } })

// One run's own marker, so the test finds its leads by search.
const run = `${Date.now().toString(36)}${process.pid}`
const visitors = [
  {
    name: 'Meera Iyer',
    email: `meera.${run}@example.com`,
    product: 'food-delivery',
    productName: productName('food-delivery'),
    brand: `Tiffin ${run}`,
    path: `/?utm_source=newsletter&utm_medium=email&utm_campaign=launch-${run}`,
  },
  {
    name: 'Rahul Nair',
    email: `rahul.${run}@example.com`,
    product: 'chitchat',
    productName: productName('chitchat'),
    brand: `Chatter ${run}`,
    path: '/pricing',
  },
  {
    name: 'Sofia Costa',
    email: `sofia.${run}@example.com`,
    product: 'food-delivery',
    productName: productName('food-delivery'),
    brand: `Sabor ${run}`,
    path: '/about',
  },
] as const

async function submitLead(page: Page, visitor: (typeof visitors)[number], client: number) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.91.${process.pid % 250}.${client}` })
  await gotoHydrated(page, visitor.path)
  await page.getByTestId('site-header').getByRole('link', { name: 'Request a Demo' }).click()
  const dialog = await demoDialog(page)
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(visitor.name)
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(visitor.email)
  await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 98450 54321')
  await dialog.getByRole('combobox', { name: 'Product' }).selectOption(visitor.product)
  await dialog.getByRole('textbox', { name: 'Brand name', exact: true }).fill(visitor.brand)
  await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
}

const table = (page: Page) => page.getByTestId('leads-table')
const rowOf = (page: Page, email: string) =>
  table(page).getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })

test.describe.configure({ mode: 'serial' })

test('visitors’ leads are found, worked on, exported and deleted in the admin', async ({ page, request }) => {
  test.setTimeout(120_000)
  for (const [index, visitor] of visitors.entries()) await submitLead(page, visitor, index + 20)

  await signIn(page)
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }).click()
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
  // The sidebar marks one section, the one this page is in (not Dashboard as well).
  const current = page.getByRole('navigation', { name: 'Admin' }).locator('[aria-current="page"]')
  await expect(current).toHaveText(['Leads'])

  // Search by e-mail: one row, with the product's name from the registry, not its id.
  await page.getByRole('textbox', { name: 'Search' }).fill(visitors[0].email)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/[?&]q=meera/)
  await expect(table(page).getByRole('row')).toHaveCount(2)
  const meera = rowOf(page, visitors[0].email)
  await expect(meera).toContainText('Meera Iyer')
  await expect(meera).toContainText(visitors[0].productName)
  await expect(meera).toContainText('New')
  await expect(table(page).getByRole('columnheader', { name: 'E-mail to sales' })).toBeVisible()
  // Just e-mailed (or being sent): a retry could not help, so none is offered.
  await expect(meera.locator('[data-status]')).toHaveAttribute('data-status', /sent|pending/)
  await expect(meera.getByRole('button', { name: 'Send again' })).toHaveCount(0)

  // Search by this run's marker (in the company names), then filter by product: the URL keeps both.
  await page.getByRole('textbox', { name: 'Search' }).fill(run)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(table(page).getByRole('row')).toHaveCount(4)
  await page.getByRole('combobox', { name: 'Product' }).selectOption('food-delivery')
  await expect(page).toHaveURL(/product=food-delivery/)
  await expect(table(page).getByRole('row')).toHaveCount(3)
  await expect(rowOf(page, visitors[1].email)).toHaveCount(0)
  // A reload restores the filtered view from the URL.
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue('food-delivery')
  await expect(table(page).getByRole('row')).toHaveCount(3)

  // Sorting by name: Meera before Sofia, then the other way round.
  await table(page).getByRole('button', { name: 'Name and contact' }).click()
  await expect(page).toHaveURL(/sort=name/)
  await expect(table(page).getByRole('row').nth(1)).toContainText('Meera Iyer')
  await table(page).getByRole('button', { name: 'Name and contact' }).click()
  await expect(page).toHaveURL(/dir=desc/)
  await expect(table(page).getByRole('row').nth(1)).toContainText('Sofia Costa')

  // The detail view: what was sent, the page and UTM parameters it came with.
  await rowOf(page, visitors[0].email).getByRole('link', { name: 'Meera Iyer' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard\/leads\/[0-9a-f-]{36}\?/)
  await expect(page.getByRole('heading', { name: 'Meera Iyer', level: 1 })).toBeVisible()
  const sent = page.getByRole('region', { name: 'What they sent' })
  await expect(sent).toContainText(visitors[0].email)
  await expect(sent).toContainText(visitors[0].brand)
  await expect(sent).toContainText(visitors[0].productName)
  // Named with the contact form's own labels.
  await expect(sent).toContainText('Brand name')
  await expect(sent).toContainText('Description')
  await expect(sent).not.toContainText('Company')
  await expect(current).toHaveText(['Leads'])
  const origin = page.getByRole('region', { name: 'Where they came from' })
  await expect(origin.getByRole('link', { name: '/' })).toBeVisible()
  await expect(origin).toContainText('utm_sourcenewsletter')
  await expect(origin).toContainText('utm_mediumemail')
  await expect(origin).toContainText(`launch-${run}`)
  await expect(page.getByRole('region', { name: 'E-mail to sales' }).locator('[data-status]')).toHaveAttribute(
    'data-status',
    /sent|pending/,
  )
  expect(await everyRuleViolations(page), 'axe on the lead detail').toEqual([])

  // Status and note: the history says who changed what.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('contacted')
  await page.getByRole('textbox', { name: 'Note' }).fill('Called her; demo booked for Friday.')
  await page.getByRole('button', { name: 'Save' }).click()
  const history = page.getByTestId('lead-history')
  await expect(history.getByRole('listitem')).toHaveCount(1)
  await expect(history).toContainText('New → Contacted')
  await expect(history).toContainText('Called her; demo booked for Friday.')
  await expect(history).toContainText(ADMIN.email)
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('')

  // Back to the list keeps the filters; the status filter finds the lead.
  await page.getByRole('link', { name: 'Back to leads' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard\/leads\?.*product=food-delivery/)
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
  await page.getByRole('combobox', { name: 'Status' }).selectOption('contacted')
  await expect(table(page).getByRole('row')).toHaveCount(2)
  await expect(rowOf(page, visitors[0].email)).toContainText('Contacted')
  await page.getByRole('combobox', { name: 'Status' }).selectOption('')
  await expect(table(page).getByRole('row')).toHaveCount(3)
  expect(await everyRuleViolations(page), 'axe on the leads table').toEqual([])

  // CSV export of the filtered rows: a download with a header row and exactly these leads.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
  const rows = parseCsv(await readFile((await download.path())!, 'utf8'))
  expect(rows[0]?.slice(0, 5)).toEqual(['Received (UTC)', 'Name', 'E-mail', 'Mobile', 'Product'])
  expect(rows.slice(1).map((row) => row[2])).toEqual([visitors[2].email, visitors[0].email])
  expect(rows.slice(1).map((row) => row[4])).toEqual([visitors[2].productName, visitors[0].productName])
  expect(rows[2]?.[rows[0]!.indexOf('Status')]).toBe('Contacted')
  expect(rows[2]?.[rows[0]!.indexOf('utm_source')]).toBe('newsletter')
  // The export is admin-only and never cached.
  const direct = await page.request.get(`/admin/leads.csv?q=${run}`)
  expect(direct.headers()['cache-control']).toBe('no-store')
  expect(direct.headers()['content-disposition']).toMatch(/^attachment;/)
  // `request` shares no cookies with the signed-in page.
  const signedOut = await request.get(`/admin/leads.csv?q=${run}`)
  expect(signedOut.status()).toBe(401)

  // Delete after confirming: first "Keep it", then really.
  await rowOf(page, visitors[2].email).getByRole('link', { name: 'Sofia Costa' }).click()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('dialog', { name: 'Delete this lead?' }).getByRole('button', { name: 'Keep it' }).click()
  await expect(page.getByRole('heading', { name: 'Sofia Costa', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('dialog', { name: 'Delete this lead?' }).getByRole('button', { name: 'Delete lead' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard\/leads\?/)
  await expect(table(page).getByRole('row')).toHaveCount(2)
  await expect(rowOf(page, visitors[2].email)).toHaveCount(0)
})

test('at 375 px the leads are stacked cards and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signIn(page)
  await gotoHydrated(page, `/admin/dashboard/leads?q=${run}`)
  // This run's leads left after the deletion above, newest first, each with its e-mail status.
  const cards = page.getByTestId('leads-cards').getByRole('listitem')
  await expect(cards).toHaveCount(2)
  await expect(page.getByTestId('leads-table')).toBeHidden()
  await expect(cards.nth(0)).toContainText(visitors[1].name)
  await expect(cards.nth(1)).toContainText(visitors[0].name)
  for (const card of await cards.all()) await expect(card.locator('[data-status]')).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await cards.getByRole('link', { name: 'Meera Iyer' }).click()
  await expect(page.getByRole('heading', { name: 'Meera Iyer', level: 1 })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
})
