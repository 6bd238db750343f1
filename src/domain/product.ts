/**
 * The product model's vocabulary: one id per product, shared by the server (leads, sitemap,
 * JSON-LD) and the UI (pages, contact dialog, analytics). The data for each id (names, prices,
 * screens, page template) lives in the registry, `src/content/products.ts`.
 */
import type { IconKey } from './icon'
import { literalGuard } from './literal'

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

export const isProductId = literalGuard(PRODUCT_IDS)

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
 * Where the site lists a product besides its own page. The registry decides `group`; home and /apps
 * follow from it (see src/content/product-nav.ts), so both always show the same main apps. The
 * Apps menu lists the spec's entries: the products given a menu line.
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

/**
 * A picture of one app screen: an SVG the server draws from the screen's words
 * (src/content/screen-content.ts) in the product's colours, served at /screens/{product}/{id}.svg.
 * Pages only carry this light reference, so the words never reach client JavaScript.
 */
export interface ProductScreen {
  product: ProductId
  /** The screen's slug within its product ('astrologers', 'cart'). */
  id: string
  /** A phone screen or a browser window (websites and admin panels). */
  frame: ScreenFrame
  /** A short caption under the picture in galleries ('Restaurant menu'). */
  caption: string
  /** What the screen shows, for people who cannot see it. */
  alt: string
}

export type ScreenFrame = 'phone' | 'browser'

/** The intrinsic size of each frame's picture (its viewBox); pages scale it down. */
export const SCREEN_FRAME_SIZE: Readonly<Record<ScreenFrame, { width: number; height: number }>> = {
  phone: { width: 300, height: 600 },
  browser: { width: 640, height: 400 },
}

export function screenSrc(screen: Pick<ProductScreen, 'product' | 'id'>): string {
  return `/screens/${screen.product}/${screen.id}.svg`
}

/** A launched project's screen: its product's screen, in the client's name and colour. */
export function portfolioScreenSrc(projectId: string): string {
  return `/screens/portfolio/${projectId}.svg`
}

/**
 * The scales a screen is rasterised at, of its frame's own width: 1x, 1.5x and 2x, for screens of
 * 1 to 2 (and more) device pixels per CSS pixel. Without the 1.5x copy a phone of 1.75 (the one
 * Lighthouse emulates) or 2 device pixels per pixel, showing a 180-200 px picture, took the 2x
 * copy: a third more bytes than it needs (/about's first screen: 23.2 KB against 17.5 KB).
 * Pages show these WebP copies rather than the SVG: a browser draws an SVG picture as a small
 * document of its own, on the page's main thread (parse, style, layout of its letters), while a
 * WebP is decoded off it.
 */
export const SCREEN_RASTER_SCALES = [1, 1.5, 2] as const

/** The WebP copy of a screen at `width` pixels: /screens/astroway/chat.svg -> /screens/astroway/chat.600.webp. */
export function screenRasterSrc(svgSrc: string, width: number): string {
  return svgSrc.replace(/\.svg$/, `.${width}.webp`)
}

/** A label and its figure: '₹4,820' 'Today'. */
export interface ScreenFigure {
  label: string
  value: string
}

/** One row of a list, a dish, a cart line, a slot: every part but the name is optional. */
export interface ScreenRow {
  name: string
  /** Second line, in grey. */
  line?: string
  /** Small detail: a rating, a quantity, a status. */
  meta?: string
  /** The figure on the right: a price, a time, an amount. */
  value?: string
  /** A button label ('Chat', 'Add'). */
  action?: string
}

/**
 * The words of one screen, by the template that draws it. Strings are short on purpose: the
 * renderer fits them to their boxes and tests/unit/product-screens.test.ts fails on any that
 * would not fit.
 */
export type ScreenContent =
  | { template: 'list'; title: string; search?: string; chips?: string[]; rows: ScreenRow[] }
  | {
      template: 'chat'
      title: string
      status: string
      banner?: string
      messages: ReadonlyArray<{ from: 'me' | 'them'; text: string; time?: string }>
      input: string
    }
  | { template: 'menu'; title: string; line: string; tabs: string[]; items: ScreenRow[]; bar: ScreenFigure }
  | {
      template: 'cart'
      title: string
      items: ScreenRow[]
      lines: ScreenFigure[]
      total: ScreenFigure
      action: string
    }
  | {
      template: 'map'
      title: string
      from: string
      to: string
      eta: string
      card: ScreenRow
      action: string
    }
  | {
      /** A local marketplace: nearby stores side by side, then the open store's shelf. */
      template: 'stores'
      title: string
      /** How the order comes, the first one chosen ('Delivery', 'Pick up'). */
      modes: string[]
      /** The stores nearby, the first one open: name, line (distance, hours), value (delivery time). */
      stores: ScreenRow[]
      /** The open store's shelf: a heading, its aisles and its products with the store's own prices. */
      shelf: string
      tabs: string[]
      items: ScreenRow[]
      bar: ScreenFigure
    }
  | { template: 'grid'; title: string; banner: ScreenFigure; chips?: string[]; tiles: ScreenRow[] }
  | {
      template: 'rings'
      title: string
      greeting: string
      rings: ReadonlyArray<ScreenFigure & { percent: number }>
      rows: ScreenRow[]
    }
  | {
      template: 'dashboard'
      title: string
      cards: ScreenFigure[]
      chart: { title: string; values: number[]; labels: string[] }
      rows: ScreenRow[]
    }
  | {
      template: 'listing'
      title: string
      /** A line under the agent, e.g. the EMI. */
      note: string
      price: string
      name: string
      address: string
      facts: string[]
      agent: ScreenRow
      action: string
    }
  | {
      template: 'feed'
      title: string
      stories: string[]
      posts: ReadonlyArray<{ author: string; time: string; text: string; likes: string; comments: string }>
    }
  | {
      template: 'calendar'
      title: string
      month: string
      /** Weekday of the 1st, 0 = Monday. */
      firstWeekday: number
      days: number
      selected: number
      marked: number[]
      slots: ScreenRow[]
    }
  | { template: 'call'; title: string; name: string; line: string; timer: string; caption: string; self: string }
  | {
      template: 'profile'
      title: string
      name: string
      line: string
      stats: ScreenFigure[]
      rows: ScreenFigure[]
      action: string
    }
  | {
      template: 'admin'
      title: string
      nav: string[]
      cards: ScreenFigure[]
      chart: { title: string; values: number[] }
      table: { title: string; rows: ScreenRow[] }
    }
  | {
      template: 'website'
      title: string
      nav: string[]
      heading: string
      line: string
      action: string
      cards: ScreenRow[]
    }

export type ScreenTemplate = ScreenContent['template']

/** Templates drawn in a browser window; every other one is a phone screen. */
export const BROWSER_TEMPLATES: readonly ScreenTemplate[] = ['admin', 'website']

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
  /** The picture on cards, four phone screens for galleries and the admin panel in a browser. */
  cover: ProductScreen
  screens: readonly ProductScreen[]
  panel: ProductScreen
  /** The product's own page: its top-level path or /apps/{id}. */
  path: string
  template: ProductTemplate
  shownOn: ProductPlacement
}

/**
 * What the product-page kit (hero, feature tabs, clone cards, closing CTA) needs of a product: its
 * id for the contact dialog, its short name and its colours. A star page builds it from the nav
 * entry and its own content file (`productLook`), so it does not load the whole registry (every
 * product's copy and prices) into the browser.
 */
export type ProductLook = Pick<Product, 'id' | 'name' | 'color' | 'accent'>
