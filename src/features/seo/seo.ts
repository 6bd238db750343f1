import { siteConfig } from '#app-config'
import {
  absolutizeJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  webSiteJsonLd,
  type Crumb,
  type JsonLd,
} from './json-ld'

/** What a route may say about itself; everything else follows the site-wide rules. */
export interface SeoInput {
  /** Full document title. Defaults to the title rule for the path. */
  title?: string
  description?: string
  /** Absolute URL or a path on this site: a 1200 x 630 picture (every share image of the site is). */
  image?: string
  imageAlt?: string
  /** The page's own keywords (a post's tags); DEFAULT_KEYWORDS otherwise. */
  keywords?: string
  /** False for a page that names no canonical URL (the not-found page: there is no page to name). */
  canonical?: boolean
  type?: 'website' | 'article'
  noindex?: boolean
  /** ISO dates for articles. */
  publishedTime?: string
  modifiedTime?: string
  /** The X handle of the page's author (a post's), for `twitter:creator`. */
  creatorHandle?: string
  /**
   * JSON-LD objects rendered as application/ld+json scripts. Links may be site paths ('/apps'):
   * they become absolute URLs here. The home page's Organization/WebSite and the BreadcrumbList
   * of pages below the top level are added automatically.
   */
  jsonLd?: JsonLd[]
}

interface HeadMeta {
  title?: string
  name?: string
  property?: string
  content?: string
  charSet?: string
  'script:ld+json'?: Record<string, unknown>
}

interface HeadLink {
  rel: string
  href: string
  [key: string]: string
}

interface HeadResult {
  meta: HeadMeta[]
  links: HeadLink[]
}

/** The keywords of every page without its own (product-spec.md: "blog" by default). */
export const DEFAULT_KEYWORDS = 'blog'

const ASTRO_PATH_MARKERS = ['astrotalk-clone', 'astrosage-clone', 'astroyogi-clone', 'astroway', 'astropro']
const NOINDEX_PREFIXES = ['/admin', '/thank-you', '/newsletter']

function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '/'
  const withSlash = withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : '/'
}

function humanise(segment: string): string {
  let decoded = segment
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // keep the raw segment when it is not valid percent-encoding
  }
  const spaced = decoded.replace(/-/g, ' ')
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

function segmentsOf(path: string): string[] {
  return normalisePath(path).split('/').filter(Boolean)
}

/** The page name from the first path segment: capitalised, hyphens to spaces. Empty for '/'. */
export function pageNameFromPath(path: string): string {
  const first = segmentsOf(path)[0]
  return first ? humanise(first) : ''
}

/** '<Subject> - <Brand>': the title of a page below the top level, named by its own subject. */
export function subjectTitle(subject: string): string {
  return `${subject} - ${siteConfig.brand}`
}

/**
 * Document title: the home title on '/'; '<First segment> - <Brand>' on a top-level page. A page
 * below the top level is titled by its own subject, which its route gives (`subjectTitle`); the
 * last path segment stands in only when a route forgets to.
 */
export function titleForPath(path: string): string {
  const segments = segmentsOf(path)
  if (segments.length === 0) return siteConfig.homeTitle
  return subjectTitle(humanise(segments[segments.length - 1]!))
}

/** The page's own name inside its title ('Food Delivery App' of 'Food Delivery App - ReadyApps'). */
export function subjectOfTitle(title: string): string {
  const suffix = ` - ${siteConfig.brand}`
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title
}

/** Home, then each parent path (named by its segment), then the page itself. */
export function breadcrumbsFor(path: string, title: string): Crumb[] {
  const segments = segmentsOf(path)
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }]
  segments.forEach((segment, index) => {
    const crumbPath = `/${segments.slice(0, index + 1).join('/')}`
    const last = index === segments.length - 1
    crumbs.push({ name: last ? subjectOfTitle(title) : humanise(segment), path: crumbPath })
  })
  return crumbs
}

export function descriptionForPath(path: string): string {
  const lower = normalisePath(path).toLowerCase()
  return ASTRO_PATH_MARKERS.some((marker) => lower.includes(marker))
    ? siteConfig.astroDescription
    : siteConfig.defaultDescription
}

