/**
 * The company phone number, in one place: the header's contact menu, the footer, the contact page,
 * the legal pages, JSON-LD and the WhatsApp link all read it. The value below is an EXAMPLE that
 * is not a working subscriber number (no stranger is called by mistake): set the real one.
 */
// @confirm phone: EXAMPLE number; set the company's real phone (also used for WhatsApp) before launch.
const companyPhone = {
  /** As people read it. */
  display: '+91 731 000 0000',
  /** E.164, for tel: and wa.me links. */
  e164: '+917310000000',
}

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
    'ReadyApps builds ready-made, white-label apps for trendy businesses: astrology consultation, chat and appointments, food delivery, e-commerce, ride sharing and more. Typically live in 2-4 weeks.',
  astroDescription:
    'Launch your own astrology consultation platform with Astroway Pro: customer app, astrologer app, website and admin panel with 100+ features, ready in 2-4 weeks.',
  twitterHandle: '@readyapps',
  /** The audience's language and region (Open Graph `og:locale`): English, India. */
  ogLocale: 'en_IN',
  /** Share image used when a page has none of its own (1200 x 630 PNG). */
  defaultShareImage: '/og/default.png',
  foundedYear: 2020,
  /**
   * The headline launch promise: the typical case (spec: launch in 2-4 weeks). Each product's own
   * time is its registry `launch` (src/content/products.ts); Chitchat takes 4-8 weeks, some
   * catalogue apps 3-7, so the headline always says "typically".
   */
  typicalLaunch: '2-4 weeks',
  launchClaim: 'Apps typically launch in 2-4 weeks',
  contact: {
    // @confirm mail: sales mailbox; the business must confirm it receives mail before launch.
    email: 'sales@readyapps.dev',
    phone: companyPhone.display,
    phoneHref: `tel:${companyPhone.e164}`,
    chatHref: `https://wa.me/${companyPhone.e164.slice(1)}`,
    // @confirm response-time: phone and office hours, as the spec states them.
    phoneHours: '11 am to 7 pm, Monday to Friday',
    businessHours: '9 am to 6 pm IST, Monday to Friday',
    /** The two hours always carry their label where they stand side by side. */
    phoneSupport: 'Phone support: 11 am to 7 pm, Monday to Friday',
    officeHours: 'Office hours: 9 am to 6 pm IST, Monday to Friday',
    // @confirm response-time: the reply promise on the contact menu, contact page and thank-you page.
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
