import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/own-server'
import { createPublishedPost, openPostManagement, postAction, postRow } from './support/admin-posts'

/** The public page cache (issue 11) on the production build. */

// A server of its own: its post changes (and the invalidations they cause) touch no other spec,
// and no other spec's change drops the pages these tests expect in the cache.
test.use({ ownServer: { name: 'page-cache' } })

async function getTwice(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const first = await request.get(path, { headers })
  const second = await request.get(path, { headers })
  return { first, second }
}

test.describe('public page cache', () => {
  test('a second request is served from memory with the same bytes, compressed, with ETag and 304', async ({
    request,
  }) => {
    await request.get('/astroway')
    const { first, second } = await getTwice(request, '/astroway')
    expect(first.status()).toBe(200)
    expect(second.headers()['x-page-cache']).toBe('HIT')
    // The same page, apart from each response's own CSP nonce (issue 12: fresh per response).
    const nonceOf = (response: typeof first) =>
      /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? ''
    const withoutNonce = async (response: typeof first) => {
      const nonce = nonceOf(response)
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      return (await response.text()).replaceAll(nonce, '')
    }
    expect(nonceOf(second)).not.toBe(nonceOf(first))
    expect(await withoutNonce(second)).toEqual(await withoutNonce(first))
    expect(second.headers()['etag']).toBe(first.headers()['etag'])
    expect(second.headers()['content-encoding']).toMatch(/^(br|gzip)$/)
    expect(second.headers()['vary']).toContain('Cookie')
    const revalidated = await request.get('/astroway', { headers: { 'if-none-match': second.headers()['etag']! } })
    expect(revalidated.status()).toBe(304)
  })

  test('a visitor with the other currency never receives the first visitor’s page', async ({ request }) => {
    const india = await getTwice(request, '/apps/food-delivery', { cookie: 'readyapps_pref=India.manual' })
    const global = await getTwice(request, '/apps/food-delivery', { cookie: 'readyapps_pref=Global.manual' })
    expect(india.second.headers()['x-page-cache']).toBe('HIT')
    expect(global.second.headers()['x-page-cache']).toBe('HIT')
    const indiaHtml = await india.second.text()
    const globalHtml = await global.second.text()
    expect(indiaHtml).toContain('₹')
    expect(globalHtml).toContain('$')
    // No price in rupees. The product screens' alt texts describe an Indian app's screen, with its
    // own ₹ amounts: those are pictures' words, not prices. They stand in the img tags and, written
    // as data (alt:"..."), in the page's hydration data; everything else is checked.
    const withoutAltTexts = globalHtml.replace(/ alt="[^"]*"/g, '').replace(/\balt:"(?:[^"\\]|\\.)*"/g, '')
    expect(withoutAltTexts).not.toMatch(/₹\s?\d/)
    expect(globalHtml).toContain('data-currency="USD"')
    expect(globalHtml).not.toContain('data-currency="INR"')
    expect(global.second.headers()['etag']).not.toBe(india.second.headers()['etag'])
    expect(global.second.headers()['cache-control']).toBe('public, no-cache')
    // A visitor detected by IP (X-Forwarded-For, the IP stand-in says US) gets dollars, privately.
    const detected = await request.get('/apps/food-delivery', { headers: { 'x-forwarded-for': '8.8.8.8' } })
    expect(detected.headers()['cache-control']).toContain('private')
  })

  test('admin pages, server functions and signed-in admins are never cached', async ({ request }) => {
    const admin = await getTwice(request, '/admin')
    expect(admin.second.headers()['x-page-cache']).toBeUndefined()
    const withSession = await getTwice(request, '/about', { cookie: 'ra_admin_session=not-a-real-token' })
    expect(withSession.second.headers()['x-page-cache']).toBeUndefined()
  })

  test('publishing, editing, unpublishing and deleting a post shows on the very next request', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const title = `Cache e2e ${Date.now()}`
    const slug = title.toLowerCase().replace(/\s+/g, '-')
    // Warm the cache: the list, the home teaser.
    for (const path of ['/blog', '/']) {
      const { second } = await getTwice(request, path)
      expect(second.headers()['x-page-cache']).toBe('HIT')
    }
    await openPostManagement(page)

    await createPublishedPost(page, title, 'Cached pages follow the admin.')
    expect(await (await request.get('/blog')).text()).toContain(title)
    expect(await (await request.get('/')).text()).toContain(title)
    const post = await request.get(`/blog/${slug}`)
    expect(post.status()).toBe(200)
    expect(await (await request.get(`/blog/${slug}`)).text()).toContain('Cached pages follow the admin.')

    await postAction(page, title, 'Edit')
    const modal = page.getByRole('dialog', { name: 'Edit post' })
    await modal.getByLabel('Excerpt').fill('An excerpt edited after the page was cached.')
    await modal.getByRole('button', { name: 'Save changes' }).click()
    await expect(modal).toHaveCount(0)
    expect(await (await request.get('/blog')).text()).toContain('An excerpt edited after the page was cached.')

    await postAction(page, title, 'Unpublish')
    await expect(postRow(page, title)).toContainText('Draft')
    expect(await (await request.get('/blog')).text()).not.toContain(title)
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404)

    await postAction(page, title, 'Publish')
    await expect(postRow(page, title)).toContainText('Published')
    expect(await (await request.get('/blog')).text()).toContain(title)
    expect((await request.get(`/blog/${slug}`)).status()).toBe(200)

    await postAction(page, title, 'Delete')
    await expect(postRow(page, title)).toHaveCount(0)
    expect(await (await request.get('/blog')).text()).not.toContain(title)
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404)
  })
})
