import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { APIRequestContext, Page } from '@playwright/test'
import { signIn } from './support/admin'
import { expect, test } from './support/fixtures'
import { sitemapPaths } from './support/sitemap'
import { classesWithoutRules, colorsWithoutValues } from './support/styles'

/**
 * Valid markup: the server's HTML of every sitemap page and of the admin (sign-in page, and the
 * dashboard pages signed in) goes through the W3C Nu HTML Checker (the `vnu-jar` package, run
 * with Java) in one run, and no error may be reported.
 *
 * Two classes of message are not defects of the site and are left out, by their wording:
 * - the checker's CSS grammar is older than the CSS it reads (container queries, text-box-trim,
 *   SVG's rx, CSS anchor positioning, light-dark() in a shorthand, which makes the checker itself throw);
 * - React and Mantine write `style` elements into the body (hoisted and per-component styles),
 *   which HTML allows only in the head or as a parent's first child.
 */
const IGNORED = [
  /^CSS: “(container|container-type|container-name|text-box|text-box-trim|text-box-edge|rx|ry|anchor-name|position-anchor|position-area|position-try-fallbacks|position-try)”: Property “[\w-]+” doesn't exist\.$/,
  /^CSS: Unrecognized at-rule “@container”\.?$/,
  /^CSS: “[\w-]+”: Cannot invoke "/,
  /^A “style” element in “body” must/,
  /^The selector “.*” matches, or might match, an element that comes before the parent of this “style” element\./,
]

interface NuMessage {
  type: string
  url?: string
  message: string
  extract?: string
}

/** vnu.jar from the `vnu-jar` devDependency, or VNU_JAR (a local copy) when it is not installed. */
function vnuJar(): string | undefined {
  if (process.env.VNU_JAR) return process.env.VNU_JAR
  try {
    return createRequire(import.meta.url)('vnu-jar') as string
  } catch {
    return undefined
  }
}

/**
 * The HTML the server sends for each path: every answer must be a 200 page, rendered whole. A part
 * that threw while the server rendered it (a Mantine component outside a ThemeScope, say) is still
 * a 200: React sends the boundary's fallback, marked `<!--$!-->`, for the browser to draw instead,
 * and there it fails again. No page may carry that mark.
 */
async function fetchPages(request: APIRequestContext, paths: string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>()
  for (const path of paths) {
    const response = await request.get(path)
    expect(response.status(), `GET ${path}`).toBe(200)
    expect(response.headers()['content-type'], `GET ${path}`).toMatch(/^text\/html/)
    const html = await response.text()
    expect.soft(html, `GET ${path}: a part of the page failed on the server`).not.toContain('<!--$!-->')
    pages.set(path, html)
  }
  return pages
}

/** The first link in a page's HTML that matches `pattern` (a lead, a post preview). */
function firstLink(html: string, pattern: RegExp): string | undefined {
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const href = (match[1] ?? '').replace(/&amp;/g, '&')
    if (pattern.test(href)) return href
  }
  return undefined
}

/**
 * Each distinct style sheet is checked once. Every page inlines the same global and component
 * CSS (most of its bytes); checking identical CSS again can only repeat the same messages, so a
 * `style` element whose text an earlier page already had keeps its place (and attributes) but is
 * sent empty. With the quick compiler only (checkMarkup), the checker's time for the pages went
 * from about 38 s of CPU to 13 (2026-11-27).
 */
function withStyleSheetsOnce(html: string, seen: Set<string>): string {
  return html.replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g, (element, open: string, css: string, close: string) => {
    if (!seen.has(css)) {
      seen.add(css)
      return element
    }
    return `${open}${close}`
  })
}

