import type { AstrowayContent } from './astroway.schema'
import { screenRef } from './product-screens'

/** Content of the Astroway Pro page (/astroway). Data only. */

// The showcase tabs, in order; `?tab=` takes one of these ids (their own module keeps the route light).
export { DEFAULT_SHOWCASE_TAB, showcaseTabIds, type ShowcaseTabId } from './astroway-ids'
export type { AstrowayContent } from './astroway.schema'

export const astrowayContent: AstrowayContent = {
  /** Deep saffron: white text on it passes AA (5.2:1). */
  color: '#c2410c',
  /** Violet partner colour for gradients. */
  accent: '#5f3dc4',
  hero: {
    eyebrow: 'Astroway Pro · Star product',
    title: 'Your own astrology consultation platform, live in 2-4 weeks',
    lead: 'Customers chat, call and video-call astrologers and pay by the minute from their wallet. You get the customer app, the astrologer app, the website and the admin panel, with 100+ features and your brand on every screen.',
    highlights: ['100+ features', 'One-time fee, no revenue share', 'One year technical support'],
    pictures: [
      screenRef('astroway', 'astrologers'),
      screenRef('astroway', 'kundli'),
      screenRef('astroway', 'earnings'),
    ],
  },
  whatYouGet: {
    title: 'Four products, one astrology business',
    description:
      'Everything a consultation marketplace needs on day one: the apps your customers and astrologers use, the website that brings in search traffic, and the panel you run it all from.',
    featureCount: 100,
    parts: [
      {
        icon: 'app',
        title: 'Customer app',
        platforms: 'Android and iOS',
        description:
          'Where your customers find an astrologer, top up their wallet and start a consultation in seconds.',
        points: [
          'Chat, call and video by the minute',
          'Free kundli and daily horoscope',
          'Wallet, offers and order history',
        ],
      },
      {
        icon: 'astrologer',
        title: 'Astrologer app',
        platforms: 'Android and iOS',
        description: 'Astrologers go online, accept requests, run live sessions and watch their earnings grow.',
        points: [
          'Online / offline toggle and queue',
          "Customer's birth chart in the chat",
          'Earnings, payouts and reviews',
        ],
      },
      {
        icon: 'website',
        title: 'Website',
        platforms: 'Desktop and mobile web',
        description:
          'A fast, search-friendly website that ranks for horoscope searches and turns readers into paying customers.',
        points: ['Astrologer profiles and booking', 'Horoscope and panchang pages', 'Blog for organic traffic'],
      },
      {
        icon: 'admin',
        title: 'Admin panel',
        platforms: 'Web, role-based access',
        description: 'Run the whole marketplace: approve astrologers, set prices and commissions, and see every rupee.',
        points: ['Astrologer approval and KYC', 'Per-minute prices and commissions', 'Refunds, payouts and reports'],
      },
    ],
  },
  showcase: {
    title: 'See every side of the platform',
    description:
      'Four views of one system. Pick a view to see what your customers, your astrologers, your team and your website visitors get.',
    tabs: [
      {
        id: 'user',
        label: 'Customer app',
        title: 'From curious to consulting in three taps',
        description:
          'Customers browse astrologers by speciality, language, rating and price, recharge their wallet with UPI and start a chat or call right away. The meter runs per minute, so they only pay for the time they use.',
        points: [
          'Astrologer list with live online status and per-minute price',
          'Chat, voice and video consultations with a running timer',
          'Free kundli, matching and daily horoscope to bring them back',
          'Wallet, first-consultation offers and order history',
        ],
        pictures: [
          screenRef('astroway', 'astrologers'),
          screenRef('astroway', 'chat'),
          screenRef('astroway', 'kundli'),
        ],
      },
      {
        id: 'astrologer',
        label: 'Astrologer app',
        title: 'An app astrologers want to work in',
        description:
          'Astrologers set their hours and rates, get an alert for every request and see the customer\u2019s birth details before they say hello. Earnings update after each session and payouts arrive on schedule.',
        points: [
          'Go online or offline with one switch; requests queue up',
          'Birth chart and past sessions beside every chat',
          'Live sessions with gifts from viewers',
          'Earnings, payout history and reviews at a glance',
        ],
        pictures: [
          screenRef('astroway', 'earnings'),
          screenRef('astroway', 'video-call'),
          screenRef('astroway', 'schedule'),
        ],
      },
      {
        id: 'admin',
        label: 'Admin panel',
        title: 'Run the marketplace from one screen',
        description:
          'Approve astrologers after KYC, decide their per-minute price and your commission, resolve refunds and settle payouts. Revenue, active users and top astrologers are on the dashboard every morning.',
        points: [
          'Astrologer onboarding, KYC and approval',
          'Commission rules per astrologer or category',
          'Wallet adjustments, refunds and payout settlement',
          'Revenue, consultation and retention reports',
        ],
        pictures: [screenRef('astroway', 'admin')],
      },
      {
        id: 'website',
        label: 'Website',
        title: 'A website that earns its traffic',
        description:
          'Horoscope, kundli and panchang pages attract search visitors every day; astrologer profiles and instant booking turn them into customers. It shares accounts and wallets with the apps.',
        points: [
          'Daily, weekly and yearly horoscope pages for all twelve signs',
          'Astrologer profiles with reviews and instant booking',
          'Free kundli and matching tools that collect leads',
          'Blog and SEO settings for every page',
        ],
        pictures: [screenRef('astroway', 'website'), screenRef('astroway', 'horoscope')],
      },
    ],
  },
  demo: {
    title: 'Try the whole platform before you decide',
    description:
      'A demo is the fastest way to judge a platform. We give you your own logins to every part of Astroway Pro and a guided tour with a product specialist.',
    includes: [
      'Customer app on Android, with an iOS test invite',
      'Astrologer app, to see a consultation from the other side',
      'Website with booking, horoscopes and kundli',
      'Admin panel with sample astrologers, orders and reports',
    ],
    steps: [
      {
        title: 'Request a demo',
        description: 'Send the short form with your name, e-mail and mobile. It takes a minute.',
      },
      { title: 'Receive your logins', description: 'We e-mail personal demo credentials within 24 business hours.' },
      { title: 'Take the guided tour', description: 'A 30-minute call to walk through the apps and plan your launch.' },
    ],
    note: 'Demo credentials are available on request only; we never publish them.',
  },
  clients: {
    title: 'Trusted by astrology brands across India',
    description: 'From single-astrologer practices to networks of hundreds, these brands run on Astroway Pro.',
    // @confirm client: each brand must agree to be named on the wall before launch.
    wordMarks: [
      { name: 'Jyotish Setu', city: 'Varanasi' },
      { name: 'Nakshatra Live', city: 'Jaipur' },
      { name: 'GrahaVaani', city: 'Pune' },
      { name: 'Tara Jyotish', city: 'Bengaluru' },
      { name: 'Kundli Kart', city: 'Indore' },
      { name: 'Shubh Muhurat', city: 'Ahmedabad' },
    ],
  },
  features: {
    title: '20 features customers notice first',
    description:
      'Astroway Pro ships with more than 100 features. These are the ones that bring customers back and keep astrologers busy.',
    items: [
      {
        icon: 'chat',
        title: 'Chat consultations',
        description: 'Per-minute chat with typing status, images and a running timer.',
      },
      {
        icon: 'phone',
        title: 'Voice calls',
        description: 'Private in-app calls; neither side sees the other\u2019s number.',
      },
      { icon: 'video', title: 'Video calls', description: 'Face-to-face readings in HD with automatic billing.' },
      {
        icon: 'live',
        title: 'Live sessions',
        description: 'Astrologers go live; viewers ask questions and send gifts.',
      },
      {
        icon: 'wallet',
        title: 'Wallet and recharges',
        description: 'UPI, cards and net banking, with recharge packs and bonuses.',
      },
      {
        icon: 'kundli',
        title: 'Free kundli',
        description: 'Birth chart from date, time and place of birth, saved to the profile.',
      },
      {
        icon: 'heart',
        title: 'Kundli matching',
        description: 'Guna milan score for marriage matching, shareable as a report.',
      },
      {
        icon: 'horoscope',
        title: 'Daily horoscope',
        description: 'Daily, weekly and yearly horoscope for all twelve signs.',
      },
      {
        icon: 'calendar-event',
        title: 'Panchang and muhurat',
        description: 'Tithi, nakshatra and auspicious timings for every day.',
      },
      {
        icon: 'verified',
        title: 'Astrologer verification',
        description: 'Onboarding with documents, a test and admin approval.',
      },
      {
        icon: 'clock',
        title: 'Availability and queues',
        description: 'Online status, working hours and a fair waiting queue.',
      },
      {
        icon: 'star',
        title: 'Ratings and reviews',
        description: 'Customers rate every session; the best astrologers rise.',
      },
      {
        icon: 'commission',
        title: 'Commission settlement',
        description: 'Set your share per astrologer; payouts are calculated for you.',
      },
      {
        icon: 'coupon',
        title: 'Offers and coupons',
        description: 'First consultation free, festival offers and referral rewards.',
      },
      {
        icon: 'bell',
        title: 'Push notifications',
        description: 'Reminders, offers and "your astrologer is online" alerts.',
      },
      {
        icon: 'language',
        title: 'Many languages',
        description: 'Hindi, English and regional languages in apps and website.',
      },
      { icon: 'shop', title: 'Astro shop', description: 'Sell gemstones, rudraksha and puja bookings inside the app.' },
      { icon: 'report', title: 'Paid reports', description: 'Career, marriage and yearly reports delivered as PDF.' },
      {
        icon: 'support',
        title: 'Help desk',
        description: 'In-app support tickets with refunds handled from the panel.',
      },
      {
        icon: 'chart',
        title: 'Business reports',
        description: 'Revenue, repeat customers and astrologer performance.',
      },
    ],
  },
  clones: {
    title: 'Inspired by a famous astrology app?',
    description:
      'Astroway Pro covers the business models behind the best-known astrology apps. See how it compares to each one.',
    cards: [
      {
        slug: 'astrotalk-clone',
        brand: 'Astrotalk',
        title: 'Astrotalk clone',
        description: 'Pay-per-minute chat and call marketplace with wallets and live sessions.',
        path: '/astrotalk-clone',
      },
      {
        slug: 'astrosage-clone',
        brand: 'AstroSage',
        title: 'AstroSage clone',
        description: 'Content-led growth: kundli, horoscope and panchang tools that feed consultations.',
        path: '/astrosage-clone',
      },
      {
        slug: 'astroyogi-clone',
        brand: 'Astroyogi',
        title: 'Astroyogi clone',
        description: 'Many kinds of experts in one app: astrology, tarot, numerology and vastu, plus reports.',
        path: '/astroyogi-clone',
      },
    ],
  },
  finalCta: {
    title: 'Your astrology platform could be live next month',
    description:
      'Tell us about your brand. We will show you the full product, answer every question and give you a launch plan with dates.',
  },
}
