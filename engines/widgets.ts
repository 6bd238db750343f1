import { exact, pattern, type ElementQuery } from './support/in-page'

/**
 * The site's native widgets as a visitor sees them, one place per widget: where it is, what is
 * tapped (by role and name, or by its text whatever control carries it) and what shows that it
 * answered. Nothing here names a class or an element type where a role and a text do: tabs may be
 * links or radios, a dialog a popover or a <dialog>, and the checks stay the same.
 */

export const PUBLIC_PAGE_TYPES: ReadonlyArray<{ path: string; type: string; heading: RegExp }> = [
  { path: '/', type: 'home', heading: /Launch your app business/ },
  { path: '/apps', type: 'app catalogue', heading: /./ },
  { path: '/apps/food-delivery', type: 'product page', heading: /Food Delivery/i },
  { path: '/astroway', type: 'flagship product (Astroway)', heading: /./ },
  { path: '/chitchat', type: 'flagship product (Chitchat)', heading: /./ },
  { path: '/astrotalk-clone', type: 'clone page', heading: /./ },
  { path: '/portfolio', type: 'portfolio', heading: /./ },
  { path: '/about', type: 'about', heading: /We build the apps/ },
  { path: '/careers', type: 'careers', heading: /Build apps that real businesses launch/ },
  { path: '/contact', type: 'contact', heading: /Talk to the team/ },
  { path: '/faq', type: 'FAQ', heading: /Frequently asked questions/ },
  { path: '/resources', type: 'resources', heading: /Learn, plan and get help/ },
  { path: '/documentation', type: 'documentation index', heading: /Everything you need to launch/ },
  { path: '/documentation/getting-started', type: 'document (sections)', heading: /./ },
  { path: '/documentation/chitchat', type: 'document (tabbed)', heading: /./ },
  { path: '/privacy', type: 'legal page', heading: /^Privacy Policy$/ },
  { path: '/blog', type: 'blog index', heading: /./ },
  { path: '/blog/how-to-launch-your-app-business-in-4-weeks', type: 'blog post', heading: /launch/i },
  { path: '/no-such-page-here', type: 'not found', heading: /./ },
]

export const heading = (name: RegExp): ElementQuery => ({ role: 'heading', name: pattern(name) })

/** The header's menu button at phone width, its native popover and the groups in it (<details name>). */
export const mobileMenu = {
  path: '/',
  open: { role: 'button', name: exact('Open menu') },
  close: { role: 'button', name: exact('Close menu') },
  panel: { role: 'dialog', name: exact('Site menu') },
  /** Two groups of which one is open at a time. */
  firstGroup: { within: { role: 'dialog', name: exact('Site menu') }, control: exact('Apps') },
  firstGroupLink: { within: { role: 'dialog', name: exact('Site menu') }, role: 'link', name: exact('Astroway Pro') },
  secondGroup: { within: { role: 'dialog', name: exact('Site menu') }, control: exact('Resources') },
  secondGroupLink: { within: { role: 'dialog', name: exact('Site menu') }, role: 'link', name: exact('FAQ') },
  secondGroupTarget: /^\/faq$/,
} satisfies Record<string, unknown>

/** A desktop dropdown of the main navigation: a native popover placed under its button. */
export const navDropdown = {
  path: '/about',
  button: { within: { role: 'navigation', name: exact('Main') }, role: 'button', name: exact('Resources') },
  menu: { role: 'menu', name: exact('Resources') },
  item: { within: { role: 'menu', name: exact('Resources') }, role: 'menuitem', name: pattern(/FAQ/) },
  target: /^\/faq$/,
} satisfies Record<string, unknown>

/** /astroway's showcase tabs: each shows its own panel. */
export const showcaseTabs = {
  path: '/astroway',
  tab: { control: exact('Admin panel') },
  shownBefore: { text: exact('From curious to consulting in three taps') },
  shownAfter: { text: exact('Run the marketplace from one screen') },
} satisfies Record<string, unknown>

/** /portfolio's category filter: the projects listed change. */
export const portfolioFilter = {
  path: '/portfolio',
  option: {
    within: { role: 'radiogroup', name: exact('Filter projects by category') },
    control: pattern(/^Astrology/),
  },
  kept: heading(/^Jyotish Setu astrology marketplace$/),
  filteredOut: heading(/^Tiffin Express home-meal delivery$/),
} satisfies Record<string, unknown>

/** "Request a demo": the contact dialog in place, with the page's script and before it (the inline script). */
export const contactEntry = {
  path: '/chitchat',
  link: { control: exact('Request a demo') },
  dialog: { role: 'dialog', name: exact('Request a free demo') },
} satisfies Record<string, unknown>