/** Runs the checker once over all pages; the errors it reports, by path. */
async function checkMarkup(jar: string, pages: Map<string, string>): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'readyapps-markup-'))
  try {
    const files = new Map<string, string>()
    let index = 0
    const styleSheets = new Set<string>()
    for (const [path, html] of pages) {
      const file = join(dir, `page-${index++}.html`)
      await writeFile(file, withStyleSheetsOnce(html, styleSheets))
      files.set(`file:${file}`, path)
    }
    // The checker exits 1 when it reports an error: its JSON report is what counts.
    const { stderr } = await promisify(execFile)(
      'java',
      [
        // One short run: the quick compiler only (half the CPU of the default's background
        // optimising compiler, on 2 cores), which needs a larger stack for the HTML schema.
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-Xss16m',
        '-jar',
        jar,
        '--format',
        'json',
        '--errors-only',
        '--no-langdetect',
        ...[...files.keys()].map((url) => url.slice(5)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string; code?: number }) => {
      if (typeof error.stderr !== 'string' || !error.stderr.startsWith('{')) throw error
      return { stderr: error.stderr }
    })
    const report = JSON.parse(stderr) as { messages: NuMessage[] }
    return report.messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .filter((message) => !IGNORED.some((pattern) => pattern.test(message.message)))
      .map((message) => {
        const path = files.get(message.url ?? '') ?? message.url ?? '?'
        return `${path}: ${message.message}${message.extract ? `\n    ${message.extract.trim().slice(0, 160)}` : ''}`
      })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * The server's HTML of every page the checks below read: the admin's, signed in (the dashboard
 * pages, a lead and a post preview), then every sitemap page and the pages a visitor reaches that
 * the sitemap leaves out (the sign-in page as a signed-out visitor sees it, /testing, /thank-you).
 */
async function everyPage(page: Page, request: APIRequestContext): Promise<Map<string, string>> {
  // Signed in through the sign-in form; the session cookie is all the admin's requests need.
  await signIn(page)
  const admin = page.request
  const pages = await fetchPages(admin, [
    '/admin/dashboard',
    '/admin/dashboard/leads',
    '/admin/dashboard/postmanagement',
    '/admin/dashboard/subscribers',
    '/admin/dashboard/account',
  ])
  const lead = firstLink(pages.get('/admin/dashboard/leads') ?? '', /^\/admin\/dashboard\/leads\/[^/?#]+$/)
  const preview = firstLink(pages.get('/admin/dashboard/postmanagement') ?? '', /\/preview$/)
  for (const [path, html] of await fetchPages(
    admin,
    [lead, preview].filter((p): p is string => !!p),
  ))
    pages.set(path, html)

  const paths = await sitemapPaths(request)
  expect(paths.length, 'the sitemap lists the site').toBeGreaterThan(30)
  for (const [path, html] of await fetchPages(request, [...paths, '/admin', '/testing', '/thank-you']))
    pages.set(path, html)
  return pages
}

test('every sitemap page and the admin pages are valid HTML (W3C Nu checker)', async ({ page, request }) => {
  // The checker alone takes about 13 s of CPU; a busy machine stretches that several times.
  test.setTimeout(600_000)
  const jar = vnuJar()
  expect(jar, 'vnu-jar is a devDependency (or VNU_JAR points at vnu.jar)').toBeTruthy()
  const errors = await checkMarkup(jar!, await everyPage(page, request))
  expect(errors, `markup errors:\n${errors.join('\n')}`).toEqual([])
})

/**
 * Every class Mantine or a CSS module puts into a page's HTML has a rule in the CSS inlined into
 * that page (only the rules the page uses, src/server/page-cache/critical-css.server.ts; a sheet
 * that came with a section's code instead would leave the server's HTML unstyled until that code
 * came; src/styles/mantine-public.css says where each sheet lives), and every Mantine colour it
 * reads is set there (the palettes only the admin uses are in the admin's sheet alone: src/theme.ts).
 */
test('every page, the admin’s too, styles every Mantine and CSS-module class in its HTML from its own CSS', async ({
  page,
  request,
}) => {
  const unstyled: string[] = []
  const colourless: string[] = []
  for (const [path, html] of await everyPage(page, request)) {
    const missing = classesWithoutRules(html)
    if (missing.length > 0) unstyled.push(`${path}: ${missing.join(' ')}`)
    const unset = colorsWithoutValues(html)
    if (unset.length > 0) colourless.push(`${path}: ${unset.join(' ')}`)
  }
  expect(unstyled, 'classes without a rule in the page’s CSS').toEqual([])
  expect(colourless, 'Mantine colours the page reads and its CSS does not set').toEqual([])
})
