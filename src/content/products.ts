/**
 * THE product registry: one record per id of src/domain/product.ts. Everything that names a
 * product (contact options, catalogue, /apps showcase, home cards, menu, sitemap, analytics,
 * admin labels, redirects) reads it. The long copy of each product page stays in its own file
 * (astroway.ts, chitchat.ts, catalogue.ts, apps.ts) keyed by the same id.
 */
import {
  LEGACY_PRODUCT_IDS,
  PRODUCT_IDS,
  isProductId,
  type Product,
  type ProductId,
  type ProductPlacement,
} from '~/domain/product'
import { appProfiles } from './apps'
import { astrowayContent } from './astroway'
import { catalogue, type CatalogueEntry } from './catalogue'
import { chitchatContent } from './chitchat'
import { astrowayPricing, chitchatPricing, type PricingPlan } from './pricing'
import type { ProductProfile } from './product-schema'

/** Where each product is listed besides its own page. */
const placements: Record<ProductId, ProductPlacement> = {
  astroway: { home: true, showcase: true, menu: { description: 'Astrology consultation platform' } },
  chitchat: { home: true, showcase: true, menu: { description: 'Chat and appointments platform' } },
  'food-delivery': { home: true, showcase: true, menu: { description: 'Restaurants, riders and customers' } },
  'e-commerce': { home: true, showcase: true, menu: { description: 'Multi-vendor marketplace' } },
  'ride-sharing': { home: true, showcase: true, menu: { description: 'Riders, drivers and dispatch' } },
  'real-estate': { home: true, showcase: false, menu: false },
  'social-media': { home: true, showcase: false, menu: false },
  'social-network': { home: false, showcase: true, menu: false },
  'fitness-tracker': { home: true, showcase: false, menu: { description: 'Workouts, plans and coaching' } },
  education: { home: false, showcase: false, menu: false },
  healthcare: { home: false, showcase: false, menu: false },
  logistics: { home: false, showcase: false, menu: false },
  'job-portal': { home: false, showcase: false, menu: false },
}

/** Launch time of the products quoted per project, as their pages say it. */
const QUOTED_LAUNCH = '2-4 weeks'

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
    star: false,
    cover: profile.coverImage,
    screens: profile.screenshots,
    path: `/apps/${profile.id}`,
    template: fixed ? 'catalogue' : 'profile',
    shownOn: placements[profile.id],
  }
}

const starProducts: Product[] = [
  {
    id: 'astroway',
    name: 'Astroway Pro',
    title: 'Astroway Pro',
    tagline: 'Customer app, astrologer app, website and admin panel with 100+ features.',
    description:
      'The complete astrology consultation platform: customer app, astrologer app, website and admin panel with 100+ features, so you can launch your own astrology brand in weeks.',
    category: 'Astrology',
    icon: 'moon-stars',
    color: astrowayContent.color,
    accent: astrowayContent.accent,
    price: tiersOf(astrowayPricing),
    launch: '2-4 weeks',
    star: true,
    cover: {
      kind: 'feed',
      title: 'Horoscope',
      alt: 'Astroway Pro customer app home with daily horoscope and live astrologers',
    },
    screens: [
      {
        kind: 'list',
        title: 'Astrologers',
        alt: 'Astroway Pro customer app: astrologers online with rating and price per minute',
      },
      {
        kind: 'chat',
        title: 'Consultation',
        alt: 'Astroway Pro: chat consultation between a customer and an astrologer',
      },
      { kind: 'call', title: 'Video call', alt: 'Astroway Pro: video consultation with an astrologer' },
      { kind: 'dashboard', title: 'Earnings', alt: 'Astroway Pro astrologer app: earnings today and a weekly chart' },
    ],
    path: '/astroway',
    template: 'astroway',
    shownOn: placements.astroway,
  },
  {
    id: 'chitchat',
    name: 'Chitchat',
    title: 'Chitchat App',
    tagline: 'Paid chat, calls and appointments for doctors, lawyers, coaches and more.',
    description:
      'Paid chat, voice and video consultations with appointment booking, for doctors, psychologists, lawyers, astrologers, dating or any expert business you run.',
    category: 'Chat & Appointments',
    icon: 'messages',
    color: chitchatContent.color,
    accent: chitchatContent.accent,
    price: tiersOf(chitchatPricing),
    launch: '4-8 weeks',
    star: true,
    cover: {
      kind: 'list',
      title: 'Experts',
      alt: 'Chitchat client app: experts available now with their specialities',
    },
    screens: [
      { kind: 'chat', title: 'Messages', alt: 'Chitchat: chat between a client and an expert' },
      { kind: 'calendar', title: 'Appointments', alt: 'Chitchat: appointment calendar with booked and free slots' },
      { kind: 'call', title: 'Video consult', alt: 'Chitchat: video consultation in progress' },
      {
        kind: 'dashboard',
        title: 'Bookings',
        alt: 'Chitchat expert dashboard: bookings, earnings and upcoming sessions',
      },
    ],
    path: '/chitchat',
    template: 'chitchat',
    shownOn: placements.chitchat,
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

/** The product's full name for people (contact select, e-mails, the admin); unknown ids are shown as they are. */
export function productName(id: string): string {
  const known = isProductId(id) ? id : LEGACY_PRODUCT_IDS[id]
  return known ? getProduct(known).title : id
}

/**
 * A registry id from an id that may be a legacy one (old links, stored leads), or undefined.
 * Exact matches only: labels and look-alikes are not guessed.
 */
export function resolveProductId(value: string | null | undefined): ProductId | undefined {
  if (!value) return undefined
  if (isProductId(value)) return value
  return Object.hasOwn(LEGACY_PRODUCT_IDS, value) ? LEGACY_PRODUCT_IDS[value] : undefined
}

export const homeProducts = products.filter((p) => p.shownOn.home)
export const showcaseProducts = products.filter((p) => p.shownOn.showcase)
export const showcaseProductIds = showcaseProducts.map((p) => p.id) as [ProductId, ...ProductId[]]
export const defaultShowcaseProductId: ProductId = 'astroway'
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
