import { siteConfig } from '#app-config'

/**
 * schema.org structured data that needs nothing but the site's settings. Builders write links as
 * site paths ('/apps'); `absolutizeJsonLd` turns them into absolute URLs once the origin is known
 * (the root route's head), so loaders can build JSON-LD without knowing the deployment's origin
 * and their data stays serialisable.
 */
/** A JSON value, as JSON-LD is written (and as server functions can send it). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
export type JsonLd = { [key: string]: JsonValue }

const CONTEXT = 'https://schema.org'

/** Keys whose string values are links: a leading '/' means a path on this site. */
const LINK_KEYS = new Set(['@id', 'url', 'item', 'logo', 'image', 'contentUrl', 'mainEntityOfPage', 'target'])

/** The company's node id, so other data (offers, job postings, posts) can refer to it. */
export const ORGANIZATION_ID = '/#organization'
export const LOGO_PATH = '/brand/logo.svg'

export function absolutizeJsonLd<T>(value: T, origin: string, key?: string): T {
  const base = origin.replace(/\/+$/, '')
  if (typeof value === 'string') {
    return (
      key && LINK_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//') ? `${base}${value}` : value
    ) as T
  }
  if (Array.isArray(value)) return value.map((item) => absolutizeJsonLd(item, origin, key)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, absolutizeJsonLd(v, origin, k)]),
    ) as T
  }
  return value
}

/** The company reference used inside other nodes (publisher, hiringOrganization, brand ...). */
export function organizationRef(): JsonLd {
  return { '@type': 'Organization', '@id': ORGANIZATION_ID, name: siteConfig.brand, url: '/' }
}

/** Who the company is: home page only. */
export function organizationJsonLd(): JsonLd {
  const { contact, social } = siteConfig
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: siteConfig.brand,
    url: '/',
    logo: LOGO_PATH,
    image: LOGO_PATH,
    description: siteConfig.defaultDescription,
    foundingDate: String(siteConfig.foundedYear),
    email: contact.email,
    telephone: contact.phone.replace(/\s+/g, ''),
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Indore',
      addressRegion: 'Madhya Pradesh',
      addressCountry: 'IN',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: contact.email,
        telephone: contact.phone.replace(/\s+/g, ''),
        areaServed: 'Worldwide',
        availableLanguage: ['English', 'Hindi'],
      },
    ],
    sameAs: Object.values(social),
  }
}

export function webSiteJsonLd(): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': '/#website',
    name: siteConfig.brand,
    url: '/',
    inLanguage: 'en',
    publisher: { '@id': ORGANIZATION_ID },
  }
}

export interface Crumb {
  name: string
  path: string
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.path,
    })),
  }
}

export interface QuestionAnswer {
  question: string
  answer: string
}

/** FAQPage of the questions a page shows (the same items its accordion renders). */
export function faqJsonLd(items: readonly QuestionAnswer[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
