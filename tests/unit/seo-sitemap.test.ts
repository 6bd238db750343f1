import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { docIds } from '~/content/docs'
import { legalDocuments } from '~/content/legal'
import { pageUpdated } from '~/content/page-dates'
import { appPageProducts, products } from '~/content/products'
import { isIsoDay } from '~/domain/lead-fields'
import { buildSitemapEntries, isPublicPageRoute, renderSitemap, type SitemapSources } from '~/domain/sitemap'
import { isNoindexPath } from '~/features/seo/seo'
import { dynamicSitemapSources } from '~/server/sitemap-sources.server'

/** Every route's full path, as the generated route tree lists them. */
function routeTreeFullPaths(): string[] {
  const source = readFileSync(fileURLToPath(new URL('../../src/routeTree.gen.ts', import.meta.url)), 'utf8')
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? ''
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!)
}

/** Pages nobody should find through search: the admin, per-visitor and internal pages. */
const PRIVATE_ROUTES = ['/admin', '/thank-you', '/testing', '/newsletter']
const POSTS = [
  { path: '/blog/first-post', lastModified: '2026-11-12T00:00:00.000Z' },
  { path: '/blog/second-post', lastModified: '2026-11-20T08:00:00.000Z' },
]

const fullPaths = routeTreeFullPaths()
const sources: SitemapSources = { ...dynamicSitemapSources, '/blog/$slug': () => POSTS }
const entries = await buildSitemapEntries({ fullPaths, sources, pageDates: pageUpdated })
const paths = entries.map((entry) => entry.path)

/** A page's date as the sitemap writes it: midnight UTC of that day. */
const day = (path: string) => `${pageUpdated[path]}T00:00:00.000Z`
const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)
const pattern = (route: string) => new RegExp(`^${trim(route).replace(/\$[A-Za-z_]*/g, '[^/]+')}$`)