export function isNoindexPath(path: string): boolean {
  const p = normalisePath(path)
  return NOINDEX_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`))
}

export function canonicalUrl(origin: string, path: string): string {
  const base = origin.replace(/\/+$/, '')
  const p = normalisePath(path)
  return p === '/' ? `${base}/` : `${base}${p}`
}

function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  return `${origin.replace(/\/+$/, '')}${url.startsWith('/') ? url : `/${url}`}`
}

/** One share image per main page type (1200 x 630 PNG in public/og/). */
const SHARE_IMAGES: Array<[RegExp, string]> = [
  [/^\/(astroway|astrotalk-clone|astrosage-clone|astroyogi-clone)(\/|$)/, '/og/astroway.png'],
  [/^\/chitchat(\/|$)/, '/og/chitchat.png'],
  [/^\/(apps|portfolio)(\/|$)/, '/og/apps.png'],
  [/^\/blog(\/|$)/, '/og/blog.png'],
  [/^\/careers(\/|$)/, '/og/careers.png'],
]

function shareImageForPath(path: string): string {
  const p = normalisePath(path)
  return SHARE_IMAGES.find(([pattern]) => pattern.test(p))?.[1] ?? siteConfig.defaultShareImage
}

/** Open Graph title: the page title without the brand suffix, then the brand. */
function ogTitle(title: string): string {
  const base = subjectOfTitle(title)
  return base.includes(siteConfig.brand) ? base : `${base} | ${siteConfig.brand}`
}

/** The structured data of a page: site-wide nodes by path, then the route's own, with absolute links. */
function jsonLdFor(path: string, origin: string, title: string, input: SeoInput): JsonLd[] {
  const p = normalisePath(path)
  const data: JsonLd[] = []
  if (!input.noindex && !isNoindexPath(p)) {
    if (p === '/') data.push(organizationJsonLd(), webSiteJsonLd())
    if (segmentsOf(p).length > 1) data.push(breadcrumbJsonLd(breadcrumbsFor(p, title)))
  }
  data.push(...(input.jsonLd ?? []))
  return data.map((item) => absolutizeJsonLd(item, origin))
}

/** Every head tag of a page, built from its path and what the route says about itself. */
export function buildHead(path: string, origin: string, input: SeoInput = {}): HeadResult {
  const title = input.title ?? titleForPath(path)
  const description = input.description ?? descriptionForPath(path)
  const url = canonicalUrl(origin, path)
  const image = absoluteUrl(origin, input.image ?? shareImageForPath(path))
  const robots = input.noindex || isNoindexPath(path) ? 'noindex,nofollow' : 'index,follow'
  const type = input.type ?? 'website'

  const meta: HeadMeta[] = [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: input.keywords || DEFAULT_KEYWORDS },
    { name: 'author', content: siteConfig.brand },
    { name: 'robots', content: robots },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteConfig.brand },
    { property: 'og:locale', content: siteConfig.ogLocale },
    { property: 'og:title', content: ogTitle(title) },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    // Every share image of the site is 1200 x 630: the static ones in public/og/ and the ones
    // drawn per page (src/server/og).
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: input.imageAlt ?? `${siteConfig.brand}: ${siteConfig.tagline}` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:site', content: siteConfig.twitterHandle },
    ...(input.creatorHandle ? [{ name: 'twitter:creator', content: input.creatorHandle }] : []),
    { name: 'twitter:title', content: ogTitle(title) },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: input.imageAlt ?? `${siteConfig.brand}: ${siteConfig.tagline}` },
  ]
  if (type === 'article') {
    if (input.publishedTime) meta.push({ property: 'article:published_time', content: input.publishedTime })
    if (input.modifiedTime) meta.push({ property: 'article:modified_time', content: input.modifiedTime })
  }
  for (const data of jsonLdFor(path, origin, title, input)) meta.push({ 'script:ld+json': data })

  return { meta, links: input.canonical === false ? [] : [{ rel: 'canonical', href: url }] }
}
