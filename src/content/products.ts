/**
 * THE product registry: one record per id of src/domain/product.ts. Everything that names a
 * product (contact options, catalogue, /apps showcase, home cards, sitemap, admin labels) reads
 * it. The long copy of each product page stays in its own file (astroway.ts, chitchat.ts,
 * catalogue.ts, apps.ts) keyed by the same id. Names, paths and placements come from
 * product-nav.ts, the slice that code on every page (header menu, redirects, analytics) reads.
 */
import { PRODUCT_IDS, type Product, type ProductId } from '~/domain/product'
import { appProfiles } from './apps'
import { astrowayContent } from './astroway'
import { catalogue, type CatalogueEntry } from './catalogue'
import { chitchatContent } from './chitchat'
import { astrowayPricing, chitchatPricing, type PricingPlan } from './pricing'
import type { ProductProfile } from './product-schema'
import { getProductNav } from './product-nav'
import { galleryOf } from './product-screens'
import { siteConfig } from '#app-config'

// Names, paths and placements come from product-nav.ts (what every page needs); re-exported so
// callers that already load the registry keep one import.
export { defaultShowcaseProductId, productName, resolveProductId, showcaseProductIds } from './product-nav'

/** Launch time of the products quoted per project: the typical case, as their pages say it. */
const QUOTED_LAUNCH = siteConfig.typicalLaunch

const tiersOf = (plan: PricingPlan): Product['price'] => ({
  kind: 'tiers',
  tiers: plan.tiers.map(({ name, price }) => ({ name, price })),
})

function fromProfile(profile: ProductProfile | CatalogueEntry): Product {
  const fixed = 'pricing' in profile
  return {
    id: profile.id,
    name: profile.name,
    title: profile.title,
    tagline: profile.tagline,
    description: profile.description,
    category: profile.category,
    icon: profile.logo.icon,
    color: profile.color,
    price: fixed
      ? { kind: 'fixed', setup: profile.pricing.setup, monthly: profile.pricing.monthly }
      : { kind: 'quoted' },
    launch: fixed ? profile.deployment : QUOTED_LAUNCH,
    star: getProductNav(profile.id).star,
    ...galleryOf(profile.id),
    path: getProductNav(profile.id).path,
    template: fixed ? 'catalogue' : 'profile',
    shownOn: getProductNav(profile.id).shownOn,
  }
}

const starProducts: Product[] = [
  {
    ...getProductNav('astroway'),
    tagline: 'Customer app, astrologer app, website and admin panel with 100+ features.',
    description:
      'The complete astrology consultation platform: customer app, astrologer app, website and admin panel with 100+ features, so you can launch your own astrology brand in weeks.',
    category: 'Astrology',
    icon: 'moon-stars',
    color: astrowayContent.color,
    accent: astrowayContent.accent,
    price: tiersOf(astrowayPricing),
    // Astroway Pro is the typical case the headline quotes.
    launch: siteConfig.typicalLaunch,
    ...galleryOf('astroway'),
    template: 'astroway',
  },
  {
    ...getProductNav('chitchat'),
    tagline: 'Paid chat, calls and appointments for doctors, lawyers, coaches and more.',
    description:
      'Paid chat, voice and video consultations with appointment booking, for doctors, psychologists, lawyers, astrologers, dating or any expert business you run.',
    category: 'Chat & Appointments',
    icon: 'messages',
    color: chitchatContent.color,
    accent: chitchatContent.accent,
    price: tiersOf(chitchatPricing),
    launch: '4-8 weeks',
    ...galleryOf('chitchat'),
    template: 'chitchat',
  },
]

const byId = new Map<ProductId, Product>(
  [...starProducts, ...catalogue.map(fromProfile), ...appProfiles.map(fromProfile)].map((p) => [p.id, p]),
)

/** Every product, in the order of PRODUCT_IDS (star products first). */
export const products: readonly Product[] = PRODUCT_IDS.map((id) => {
  const product = byId.get(id)
  if (!product) throw new Error(`The product registry has no record for ${id}`)
  return product
})

export function getProduct(id: ProductId): Product {
  return byId.get(id)!
}

export const homeProducts = products.filter((p) => p.shownOn.home)
export const showcaseProducts = products.filter((p) => p.shownOn.showcase)
export const menuProducts = products.flatMap((p) => (p.shownOn.menu ? [{ product: p, ...p.shownOn.menu }] : []))

/** Products whose page is /apps/{id} (catalogue and profile templates). */
export const appPageProducts = products.filter((p) => p.path === `/apps/${p.id}`)

/** The long content of an /apps/{id} page: the catalogue entry or the app profile. */
export type AppPage = { kind: 'catalogue'; entry: CatalogueEntry } | { kind: 'profile'; profile: ProductProfile }

export function findAppPage(id: string): AppPage | undefined {
  const entry = catalogue.find((e) => e.id === id)
  if (entry) return { kind: 'catalogue', entry }
  const profile = appProfiles.find((p) => p.id === id)
  return profile ? { kind: 'profile', profile } : undefined
}

/**
 * The product pages the sitemap must add itself: every /apps/{id} page (the route has a
 * parameter). Top-level product pages (/astroway, /chitchat) are static routes the sitemap
 * already finds in the route tree; ids that redirect are left out.
 */
export function productSitemapPaths(): string[] {
  return appPageProducts.map((p) => p.path)
}
