import { docIds } from './docs-ids'
import { legalDocuments, legalPageIds } from './legal'
import { productNav } from './product-nav'

/**
 * When the words of each public page last changed (YYYY-MM-DD), by path: the sitemap's lastmod.
 * Move a page's date when what it says changes (a price, a section, a project), not for a
 * refactor or a style change. Legal pages carry their own "Last updated" date (legal.ts). The
 * home page and /blog are not listed: the sitemap gives them the newest date of every page and
 * post. tests/unit/seo-sitemap.test.ts fails when a sitemap page has no date here.
 */

/** Every /apps/{id} page and the /apps showcase: catalogue.ts, apps.ts and the product screens. */
const APPS = '2026-11-23'
/** The documentation hub and its pages (docs.ts). */
const DOCS = '2026-11-23'
/** The three clone landing pages (clones.ts). */
const CLONES = '2026-11-22'

export const pageUpdated: Readonly<Record<string, string>> = {
  '/about': '2026-11-23',
  '/apps': APPS,
  ...Object.fromEntries(productNav.filter((p) => p.path === `/apps/${p.id}`).map((p) => [p.path, APPS])),
  '/astroway': '2026-11-23',
  '/astrosage-clone': CLONES,
  '/astrotalk-clone': CLONES,
  '/astroyogi-clone': CLONES,
  '/careers': '2026-11-22',
  '/chitchat': '2026-11-23',
  '/contact': '2026-11-22',
  '/documentation': DOCS,
  ...Object.fromEntries(docIds.map((id) => [`/documentation/${id}`, DOCS])),
  '/faq': '2026-11-22',
  // Kirana Cart and ZipRide show screens of their own.
  '/portfolio': '2026-11-25',
  '/resources': '2026-11-22',
  ...Object.fromEntries(legalPageIds.map((id) => [`/${id}`, legalDocuments[id].lastUpdated])),
}
