import { expect, type APIRequestContext } from '@playwright/test'

/** Every URL of the sitemap as a path with its query (`/apps?app=chitchat`), in the sitemap's order. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.status(), '/sitemap.xml').toBe(200)
  const xml = await response.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL((match[1] ?? '').replace(/&amp;/g, '&'))
    return `${url.pathname}${url.search}`
  })
}
