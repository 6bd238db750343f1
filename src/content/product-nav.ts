/**
 * The few facts about each product that code on every page needs: names, paths, where it is
 * listed (header menu, /apps picker, home cards). The header, the /apps search schema, old-URL
 * redirects, analytics and the contact dialog read this instead of the registry, which carries
 * every product's prices, screens and page copy (about 24 KB gzip) and would otherwise be
 * loaded by every page. The registry (products.ts) takes these fields from here, and
 * tests/unit/product-nav.test.ts checks them against each product's page copy.
 */
import {
  LEGACY_PRODUCT_IDS,
  PRODUCT_IDS,
  isProductId,
  type ProductGroup,
  type ProductId,
  type ProductPlacement,
} from '~/domain/product'

export interface ProductNavEntry {
  id: ProductId
  /** Short name for cards and menus ('Food Delivery'). */
  name: string
  /** Full name for people: the contact select, e-mails, analytics, the admin ('Food Delivery App'). */
  title: string
  /** The product's own page: its top-level path or /apps/{id}. */
  path: string
  /** Star products carry '★ ... (Star Product)' in the contact select and a badge in cards. */
  star: boolean
  shownOn: ProductPlacement
}

type Entry = Omit<ProductNavEntry, 'id' | 'path' | 'star' | 'shownOn'> & {
  path?: string
  star?: true
  /** The one decision: a main platform or one of the more solutions. */
  group: ProductGroup
  /**
   * The line under the name in the header's Apps menu, for the products it lists: the spec's entries
   * (product-spec.md "Header"), which are the main apps but Fitness Tracker for Social Network.
   */
  menuLine?: string
}

/**
 * Main apps are shown on home and in the /apps picker (the spec's six, Social Network among them);
 * the Apps menu lists the products with a menu line (the spec's list, Fitness Tracker among them).
 */
function placementOf({ group, menuLine }: Entry): ProductPlacement {
  const main = group === 'main'
  return { group, home: main, showcase: main, menu: menuLine ? { description: menuLine } : false }
}

const entries: Record<ProductId, Entry> = {
  astroway: {
    name: 'Astroway Pro',
    title: 'Astroway Pro',
    path: '/astroway',
    star: true,
    group: 'main',
    menuLine: 'Astrology consultation platform',
  },
  chitchat: {
    name: 'Chitchat',
    title: 'Chitchat App',
    path: '/chitchat',
    star: true,
    group: 'main',
    menuLine: 'Chat and appointments platform',
  },
  'food-delivery': {
    name: 'Food Delivery',
    title: 'Food Delivery App',
    group: 'main',
    menuLine: 'Restaurants, riders and customers',
  },
  'e-commerce': {
    name: 'E-Commerce',
    title: 'E-Commerce Marketplace',
    group: 'main',
    menuLine: 'Multi-vendor marketplace',
  },
  'ride-sharing': {
    name: 'Ride Sharing',
    title: 'Ride Sharing App',
    group: 'main',
    menuLine: 'Riders, drivers and dispatch',
  },
  'real-estate': {
    name: 'Real Estate',
    title: 'Real Estate App',
    group: 'more',
  },
  'social-media': {
    name: 'Social Media',
    title: 'Social Media App',
    group: 'more',
  },
  'social-network': {
    name: 'Social Network',
    title: 'Social Network App',
    group: 'main',
  },
  'fitness-tracker': {
    name: 'Fitness Tracker',
    title: 'Fitness Tracker App',
    group: 'more',
    menuLine: 'Workouts, classes and coaching',
  },
  education: { name: 'Education', title: 'Education App', group: 'more' },
  healthcare: { name: 'Healthcare', title: 'Healthcare App', group: 'more' },
  logistics: { name: 'Logistics', title: 'Logistics App', group: 'more' },
  'job-portal': { name: 'Job Portal', title: 'Job Portal App', group: 'more' },
}

/** Every product, in the order of PRODUCT_IDS (star products first). */
export const productNav: readonly ProductNavEntry[] = PRODUCT_IDS.map((id) => {
  const { name, title, path, star } = entries[id]
  return { id, name, title, path: path ?? `/apps/${id}`, star: star ?? false, shownOn: placementOf(entries[id]) }
})

const byId = new Map(productNav.map((entry) => [entry.id, entry]))

export function getProductNav(id: ProductId): ProductNavEntry {
  return byId.get(id)!
}

/** The product's full name for people (contact select, e-mails, the admin); unknown ids are shown as they are. */
export function productName(id: string): string {
  const known = isProductId(id) ? id : LEGACY_PRODUCT_IDS[id]
  return known ? getProductNav(known).title : id
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

/** The products of the /apps picker; `?app=` takes one of these ids. */
export const showcaseProductIds = productNav.filter((p) => p.shownOn.showcase).map((p) => p.id) as [
  ProductId,
  ...ProductId[],
]
export const defaultShowcaseProductId: ProductId = 'astroway'

/** The header's Apps menu, with the line shown under each name. */
export const menuProducts = productNav.flatMap((p) => (p.shownOn.menu ? [{ product: p, ...p.shownOn.menu }] : []))
