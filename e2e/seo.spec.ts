import { test, expect } from './support/fixtures'
import { validateJsonLd } from '../tests/unit/json-ld-rules'
import { attributesOf, internalLinksInHtml, pngSize } from './support/links'

/**
 * The whole sitemap as a search engine sees it: every URL answers 200 with a title and a
 * description of its own, valid JSON-LD, a 1200 x 630 share image that answers, and internal
 * links that answer 200 without a redirect.
 */
interface PageFacts {
  path: string
  title: string
  description: string
  keywords: string
  canonical: string
  robots: string
  jsonLd: Array<Record<string, unknown>>
  ogImage: { url: string; width: string; height: string; alt: string }
  links: string[]
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

function factsOf(path: string, html: string): PageFacts {
  const head = html.slice(0, html.indexOf('</head>'))
  const metas = [...head.matchAll(/<meta\s[^>]*>/g)].map((match) => attributesOf(match[0]))
  const meta = (key: string) => metas.find((m) => m.name === key || m.property === key)?.content ?? ''
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )
  return {
    path,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: decode(meta('description')),
    keywords: decode(meta('keywords')),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? '',
    robots: meta('robots'),
    jsonLd,
    ogImage: {
      url: decode(meta('og:image')),
      width: meta('og:image:width'),
      height: meta('og:image:height'),
      alt: decode(meta('og:image:alt')),
    },
    links: internalLinksInHtml(html),
  }
}

test.describe('search visibility of every sitemap URL', () => {
  test.describe.configure({ timeout: 240_000 })

  let pages: PageFacts[] = []

  test.beforeAll(async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    expect(locs.length).toBeGreaterThan(40)
    pages = []
    for (const path of locs) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), `GET ${path}`).toBe(200)
      pages.push(factsOf(path, await response.text()))
    }
  })

  test('every URL has lastmod in the sitemap', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const urls = xml.split('<url>').slice(1)
    for (const url of urls) expect(url, url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/)
  })

  test('every page has a title and a description of its own', () => {
    const titles = new Map<string, string[]>()
    const descriptions = new Map<string, string[]>()
    for (const page of pages) {
      expect(page.title, page.path).not.toBe('')
      expect(page.description.length, page.path).toBeGreaterThan(50)
      titles.set(page.title, [...(titles.get(page.title) ?? []), page.path])
      descriptions.set(page.description, [...(descriptions.get(page.description) ?? []), page.path])
    }
    expect([...titles].filter(([, paths]) => paths.length > 1)).toEqual([])
    expect([...descriptions].filter(([, paths]) => paths.length > 1)).toEqual([])
  })

  test('every page sets the keywords meta tag: its own (a post’s tags) or the spec’s default, blog', () => {
    for (const page of pages) expect(page.keywords, page.path).not.toBe('')
    const own = pages.filter((page) => page.keywords !== 'blog')
    expect(pages.filter((page) => page.keywords === 'blog').length).toBeGreaterThan(own.length)
    for (const page of own) expect(page.path, `${page.path} has keywords of its own`).toMatch(/^\/blog\/./)
  })

  test('titles: top-level pages by their path, deeper pages by their subject', () => {
    const titleOf = (path: string) => pages.find((page) => page.path === path)?.title
    expect(titleOf('/apps')).toBe('Apps - ReadyApps')
    expect(titleOf('/apps/food-delivery')).toBe('Food Delivery App - ReadyApps')
    expect(titleOf('/documentation/chitchat')).toBe('Chitchat Documentation - ReadyApps')
    expect(titleOf('/documentation')).toBe('Documentation - ReadyApps')
  })

  test('every JSON-LD block is valid, and each page type has its data', () => {
    for (const page of pages) {
      for (const data of page.jsonLd) expect(validateJsonLd(data), `${page.path} ${String(data['@type'])}`).toEqual([])
      const types = page.jsonLd.map((data) => data['@type'])
      if (page.path.split('/').filter(Boolean).length > 1) expect(types, page.path).toContain('BreadcrumbList')
      if (page.path.startsWith('/apps/') || ['/astroway', '/chitchat'].includes(page.path))
        expect(types, page.path).toContain('Product')
      if (page.path.startsWith('/blog/')) expect(types, page.path).toContain('BlogPosting')
    }
    const typesOf = (path: string) => pages.find((page) => page.path === path)!.jsonLd.map((data) => data['@type'])
    expect(typesOf('/')).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
    expect(typesOf('/careers')).toContain('JobPosting')
    expect(typesOf('/faq')).toContain('FAQPage')
    expect(typesOf('/astrotalk-clone')).toEqual(expect.arrayContaining(['Product', 'FAQPage']))
  })

  test('every share image is a 1200 x 630 PNG that answers 200, with its size and alt in the tags', async ({
    request,
  }) => {
    const seen = new Set<string>()
    for (const page of pages) {
      expect(page.ogImage.width, page.path).toBe('1200')
      expect(page.ogImage.height, page.path).toBe('630')
      expect(page.ogImage.alt, page.path).not.toBe('')
      const url = new URL(page.ogImage.url)
      const path = `${url.pathname}${url.search}`
      if (/^\/(apps|documentation|blog)\/./.test(page.path))
        expect(path, page.path).toMatch(/^\/og\/(product|doc|post)\//)
      if (seen.has(path)) continue
      seen.add(path)
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toBe('image/png')
      expect(pngSize(await response.body()), path).toEqual({ width: 1200, height: 630 })
    }
  })

  test('every internal link answers 200 without a redirect', async ({ request }) => {
    const linkedFrom = new Map<string, string>()
    for (const page of pages) for (const link of page.links) if (!linkedFrom.has(link)) linkedFrom.set(link, page.path)
    expect(linkedFrom.size).toBeGreaterThan(40)
    const failures: string[] = []
    for (const [link, from] of linkedFrom) {
      const response = await request.get(link, { maxRedirects: 0 })
      if (response.status() !== 200) failures.push(`${link} (on ${from}): ${response.status()}`)
    }
    expect(failures).toEqual([])
  })

  test('a page that does not exist: 404, no canonical link, noindex, and the default keywords', async ({ request }) => {
    const response = await request.get('/no-such-page')
    expect(response.status()).toBe(404)
    const facts = factsOf('/no-such-page', await response.text())
    expect(facts.canonical).toBe('')
    expect(facts.robots).toMatch(/^noindex/)
    expect(facts.keywords).toBe('blog')
    expect(facts.title).toBe('Page not found - ReadyApps')
  })

  test('an unknown share image is a 404, not a picture', async ({ request }) => {
    expect((await request.get('/og/product/no-such-app.png')).status()).toBe(404)
    expect((await request.get('/og/post/no-such-post.png')).status()).toBe(404)
    expect((await request.get('/og/nothing/x.png')).status()).toBe(404)
  })
})
