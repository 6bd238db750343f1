import { escapeXml } from './xml'

/** Paths that never belong in the sitemap (private, per-visitor or test pages). */
export const EXCLUDED_PREFIXES = ['/admin', '/thank-you', '/testing', '/offline', '/newsletter']

/** Routes that answer something other than a page (health check, generated share images, product screens, uploaded images, native form posts, the currency choice's post). */
const NON_PAGE_PREFIXES = ['/healthz', '/og', '/screens', '/media', '/forms', '/preference']

function hasPrefix(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

function trimSlash(raw: string): string {
  return raw.length > 1 ? raw.replace(/\/+$/, '') : raw
}

/** A route that renders a public page: not private, not a file (robots.txt ...), not an endpoint. */
export function isPublicPageRoute(fullPath: string): boolean {
  if (!fullPath) return false
  const path = trimSlash(fullPath)
  const last = path.split('/').pop() ?? ''
  if (last.includes('.')) return false
  return !hasPrefix(path, NON_PAGE_PREFIXES) && !hasPrefix(path, EXCLUDED_PREFIXES)
}

/** Public page routes with a parameter ('/blog/$slug'): each needs a sitemap source for its pages. */
export function paramPageRoutes(fullPaths: string[]): string[] {
  return [...new Set(fullPaths.map(trimSlash).filter((path) => path.includes('$') && isPublicPageRoute(path)))].sort()
}

export interface SitemapEntry {
  path: string
  lastModified?: string
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly'
  priority?: number
}

/** Static page paths from the route tree: no params, no files (robots.txt ...), nothing private. */
export function staticPagePaths(fullPaths: string[]): string[] {
  const paths = new Set<string>()
  for (const raw of fullPaths) {
    if (!raw || raw.includes('$')) continue
    const path = trimSlash(raw)
    if (isPublicPageRoute(path)) paths.add(path)
  }
  return [...paths].sort()
}

/** The pages of one parameter route, keyed by that route's full path ('/blog/$slug'). */
export type SitemapSources = Record<string, () => Promise<SitemapEntry[]> | SitemapEntry[]>

function latest(dates: Array<string | undefined>): string | undefined {
  const times = dates.filter((date): date is string => Boolean(date)).map((date) => Date.parse(date))
  const valid = times.filter((time) => Number.isFinite(time))
  return valid.length > 0 ? new Date(Math.max(...valid)).toISOString() : undefined
}

/** The pages whose lastmod is the newest of all: they show what changed anywhere (latest posts, products). */
const NEWEST_PAGES = new Set(['/', '/blog'])

/**
 * Every URL of the sitemap: the static pages of the route tree, then the pages of each parameter
 * route from its source. A public parameter route without a source is an error, so a new page
 * type cannot be forgotten. lastmod: a post carries its own update, every other page the date its
 * words last changed (`pageDates`, by path, kept with the content), and the home page and the
 * blog index the newest of all of them. A page without a date has no lastmod (never the build's
 * time, which would claim every page changed with every deployment).
 */
export async function buildSitemapEntries(options: {
  fullPaths: string[]
  sources: SitemapSources
  pageDates?: Readonly<Record<string, string>>
}): Promise<SitemapEntry[]> {
  const { fullPaths, sources, pageDates = {} } = options
  const missing = paramPageRoutes(fullPaths).filter((route) => !Object.hasOwn(sources, route))
  if (missing.length > 0) throw new Error(`No sitemap source for ${missing.join(', ')}`)

  // Written as a full timestamp ('2026-11-23' -> '2026-11-23T00:00:00.000Z'), like a post's update.
  const dateOf = (path: string) => (Object.hasOwn(pageDates, path) ? latest([pageDates[path]]) : undefined)
  const dynamic: SitemapEntry[] = []
  for (const route of Object.keys(sources).sort()) {
    for (const entry of await sources[route]!()) {
      dynamic.push({ ...entry, lastModified: entry.lastModified ?? dateOf(entry.path) })
    }
  }
  const newest = latest([...Object.values(pageDates), ...dynamic.map((entry) => entry.lastModified)])

  const entries: SitemapEntry[] = staticPagePaths(fullPaths).map((path) => ({
    path,
    lastModified: NEWEST_PAGES.has(path) ? newest : dateOf(path),
    changeFrequency: NEWEST_PAGES.has(path) ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }))
  const seen = new Set(entries.map((entry) => entry.path))
  for (const entry of dynamic) {
    if (seen.has(entry.path)) continue
    seen.add(entry.path)
    entries.push(entry)
  }
  return entries
}

export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '')
  const urls = entries
    .map((entry) => {
      const loc = `${base}${entry.path === '/' ? '/' : entry.path}`
      return [
        '  <url>',
        `    <loc>${escapeXml(loc)}</loc>`,
        entry.lastModified ? `    <lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '',
        entry.changeFrequency ? `    <changefreq>${entry.changeFrequency}</changefreq>` : '',
        entry.priority !== undefined ? `    <priority>${entry.priority.toFixed(1)}</priority>` : '',
        '  </url>',
      ]
        .filter(Boolean)
        .join('\n')
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}
