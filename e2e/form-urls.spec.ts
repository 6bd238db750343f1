import { JSDOM } from 'jsdom'
import { test, expect } from './support/fixtures'
import { personalDataIn } from './support/forms'
import { sitemapPaths } from './support/sitemap'

/**
 * Every form of the site is a real form (method="post" and an action, so it works before its
 * script and without one; a search form with method GET aside), and no URL the site produces
 * (its links) carries an e-mail address, a phone number or a password. The page URL after each
 * form is checked by the form specs themselves (forms-no-js, forms-slow-phone).
 *
 * Read from the HTML the server sends, which is the page a visitor without JavaScript gets (and
 * every visitor before the first sign of life): parsed as a browser with scripting off parses it
 * (jsdom, no script run), without a browser's styling and layout of every page.
 */
test.describe.configure({ timeout: 120_000 })

test('every page of the sitemap and /admin: forms post to an action, links carry no personal data', async ({
  request,
}) => {
  const paths = await sitemapPaths(request)
  expect(paths.length).toBeGreaterThan(10)

  const problems: string[] = []
  let formsSeen = 0
  for (const path of [...paths, '/admin']) {
    const response = await request.get(path)
    expect(response.status(), path).toBeLessThan(400)
    const { document } = new JSDOM(await response.text(), { url: response.url() }).window
    const forms = [...document.querySelectorAll('form')].map((form) => ({
      name: form.getAttribute('aria-label') ?? form.id ?? '(unnamed)',
      method: (form.getAttribute('method') ?? '').toLowerCase(),
      action: form.getAttribute('action') ?? '',
      search: form.getAttribute('role') === 'search',
    }))
    for (const form of forms) {
      if (form.search && form.method === 'get') continue
      // A dialog's close button (method="dialog") closes it in the browser and sends nothing.
      if (form.method === 'dialog' && !form.action) continue
      formsSeen += 1
      if (form.method !== 'post' || !form.action.startsWith('/'))
        problems.push(`${path}: the form '${form.name}' has method="${form.method}" action="${form.action}"`)
    }
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href)
    for (const link of new Set(links)) problems.push(...personalDataIn(link).map((problem) => `${path}: ${problem}`))
  }
  // Each page has the footer's newsletter form, /contact the contact form, /admin the sign-in.
  expect(formsSeen).toBeGreaterThan(paths.length)
  expect(problems).toEqual([])
})
