import { expect, test } from './support/fixtures'
import { SHOWCASE_POST } from './support/sample-content'

/**
 * A page answers GET and HEAD only: any other method gets 405 with `Allow: GET, HEAD` (it used to
 * answer 200 with the page). Routes with their own handlers keep their methods.
 */
const PAGES = ['/', '/about', '/blog', '/apps/food-delivery', SHOWCASE_POST]
const REFUSED = ['PUT', 'DELETE', 'POST', 'TRACE', 'PATCH', 'OPTIONS']

test('other methods than GET and HEAD on a page get 405 with Allow: GET, HEAD', async ({ request }) => {
  for (const path of PAGES) {
    for (const method of REFUSED) {
      const response = await request.fetch(path, {
        method,
        // A same-site request, as a browser's own form would send: refused for its method, not as cross-site.
        headers: { origin: 'http://127.0.0.1', 'sec-fetch-site': 'same-origin' },
        data: method === 'TRACE' || method === 'OPTIONS' ? undefined : 'x=1',
      })
      expect(response.status(), `${method} ${path}`).toBe(405)
      expect(response.headers()['allow'], `${method} ${path}`).toBe('GET, HEAD')
      expect(await response.text()).not.toContain('<html')
      // The refusal carries the site's security headers like every other answer.
      expect(response.headers()['x-content-type-options']).toBe('nosniff')
    }
  }
})

test('GET and HEAD of a page still answer the page', async ({ request }) => {
  for (const path of PAGES) {
    const get = await request.get(path)
    expect(get.status(), `GET ${path}`).toBe(200)
    expect(await get.text()).toContain('<html')
    const head = await request.head(path)
    expect(head.status(), `HEAD ${path}`).toBe(200)
  }
})

test('routes with their own handlers keep their methods', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200)
  // The upload answers POST itself (signed out: refused by the upload, not for its method).
  const upload = await request.post('/media/upload', { headers: { 'sec-fetch-site': 'same-origin' } })
  expect(upload.status()).not.toBe(405)
  // A server route refuses a method it has no handler for, naming the ones it has.
  const put = await request.fetch('/healthz', { method: 'PUT', headers: { 'sec-fetch-site': 'same-origin' } })
  expect(put.status()).toBe(405)
  expect(put.headers()['allow']).toBe('GET, HEAD')
})

test('an unknown path still answers the not-found page whatever the method', async ({ request }) => {
  const response = await request.fetch('/no-such-page-here', {
    method: 'DELETE',
    headers: { 'sec-fetch-site': 'same-origin' },
  })
  expect(response.status()).not.toBe(405)
})
