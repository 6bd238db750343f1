/**
 * The product model's vocabulary: one id per product, shared by the server (leads, sitemap,
 * JSON-LD) and the UI (pages, contact dialog, analytics). The data for each id (names, prices,
 * screens, page template) lives in the registry, `src/content/products.ts`.
 */
import type { IconKey } from './icon'

/** Every product the site sells, flagship first. The id is its URL slug and the value a lead stores. */
export const PRODUCT_IDS = [
  'astroway',
  'chitchat',
  'food-delivery',
  'e-commerce',
  'ride-sharing',
  'real-estate',
  'social-media',
  'social-network',
  'fitness-tracker',
  'education',
  'healthcare',
  'logistics',
  'job-portal',
] as const

export type ProductId = (typeof PRODUCT_IDS)[number]

export function isProductId(value: string): value is ProductId {
  return (PRODUCT_IDS as readonly string[]).includes(value)
}

/**
 * Ids the site used before the registry, and the product each now means. This is the one list:
 * URL redirects (301) and the one-off migration of stored leads both read it. No fuzzy matching.
 */
export const LEGACY_PRODUCT_IDS: Readonly<Record<string, ProductId>> = {
  'astroway-pro': 'astroway',
  astropro: 'astroway',
  'chitchat-app': 'chitchat',
  ecommerce: 'e-commerce',
  fitness: 'fitness-tracker',
}

/**
 * The page template that renders a product. Astroway and Chitchat have their own long sales
 * pages; catalogue products show fixed prices; profiles are quoted per project.
 */
export type ProductTemplate = 'astroway' | 'chitchat' | 'catalogue' | 'profile'

/** Rupee amounts are strings exactly as the spec writes them ('250000', '5,999', '250,000'). */
export type ProductPrice =
  | { kind: 'fixed'; setup: string; monthly: string }
  | { kind: 'tiers'; tiers: ReadonlyArray<{ name: string; price: number | 'Custom' }> }
  | { kind: 'quoted' }

/**
 * 'main': one of the proven platforms shown everywhere (home cards, /apps picker, Apps menu);
 * 'more': listed under "more solutions" on /apps and reached from there.
 */
export type ProductGroup = 'main' | 'more'

/**
 * Where the site lists a product besides its own page. The registry decides `group`; the other
 * fields follow from it (see src/content/product-nav.ts), so home, the Apps menu and /apps always
 * show the same main apps.
 */
export interface ProductPlacement {
  group: ProductGroup
  /** The app cards on the home page. */
  home: boolean
  /** The app picker on /apps. */
  showcase: boolean
  /** The header's Apps menu (with the line shown under the name). */
  menu: false | { description: string }
}

/** Every screen the phone mockup (src/ui/app-mockup) can draw. */
export const MOCKUP_SCREEN_KINDS = [
  'list',
  'chat',
  'map',
  'grid',
  'profile',
  'dashboard',
  'call',
  'cart',
  'calendar',
  'feed',
] as const
export type MockupScreenKind = (typeof MOCKUP_SCREEN_KINDS)[number]

/** A picture of one app screen, drawn by the phone mockup; never a URL. */
export interface ProductScreen {
  kind: MockupScreenKind
  title: string
  alt: string
}

/** A product picture: a phone screen or a browser window, drawn in the product's colour. */
export type MockupPicture =
  | { device: 'phone'; screen: { kind: MockupScreenKind; title: string; alt: string } }
  | { device: 'browser'; title: string; alt: string }

/** One product as every part of the site sees it. The long page copy hangs off the same id. */
export interface Product {
  id: ProductId
  /** Short name for cards and menus ('Food Delivery'). */
  name: string
  /** The product's full name, as the contact select, e-mails and the admin show it ('Food Delivery App'). */
  title: string
  /** One line for cards. */
  tagline: string
  /** The meta description of the product page and the /apps panel text. */
  description: string
  category: string
  icon: IconKey
  /** The brand colour of the product's pages; an accent where the page uses two. */
  color: string
  accent?: string
  price: ProductPrice
  /**
   * How long a launch of this product takes ('2-4 weeks'). The product's own page says it; the
   * site-wide headline says the typical case ("typically 2-4 weeks", app.config.ts).
   */
  launch: string
  /** Star products carry '★ ... (Star Product)' in the contact select and a badge in cards. */
  star: boolean
  /** The picture on cards, and four screens for galleries. */
  cover: ProductScreen
  screens: readonly ProductScreen[]
  /** The product's own page: its top-level path or /apps/{id}. */
  path: string
  template: ProductTemplate
  shownOn: ProductPlacement
}
