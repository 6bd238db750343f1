import { siteConfig } from '#app-config'
import type { ProductScreen } from '~/domain/product'
import { screenRef } from './product-screens'
import { typicalLaunch, typicalLaunchLine } from './story'

/** The about page: story, mission, services, way of working, values. Data only. */
export type AboutIcon =
  | 'code'
  | 'rocket'
  | 'lifebuoy'
  | 'search'
  | 'palette'
  | 'settings'
  | 'test'
  | 'flag'
  | 'eye'
  | 'target'
  | 'shield'
  | 'handshake'
  | 'bolt'

export interface AboutService {
  icon: AboutIcon
  title: string
  description: string
  points: string[]
  link: { label: string; to: string }
}

export interface AboutValue {
  icon: AboutIcon
  title: string
  description: string
}

export interface StoryFact {
  label: string
  value: string
}

/** Three phones in the hero, one per product family, each a screen of that product. */
export interface HeroPhone {
  appName: string
  screen: ProductScreen
}

export const aboutContent = {
  hero: {
    eyebrow: `About ${siteConfig.brand}`,
    title: 'We build the apps, so you can build the business',
    description: `Since ${siteConfig.foundedYear} we have helped founders, consultants and growing companies launch their own branded apps in weeks instead of months, on products already proven with real users.`,
    phones: [
      { appName: 'Astroway Pro', screen: screenRef('astroway', 'astrologers') },
      { appName: 'Chitchat', screen: screenRef('chitchat', 'chat') },
      { appName: 'Food Delivery', screen: screenRef('food-delivery', 'tracking') },
    ] satisfies HeroPhone[],
  },
  story: {
    eyebrow: 'Our story',
    title: 'Started in 2020 to end the six-month wait for an app',
    paragraphs: [
      `${siteConfig.brand} was founded in ${siteConfig.foundedYear} in Indore by engineers who had spent years building apps for agencies. Again and again we saw the same thing: a founder with a good idea for an astrology, delivery or consultation business would spend six months and a large part of their savings before a single customer could download the app.`,
      'Most of those apps needed the same foundations: sign-up with OTP, profiles, search, chat and calls, bookings, wallets, payments, commissions, notifications and an admin panel. So we built those foundations once, properly, and turned them into complete products that can carry any brand.',
      'Today our ready-made platforms cover astrology consultations, paid chat and appointments, food delivery, e-commerce, ride sharing and more. Each one is improved with every launch, and every client benefits from what we learned with the last.',
    ],
    facts: [
      { label: 'Founded', value: String(siteConfig.foundedYear) },
      { label: 'Headquarters', value: siteConfig.contact.address },
      { label: 'Typical launch', value: typicalLaunch },
      { label: 'Clients', value: 'India and abroad' },
    ] satisfies StoryFact[],
  },
  mission: {
    eyebrow: 'Mission',
    title: 'Make launching an app business fast, affordable and low-risk',
    description:
      'Good ideas should not wait for months of development. Our mission is to give every entrepreneur a production-ready product, a clear price and a team that stays with them after launch.',
    vision:
      'We want to be the first call for anyone in India or abroad who wants to start an app-based business: the team that says “yes, you can be live next month” and then delivers it.',
  },
  servicesSection: {
    eyebrow: 'What we do',
    title: 'Three ways we help you launch',
    description:
      'Start from a proven product, extend it with custom work, and keep it running with support from the people who built it.',
  },
  services: [
    {
      icon: 'rocket',
      title: 'Ready-to-launch apps',
      description:
        'Complete white-label products with customer and partner apps, a website and an admin panel, branded as yours.',
      points: [
        typicalLaunchLine,
        'Android, iOS, web and admin panel',
        'Full source code under a single-domain licence',
      ],
      link: { label: 'Browse the apps', to: '/apps' },
    },
    {
      icon: 'code',
      title: 'Custom development',
      description: 'New features on top of our products, or a new app designed and built around your own workflow.',
      points: ['Written scope and fixed quote', 'Weekly demo builds', 'Simple apps in 2-3 months'],
      link: { label: 'See our work', to: '/portfolio' },
    },
    {
      icon: 'lifebuoy',
      title: 'Technical support',
      description: 'Installation, hosting, store submission, updates and bug fixes from the team that wrote the code.',
      points: ['3, 6 or 12 months included', 'Reply within 24 business hours', 'Renewable maintenance plans'],
      link: { label: 'Support terms', to: '/support' },
    },
  ] satisfies AboutService[],
  values: [
    {
      icon: 'eye',
      title: 'Honest by default',
      description:
        'Clear prices, written scopes and realistic dates. If something cannot be done, we say so before you pay.',
    },
    {
      icon: 'target',
      title: 'Outcomes over features',
      description: 'We judge our work by your launch and your first customers, not by the length of a feature list.',
    },
    {
      icon: 'shield',
      title: 'Built to last',
      description:
        'Secure, maintained code you own, running on your accounts, so your business never depends on a black box.',
    },
    {
      icon: 'handshake',
      title: 'Partners after launch',
      description:
        'The team that built your app supports it. Many clients come back for their second and third product.',
    },
  ] satisfies AboutValue[],
  numbers: {
    eyebrow: 'In numbers',
    title: 'A track record you can check',
    description:
      'A small, senior team with more than a decade of combined experience in mobile and web products, serving clients across 15+ industries.',
  },
  cta: {
    title: 'Let’s talk about your app',
    description: 'See the apps working, get a fixed quote and a launch date. We reply within 24 business hours.',
  },
}
