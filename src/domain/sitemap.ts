/** Paths that never belong in the sitemap (private, per-visitor or test pages). */
const EXCLUDED_PREFIXES = ['/admin', '/thank-you', '/testing', '/offline']

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
    const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw
    const last = path.split('/').pop() ?? ''
    if (last.includes('.') || path === '/healthz') continue
    if (EXCLUDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) continue
    paths.add(path)
  }
  return [...paths].sort()
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
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
