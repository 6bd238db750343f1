/**
 * Permanent (301) redirects of old product URLs, in one place. Built from the registry and
 * LEGACY_PRODUCT_IDS, so a renamed product keeps its old links working without a second list.
 */
import { LEGACY_PRODUCT_IDS, type ProductId } from '~/domain/product'
// Names and paths only (product-nav.ts): this module is part of every page's JavaScript.
import { getProductNav, productNav } from './product-nav'

/** /apps/{old or own-page id} -> the product's page. */
export const productRedirects: Readonly<Record<string, string>> = Object.fromEntries([
  // Products with their own top-level page: /apps/astroway -> /astroway.
  ...productNav.filter((p) => p.path !== `/apps/${p.id}`).map((p) => [`/apps/${p.id}`, p.path]),
  // Ids the site used before the registry: /apps/astroway-pro -> /astroway, /apps/ecommerce -> /apps/e-commerce.
  ...Object.entries(LEGACY_PRODUCT_IDS).map(([old, id]) => [`/apps/${old}`, getProductNav(id as ProductId).path]),
])

/** Where an old /apps/{id} path now lives, or undefined when the path is current. */
export function productRedirectFor(pathname: string): string | undefined {
  return Object.hasOwn(productRedirects, pathname) ? productRedirects[pathname] : undefined
}