/** The contact form (in the dialog or on /contact): its fields by their labels. */
export function contactForm(scope: ElementQuery) {
  const field = (name: string): ElementQuery => ({ within: scope, role: 'textbox', name: exact(name) })
  return {
    name: field('Name'),
    email: field('Email'),
    mobile: field('Mobile'),
    brand: field('Brand name'),
    product: { within: scope, role: 'combobox', name: exact('Product') } as ElementQuery,
    terms: { within: scope, control: pattern(/I agree to the Terms of Service/) } as ElementQuery,
    termsBox: {
      within: scope,
      role: 'checkbox',
      name: pattern(/I agree to the Terms of Service/),
      hidden: true,
    } as ElementQuery,
    send: { within: scope, role: 'button', name: exact('Send request') } as ElementQuery,
  }
}
export const contactPageForm = { role: 'form', name: exact('Contact form') } satisfies ElementQuery

/** The footer's newsletter form and its confirmation. */
export const newsletter = {
  path: '/about',
  form: { role: 'form', name: exact('Newsletter sign-up') },
  email: { within: { role: 'form', name: exact('Newsletter sign-up') }, role: 'textbox', name: exact('Email address') },
  subscribe: { within: { role: 'form', name: exact('Newsletter sign-up') }, role: 'button', name: exact('Subscribe') },
  confirmation: {
    text: pattern(/Almost done: if this address is not on our list yet, we've sent it a link to confirm/),
  },
} satisfies Record<string, unknown>

/** What a visitor whose request was sent sees. */
export const thankYou = heading(/^Thank you! Your request is on its way to our team$/)

/** The admin's sign-in and the leads list (the e2e admin: e2e/support/admin.ts). */
export const admin = {
  path: '/admin',
  email: { role: 'textbox', name: pattern(/^E-mail/) },
  password: { role: 'textbox', name: pattern(/^Password/) },
  signIn: { role: 'button', name: exact('Sign in') },
  dashboard: { role: 'heading', name: exact('Dashboard') },
  leadsPath: (search: string) => `/admin/dashboard/leads?q=${encodeURIComponent(search)}`,
  leadLink: (name: string): ElementQuery => ({ role: 'link', name: exact(name) }),
  leadHeading: (name: string): ElementQuery => ({ role: 'heading', name: exact(name) }),
  sentRegion: { role: 'region', name: exact('What they sent') },
} satisfies Record<string, unknown>

/**
 * The widgets of the first-tap benchmark (issue 48), each answering a tap: what it shows before and
 * after. `withoutScript`: how it answers before the page's script: `html` (links, native
 * disclosures: script or none), `inline` (the page's inline first-tap script: not with JavaScript off).
 */
export interface TapWidget {
  name: string
  path: string
  tap: ElementQuery
  /** Shows before the tap, not after it. */
  shownBefore: ElementQuery
  /** Shows after the tap, not before it. */
  shownAfter?: ElementQuery
  /** Shows both before and after it (a filter keeps what matches). */
  kept?: ElementQuery
  withoutScript: 'html' | 'inline'
}

export const TAP_WIDGETS: readonly TapWidget[] = [
  {
    name: 'the app picker of /apps',
    path: '/apps',
    tap: { control: pattern(/^Chitchat/) },
    shownBefore: heading(/^Four products in one$/),
    shownAfter: heading(/^Appointments$/),
    withoutScript: 'html',
  },
  {
    name: 'the category filter of /faq',
    path: '/faq',
    tap: { within: { role: 'radiogroup', name: exact('FAQ categories') }, control: pattern(/^Technical/) },
    shownBefore: heading(/^What is ReadyApps\?$/),
    kept: heading(/^What are the server requirements\?$/),
    withoutScript: 'html',
  },
  {
    name: 'the tabs of a tabbed document',
    path: '/documentation/chitchat',
    tap: { control: exact('Installation') },
    shownBefore: heading(/^How it fits together$/),
    shownAfter: heading(/^Install the backend$/),
    withoutScript: 'html',
  },
  {
    name: 'the feature tabs of /chitchat',
    path: '/chitchat',
    tap: { control: exact('Management') },
    shownBefore: heading(/^Conversations that feel personal and stay private$/),
    shownAfter: heading(/^Run the platform, not the paperwork$/),
    withoutScript: 'html',
  },
  {
    name: 'the technology tabs of the home page',
    path: '/',
    tap: { control: exact('Websites & panels') },
    shownBefore: { text: pattern(/^Android and iOS apps from one codebase/) },
    shownAfter: { text: pattern(/^Fast, search-friendly websites and admin panels/) },
    // A radio group switched by CSS (home.module.css).
    withoutScript: 'html',
  },
  {
    name: 'the announcement’s close button',
    path: '/',
    tap: { role: 'button', name: exact('Close announcement') },
    shownBefore: { text: pattern(/your own astrology consultation app with Astroway Pro/) },
    withoutScript: 'inline',
  },
]

/** The colour-scheme switch, in the phone's menu: the page's scheme changes (the inline script's answer too). */
export const schemeToggle = {
  path: '/about',
  tap: {
    within: { role: 'dialog', name: exact('Site menu') },
    role: 'button',
    name: exact('Switch between light and dark colours'),
  },
} satisfies Record<string, unknown>
