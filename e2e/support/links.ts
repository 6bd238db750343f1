import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

/** Every distinct internal link inside <main>, without its #fragment. */
export async function internalLinksInMain(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))
  const paths = new Set<string>()
  for (const href of hrefs) {
    const url = new URL(href)
    if (url.origin !== origin) continue
    paths.add(`${url.pathname}${url.search}`)
  }
  return [...paths].sort()
}

/** Requests each internal link of the page's main content and expects 200 (after redirects). */
export async function expectInternalLinksResolve(page: Page, request: APIRequestContext) {
  const links = await internalLinksInMain(page)
  expect(links.length, 'the page has internal links').toBeGreaterThan(0)
  const checked: string[] = []
  for (const link of links) {
    const response = await request.get(link)
    expect(response.status(), `GET ${link} (linked from ${new URL(page.url()).pathname})`).toBe(200)
    checked.push(link)
  }
  return { links, checked }
}

/** The external links of main content: there should be none on the sales pages. */
export async function externalLinksInMain(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))
  return hrefs.filter((href) => new URL(href).origin !== origin)
}

/** Every <img>/<svg role=img> picture in main has alt text and explicit width/height. */
export async function expectPicturesDescribed(page: Page) {
  const problems = await page.locator('main').evaluate((main) => {
    const issues: string[] = []
    main.querySelectorAll('img').forEach((img) => {
      if (!img.getAttribute('alt')) issues.push(`img without alt: ${img.src}`)
      if (!img.getAttribute('width') || !img.getAttribute('height')) issues.push(`img without size: ${img.src}`)
      if (/^https?:/.test(img.getAttribute('src') ?? '') && !img.src.startsWith(location.origin))
        issues.push(`external img: ${img.src}`)
    })
    main.querySelectorAll('svg[role="img"]').forEach((svg) => {
      if (!svg.getAttribute('aria-label')) issues.push('svg picture without aria-label')
      if (!svg.getAttribute('width') || !svg.getAttribute('height'))
        issues.push(`svg without size: ${svg.getAttribute('aria-label')}`)
    })
    return issues
  })
  expect(problems).toEqual([])
}

/** The attributes of one HTML start tag, entity-encoded values kept as they are. */
export function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const match of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) attributes[match[1]!] = match[2]!
  return attributes
}

/**
 * Every distinct internal link of a server-rendered page (header, main and footer), as
 * path + search, without #fragments; mailto:, tel: and other sites are left out.
 */
export function internalLinksInHtml(html: string): string[] {
  const links = new Set<string>()
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&')
    if (!href.startsWith('/') || href.startsWith('//')) continue
    const url = new URL(href, 'http://site.invalid')
    links.add(`${url.pathname}${url.search}`)
  }
  return [...links].sort()
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii'), 'a PNG signature').toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}
