/**
 * The site's own settings: brand, contact details, social links and business constants.
 * Typed and free of secrets, so both the browser and the server may import it.
 * Anything that differs per deployment (origin, keys, service URLs) comes from the
 * environment through `src/server/config.server.ts` instead.
 */
export const siteConfig = {
  brand: 'ReadyApps',
  tagline: 'Ready-made apps for trendy businesses',
  /** Used when SITE_ORIGIN is not set (local development and tests). */
  defaultOrigin: 'http://localhost:3000',
  homeTitle: 'ReadyApps - Launch Your Business in Weeks with Ready-Made Apps',
  defaultDescription:
    'ReadyApps builds ready-made, white-label apps for trendy businesses: astrology consultation, chat and appointments, food delivery, e-commerce, ride sharing and more. Launch in 2-4 weeks.',
  astroDescription:
    'Launch your own astrology consultation platform with Astroway Pro: customer app, astrologer app, website and admin panel with 100+ features, ready in 2-4 weeks.',
  defaultKeywords: 'blog',
  twitterHandle: '@readyapps',
  /** Share image used when a page has none of its own (1200 x 630 PNG). */
  defaultShareImage: '/og/default.png',
  foundedYear: 2020,
  /** Most products; Chitchat deploys in 4-8 weeks and some catalogue apps take 4-7. */
  launchClaim: 'Most apps launch in 2-4 weeks',
  contact: {
    email: 'sales@readyapps.dev',
    phone: '+91 98765 43210',
    phoneHref: 'tel:+919876543210',
    chatHref: 'https://wa.me/919876543210',
    phoneHours: '11am to 7pm, Monday to Friday',
    businessHours: 'Monday-Friday 9:00 AM-6:00 PM IST',
    replyPromise: 'We will reply within 24 business hours',
    usualReply: 'Usual reply: 1 day',
    address: 'Indore, Madhya Pradesh, India',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/readyapps',
    youtube: 'https://www.youtube.com/@readyapps',
  },
  business: {
    /** Rupees per US dollar for displayed prices. */
    usdRate: 50,
    gstPercent: 18,
  },
  timings: {
    dropdownCloseDelayMs: 300,
    headerShadowAfterPx: 20,
    mobileBreakpointPx: 768,
    serviceWorkerUpdateMs: 3_600_000,
    queryStaleMs: 5 * 60_000,
    queryGcMs: 10 * 60_000,
  },
} as const

export type SiteConfig = typeof siteConfig
