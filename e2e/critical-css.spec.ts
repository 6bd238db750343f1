import type { Route } from '@playwright/test'
import { expect, gotoHydrated, showSignOfLife, test, untilHydrated, waitForHydration } from './support/fixtures'
import { classesWithoutRulesOnPage } from './support/styles'
import { watchNetwork } from '../scripts/bench/network-quiet.mjs'

/**
 * A cached page inlines only the CSS rules its HTML uses (src/server/page-cache/critical-css.server.ts);
 * the visitor's first sign of life links the whole style sheets right after that CSS, and the page's
 * script starts once they are there. What a visitor sees must not change at any of these steps.
 */

test('a page that only reads has the CSS its HTML uses; the whole sheets come before the script and change nothing', async ({
  page,
}) => {
  const html = await (await page.request.get('/astroway')).text()
  const inline = /<style[^>]*data-tsr-inline-css[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
  // Mantine's Title draws on /astroway, its Alert (in every page's sheets: the documents, forms) does not.
  expect(inline).toContain('.m_8a5d1357')
  expect(inline).not.toContain('.m_66836ed3')

  // When the page's module script is added, are the linked sheets there?
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLScriptElement && node.type === 'module') {
            const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
            ;(window as unknown as { sheetsAtScript: boolean[] }).sheetsAtScript = links.map((link) => !!link.sheet)
            observer.disconnect()
          }
        }
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/astroway')
  await page.waitForLoadState('networkidle')
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0)
  const reading = await page.screenshot({ animations: 'disabled', caret: 'hide' })

  await waitForHydration(page)
  // The sheets stand right after the inlined CSS, and had all loaded before the script was requested.
  const order = await page.evaluate(() => {
    const style = document.querySelector('style[data-tsr-inline-css]')
    const linked: string[] = []
    for (let next = style?.nextElementSibling; next?.matches('link[rel="stylesheet"]'); next = next.nextElementSibling)
      linked.push(new URL((next as HTMLLinkElement).href).pathname)
    return { linked, sheetsAtScript: (window as unknown as { sheetsAtScript?: boolean[] }).sheetsAtScript }
  })
  expect(order.linked.length).toBeGreaterThan(0)
  expect(order.linked.every((href) => /^\/assets\/[\w.-]+\.css$/.test(href))).toBe(true)
  expect(order.sheetsAtScript).toEqual(order.linked.map(() => true))
  await page.evaluate(() => window.scrollTo(0, 0))
  expect(await page.screenshot({ animations: 'disabled', caret: 'hide' })).toEqual(reading)
  expect(await classesWithoutRulesOnPage(page)).toEqual([])
})

test('while the whole sheets arrive one by one, nothing on the page moves', async ({ page }) => {
  // On a slow link the sheets come seconds apart. One applied before the others would put its rules
  // after the inlined copy of theirs: /apps/food-delivery's lead paragraph lost its size to Mantine's
  // text, the hero's buttons moved 40 px up, and a tap at that moment landed beside its link.
  const held: Route[] = []
  await page.route('**/assets/*.css', (route) => void held.push(route))
  await page.goto('/apps/food-delivery')
  await page.waitForLoadState('networkidle')
  const reading = await page.screenshot({ animations: 'disabled', caret: 'hide' })
  await showSignOfLife(page)
  const links = page.locator('style[data-tsr-inline-css] ~ link[rel="stylesheet"]')
  const hrefs = await expect
    .poll(async () => (await links.count()) > 1 && held.length === (await links.count()))
    .toBe(true)
    .then(() => links.evaluateAll((all) => all.map((link) => new URL((link as HTMLLinkElement).href).pathname)))
  // All but the last, in the order they are linked: each one's arrival changes nothing on the screen.
  for (const href of hrefs.slice(0, -1)) {
    await held.find((route) => new URL(route.request().url()).pathname === href)?.continue()
    await page.waitForFunction(
      (path) => [...document.querySelectorAll('link')].some((link) => link.getAttribute('href') === path && link.sheet),
      href,
    )
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' })
    expect(shot.equals(reading), `the page looks as it did once ${href} has come`).toBe(true)
  }
  for (const route of held) await route.continue().catch(() => {})
  await untilHydrated(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  const hydrated = await page.screenshot({ animations: 'disabled', caret: 'hide' })
  expect(hydrated.equals(reading), 'the page looks as it did once it has hydrated').toBe(true)
})

test('after moves inside the site, every class on the page has a rule', async ({ page }) => {
  // /blog inlines none of the product pages' rules; the moves bring them with the whole sheets.
  const network = watchNetwork(page)
  await gotoHydrated(page, '/blog')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Portfolio' }).click()
  await expect(page).toHaveURL(/\/portfolio$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await classesWithoutRulesOnPage(page)).toEqual([])
  await nav.getByRole('button', { name: 'Apps' }).click()
  await page
    .getByRole('menu', { name: 'Apps' })
    .getByRole('menuitem', { name: /Astroway/ })
    .click()
  await expect(page).toHaveURL(/\/astroway$/)
  await expect(page).toHaveTitle(/Astroway/)
  await network.quiet()
  expect(await classesWithoutRulesOnPage(page)).toEqual([])
})
