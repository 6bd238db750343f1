import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { docIds } from '~/content/docs'
import { appPageProducts, products } from '~/content/products'
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
const PRIVATE_ROUTES = ['/admin', '/thank-you', '/testing']
const POSTS = [
  { path: '/blog/first-post', lastModified: '2026-11-12T00:00:00.000Z' },
  { path: '/blog/second-post', lastModified: '2026-11-20T08:00:00.000Z' },
]

const fullPaths = routeTreeFullPaths()
const sources: SitemapSources = { ...dynamicSitemapSources, '/blog/$slug': () => POSTS }
const BUILT = '2026-11-01T00:00:00.000Z'
const entries = await buildSitemapEntries({ fullPaths, sources, contentUpdatedAt: BUILT })
const paths = entries.map((entry) => entry.path)

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
      buildSitemapEntries({ fullPaths: [...fullPaths, '/case-studies/$id'], sources, contentUpdatedAt: BUILT }),
    ).rejects.toThrow('/case-studies/$id')
  })
})

describe('lastmod', () => {
  it('posts carry their update, content pages the build, home and blog the newest', () => {
    const byPath = new Map(entries.map((entry) => [entry.path, entry.lastModified]))
    expect(byPath.get('/blog/first-post')).toBe(POSTS[0]!.lastModified)
    expect(byPath.get('/apps/food-delivery')).toBe(BUILT)
    expect(byPath.get('/about')).toBe(BUILT)
    expect(byPath.get('/')).toBe(POSTS[1]!.lastModified)
    expect(byPath.get('/blog')).toBe(POSTS[1]!.lastModified)
    for (const entry of entries) expect(entry.lastModified, entry.path).toBeTruthy()
  })

  it('is written into the XML', () => {
    const xml = renderSitemap('https://www.readyapps.test', entries)
    expect(xml).toContain(
      `<loc>https://www.readyapps.test/blog/first-post</loc>\n    <lastmod>${POSTS[0]!.lastModified}</lastmod>`,
    )
    expect(xml.match(/<lastmod>/g)).toHaveLength(entries.length)
  })
})