describe('the sitemap follows the route tree', () => {
  it('reads a route tree with the pages we know', () => {
    expect(fullPaths).toEqual(expect.arrayContaining(['/', '/apps/$appId', '/blog/$slug', '/admin/dashboard/leads']))
  })

  it('lists every public page route without a parameter', () => {
    const publicStatic = fullPaths.filter((route) => !route.includes('$') && isPublicPageRoute(route)).map(trim)
    expect(publicStatic.length).toBeGreaterThanOrEqual(20)
    for (const route of publicStatic) expect(paths, route).toContain(route)
  })

  it('has pages for every public route with a parameter', () => {
    for (const route of fullPaths.filter((r) => r.includes('$') && isPublicPageRoute(r))) {
      expect(
        paths.some((path) => pattern(route).test(path)),
        `${route} has pages in the sitemap`,
      ).toBe(true)
    }
    expect(paths.filter((p) => p.startsWith('/apps/'))).toEqual(appPageProducts.map((p) => p.path))
    for (const id of docIds) expect(paths).toContain(`/documentation/${id}`)
    for (const post of POSTS) expect(paths).toContain(post.path)
    for (const product of products) expect(paths).toContain(product.path)
  })

  it('lists nothing private, nothing that is not a page, and nothing twice', () => {
    for (const path of paths) {
      expect(isNoindexPath(path), path).toBe(false)
      expect(
        PRIVATE_ROUTES.some((p) => path === p || path.startsWith(`${p}/`)),
        path,
      ).toBe(false)
      expect(path, path).not.toMatch(/\.(xml|txt|png)$|^\/og\/|^\/healthz|^\/forms\/|^\/preference$/)
      expect(
        fullPaths.some((route) => pattern(route).test(path)),
        `${path} belongs to a route`,
      ).toBe(true)
    }
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('refuses a public parameter route that has no source', async () => {
    await expect(
      buildSitemapEntries({ fullPaths: [...fullPaths, '/case-studies/$id'], sources, pageDates: pageUpdated }),
    ).rejects.toThrow('/case-studies/$id')
  })
})

describe('lastmod', () => {
  const byPath = new Map(entries.map((entry) => [entry.path, entry.lastModified]))

  it('gives every content page the date its words last changed, kept with the content', () => {
    for (const entry of entries) {
      if (entry.path === '/' || entry.path === '/blog' || POSTS.some((post) => post.path === entry.path)) continue
      expect(pageUpdated[entry.path], `${entry.path} has a date in src/content/page-dates.ts`).toBeDefined()
      expect(entry.lastModified, entry.path).toBe(day(entry.path))
    }
    expect(byPath.get('/portfolio')).toBe(day('/portfolio'))
    expect(byPath.get('/apps/food-delivery')).toBe(day('/apps/food-delivery'))
    expect(byPath.get('/documentation/getting-started')).toBe(day('/documentation/getting-started'))
    // A legal page's lastmod is the "Last updated" date it shows.
    expect(byPath.get('/privacy')).toBe(`${legalDocuments.privacy.lastUpdated}T00:00:00.000Z`)
    expect(byPath.get('/support')).toBe(`${legalDocuments.support.lastUpdated}T00:00:00.000Z`)
  })

  it('keeps only real past days, and only for pages of the sitemap', () => {
    const paths = new Set(entries.map((entry) => entry.path))
    for (const [path, day] of Object.entries(pageUpdated)) {
      expect(isIsoDay(day), `${path}: ${day}`).toBe(true)
      expect(Date.parse(day), `${path}: ${day} is not in the future`).toBeLessThanOrEqual(Date.now())
      expect(paths.has(path), `${path} is a sitemap page`).toBe(true)
      expect(path === '/' || path === '/blog', `${path} takes the newest date`).toBe(false)
    }
  })

  it('posts carry their update, the home page and the blog the newest of pages and posts', async () => {
    expect(byPath.get('/blog/first-post')).toBe(POSTS[0]!.lastModified)
    const newest = Math.max(...[...Object.values(pageUpdated), ...POSTS.map((p) => p.lastModified)].map(Date.parse))
    expect(byPath.get('/')).toBe(new Date(newest).toISOString())
    expect(byPath.get('/blog')).toBe(new Date(newest).toISOString())
    // A post newer than every page moves them too.
    const later = [{ path: '/blog/news', lastModified: '2099-01-01T00:00:00.000Z' }]
    const withNews = await buildSitemapEntries({
      fullPaths,
      sources: { ...sources, '/blog/$slug': () => later },
      pageDates: pageUpdated,
    })
    expect(withNews.find((e) => e.path === '/')?.lastModified).toBe(later[0]!.lastModified)
    expect(withNews.find((e) => e.path === '/blog')?.lastModified).toBe(later[0]!.lastModified)
    for (const entry of entries) expect(entry.lastModified, entry.path).toBeTruthy()
  })

  it('the home page and the blog follow a page newer than every post; no build time anywhere', async () => {
    const old = [{ path: '/blog/old-post', lastModified: '2025-01-05T10:00:00.000Z' }]
    const built = await buildSitemapEntries({
      fullPaths: ['/', '/about', '/faq', '/blog/', '/blog/$slug'],
      sources: { '/blog/$slug': () => old },
      pageDates: { '/about': '2026-03-02', '/faq': '2025-12-24' },
    })
    expect(Object.fromEntries(built.map((e) => [e.path, e.lastModified]))).toEqual({
      '/': '2026-03-02T00:00:00.000Z',
      '/about': '2026-03-02T00:00:00.000Z',
      '/blog': '2026-03-02T00:00:00.000Z',
      '/faq': '2025-12-24T00:00:00.000Z',
      '/blog/old-post': old[0]!.lastModified,
    })
  })

  it('leaves lastmod out for a page without a date rather than inventing one', async () => {
    const built = await buildSitemapEntries({ fullPaths: ['/', '/careers'], sources: {}, pageDates: {} })
    expect(built.map((e) => [e.path, e.lastModified])).toEqual([
      ['/', undefined],
      ['/careers', undefined],
    ])
    expect(renderSitemap('https://www.readyapps.test', built)).not.toContain('<lastmod>')
  })

  it('is written into the XML', () => {
    const xml = renderSitemap('https://www.readyapps.test', entries)
    expect(xml).toContain(
      `<loc>https://www.readyapps.test/portfolio</loc>\n    <lastmod>${day('/portfolio')}</lastmod>`,
    )
    expect(xml).toContain(
      `<loc>https://www.readyapps.test/blog/first-post</loc>\n    <lastmod>${POSTS[0]!.lastModified}</lastmod>`,
    )
    expect(xml.match(/<lastmod>/g)).toHaveLength(entries.length)
  })
})
