import { test, expect } from './support/fixtures'
import { personalDataIn } from './support/forms'

/**
 * Every form of the site is a real form (method="post" and an action, so it works before its
 * script and without one; a search form with method GET aside), and no URL the site produces
 * (its links) carries an e-mail address, a phone number or a password. The page URL after each
 * form is checked by the form specs themselves (forms-no-js, forms-slow-phone).
 */
test.use({ javaScriptEnabled: false })
test.describe.configure({ timeout: 240_000 })

test('every page of the sitemap and /admin: forms post to an action, links carry no personal data', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, '&'))
    return `${url.pathname}${url.search}`
  })
  expect(paths.length).toBeGreaterThan(10)

  const problems: string[] = []
  let formsSeen = 0
  for (const path of [...paths, '/admin']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBeLessThan(400)
    const forms = await page.locator('form').evaluateAll((elements) =>
      elements.map((form) => ({
        name: form.getAttribute('aria-label') ?? form.id ?? '(unnamed)',
        method: (form.getAttribute('method') ?? '').toLowerCase(),
        action: form.getAttribute('action') ?? '',
        search: form.getAttribute('role') === 'search',
      })),
    )
    for (const form of forms) {
      if (form.search && form.method === 'get') continue
      formsSeen += 1
      if (form.method !== 'post' || !form.action.startsWith('/'))
        problems.push(`${path}: the form '${form.name}' has method="${form.method}" action="${form.action}"`)
    }
    const links = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))
    for (const link of new Set(links)) problems.push(...personalDataIn(link).map((problem) => `${path}: ${problem}`))
  }
  // Each page has the footer's newsletter form, /contact the contact form, /admin the sign-in.
  expect(formsSeen).toBeGreaterThan(paths.length)
  expect(problems).toEqual([])
})
