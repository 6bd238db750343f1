import type { ClonePage } from './clones.schema'

/**
 * The three clone pages (/astrotalk-clone, /astrosage-clone, /astroyogi-clone). One template,
 * three entries: each explains the business model a well-known app made popular and how
 * Astroway Pro delivers it. We describe models, never claim a link with those brands.
 */

import { cloneSlugs, type CloneSlug } from './clone-ids'
export { cloneSlugs, type CloneSlug } from './clone-ids'
export type { ClonePage } from './clones.schema'

/** The note every clone page carries; `{brand}` is replaced by the entry's brand. */
export const notAffiliatedNote =
  '{brand} is a trademark of its owner. ReadyApps is not affiliated with, endorsed by or sponsored by {brand}. "Clone" describes a similar business model; Astroway Pro is our own product, with our own code and design.'

export function notAffiliatedFor(brand: string): string {
  return notAffiliatedNote.replaceAll('{brand}', brand)
}

export const clonePages: Record<CloneSlug, ClonePage> = {
  'astrotalk-clone': {
    slug: 'astrotalk-clone',
    brand: 'Astrotalk',
    seoDescription:
      'Build an Astrotalk-style astrology app: pay-per-minute chat, call and video with astrologers, wallet and live sessions. Launch with Astroway Pro in 2-4 weeks.',
    hero: {
      eyebrow: 'Astrotalk clone app',
      title: 'Launch an astrology marketplace like Astrotalk, under your own brand',
      lead: 'Astroway Pro gives you the pay-per-minute consultation model that made Astrotalk famous: customers top up a wallet and chat, call or video-call verified astrologers, and you earn a commission on every minute.',
    },
    model: {
      title: 'What makes the Astrotalk model work',
      description:
        'Astrotalk showed that people will pay for a few minutes of personal guidance when it is instant, private and priced by the minute. Three mechanics carry the business:',
      points: [
        {
          icon: 'wallet',
          title: 'Prepaid wallet',
          description: 'Customers recharge first and spend by the minute, so every session is paid before it starts.',
        },
        {
          icon: 'chat',
          title: 'Instant consultations',
          description: 'Chat or call an available astrologer now, with no appointment and no waiting for office hours.',
        },
        {
          icon: 'live',
          title: 'Live sessions',
          description:
            'Astrologers stream to many viewers at once, collect gifts and turn viewers into private sessions.',
        },
      ],
    },
    whatYouGet: {
      title: 'What you get with Astroway Pro',
      items: [
        'Customer app for Android and iOS with wallet, chat, call and video',
        'Astrologer app with queue, earnings and live sessions',
        'Website with astrologer profiles, horoscopes and booking',
        'Admin panel for approvals, per-minute prices, commissions and payouts',
        'Your brand name, logo and colours, published to both app stores',
      ],
    },
    comparison: {
      title: 'The Astrotalk model, matched and extended',
      description:
        'Every mechanic of a pay-per-minute astrology marketplace, ready on day one, plus the parts a new brand needs to grow.',
      rows: [
        {
          capability: 'Per-minute chat and call consultations',
          verdict: 'match',
          astroway: 'Chat, voice and video with a live meter and automatic billing',
        },
        {
          capability: 'Prepaid wallet and recharge packs',
          verdict: 'match',
          astroway: 'UPI, cards and net banking; bonus packs and refunds from the panel',
        },
        {
          capability: 'Live sessions with gifts',
          verdict: 'match',
          astroway: 'Included in Premium and Enterprise packages',
        },
        {
          capability: 'Astrologer onboarding',
          verdict: 'extends',
          astroway: 'Document upload, a qualifying test and admin approval in one flow',
        },
        {
          capability: 'Commission and payouts',
          verdict: 'extends',
          astroway: 'Commission rules per astrologer or category; payout reports ready to pay',
        },
        {
          capability: 'Your own brand',
          verdict: 'extends',
          astroway: 'Your name in the stores, your domain, your customer data: you own the relationship',
        },
      ],
    },
    pricingTeaser: {
      title: 'A marketplace for a one-time fee',
      description:
        'No monthly licence and no share of your revenue. Premium adds live sessions, the astro shop and more languages.',
    },
    faqs: [
      {
        id: 'legal',
        question: 'Is it legal to build an app like Astrotalk?',
        answer:
          'Yes. A business model such as paid astrology consultations is not owned by anyone. Astroway Pro is our own code and design; you publish it under your own name and logo, so nothing belongs to another brand.',
      },
      {
        id: 'time',
        question: 'How long until my app is in the stores?',
        answer:
          'Most brands launch in 2-4 weeks: a few days for branding and set-up, then testing and store review. Custom features add time, and we give you dates before you pay.',
      },
      {
        id: 'astrologers',
        question: 'Do you provide astrologers for the platform?',
        answer:
          'No. You bring or recruit your astrologers; the astrologer app and the onboarding flow make it easy for them to sign up, pass your test and start earning.',
      },
      {
        id: 'payments',
        question: 'Which payment methods can customers use?',
        answer:
          'Razorpay is set up for UPI, cards, wallets and net banking in India. Premium adds Stripe and PayPal for customers abroad. Money goes straight to your own gateway account.',
      },
    ],
    finalCta: {
      title: 'See a pay-per-minute astrology app working today',
      description:
        'Get demo logins for the customer app, the astrologer app and the admin panel, and a walkthrough with our team.',
    },
  },
  'astrosage-clone': {
    slug: 'astrosage-clone',
    brand: 'AstroSage',
    seoDescription:
      'Build an AstroSage-style astrology app: free kundli, horoscope and panchang tools that grow traffic, plus paid consultations. Launch with Astroway Pro.',
    hero: {
      eyebrow: 'AstroSage clone app',
      title: 'Grow an astrology brand on free tools, like AstroSage',
      lead: 'AstroSage is known for free kundli, horoscope and panchang tools that millions use every day. Astroway Pro gives you the same content-led engine, and connects every visitor to a paid consultation.',
    },
    model: {
      title: 'What makes the AstroSage model work',
      description:
        'Free, accurate astrology tools bring visitors in from search every day. Trust grows with each visit, and a share of those visitors pay for reports and personal consultations.',
      points: [
        {
          icon: 'kundli',
          title: 'Free kundli and matching',
          description: 'Birth charts and marriage matching that people save, share and come back to.',
        },
        {
          icon: 'horoscope',
          title: 'Daily content',
          description: 'Horoscopes and panchang pages that rank in search and bring visitors back each morning.',
        },
        {
          icon: 'report',
          title: 'Paid reports',
          description: 'Detailed career, marriage and yearly reports for readers who want more.',
        },
      ],
    },
    whatYouGet: {
      title: 'What you get with Astroway Pro',
      items: [
        'Search-friendly website with horoscope, panchang and kundli pages',
        'Free kundli and guna milan tools that save each visitor as a lead',
        'Customer app with daily horoscope notifications',
        'Paid PDF reports and consultations with your astrologers',
        'Admin panel to edit content, manage astrologers and see revenue',
      ],
    },
    comparison: {
      title: 'The AstroSage model, matched and extended',
      description:
        'The free tools that build an audience, and the consultation marketplace that turns it into revenue.',
      rows: [
        {
          capability: 'Free kundli and birth chart',
          verdict: 'match',
          astroway: 'Chart from date, time and place of birth, saved to the customer profile',
        },
        {
          capability: 'Horoscope and panchang content',
          verdict: 'match',
          astroway: 'Daily, weekly and yearly horoscope and daily panchang pages',
        },
        { capability: 'Kundli matching', verdict: 'match', astroway: 'Guna milan score with a shareable report' },
        {
          capability: 'Search traffic',
          verdict: 'extends',
          astroway: 'SEO settings for every page, a blog and fast pages on mobile',
        },
        {
          capability: 'From reader to customer',
          verdict: 'extends',
          astroway: '"Ask an astrologer" beside every chart, with a first consultation offer',
        },
        {
          capability: 'Revenue beyond consultations',
          verdict: 'extends',
          astroway: 'Paid reports and an astro shop in the Premium package',
        },
      ],
    },
    pricingTeaser: {
      title: 'Content engine and marketplace, one price',
      description:
        'The website, both apps and the admin panel are in every package. Premium adds paid reports, the shop and regional languages.',
    },
    faqs: [
      {
        id: 'accuracy',
        question: 'How accurate are the kundli and panchang calculations?',
        answer:
          'They use standard Vedic calculations from the exact date, time and place of birth. Your astrologers can check sample charts against their own software during the demo.',
      },
      {
        id: 'content',
        question: 'Who writes the daily horoscopes?',
        answer:
          'Your team or your astrologers, from the admin panel. You can schedule a week of horoscopes in advance, and every page has its own title and description for search.',
      },
      {
        id: 'languages',
        question: 'Can the website be in Hindi and regional languages?',
        answer:
          'Yes. The Premium package adds Hindi and two regional languages of your choice to English, in the apps and on the website; more can be added on request.',
      },
      {
        id: 'seo',
        question: 'Will the website rank in search from day one?',
        answer:
          'Nobody can promise rankings. What we promise is fast pages, clean structure and SEO settings on every page, so your content has the best chance to rank as you publish it.',
      },
    ],
    finalCta: {
      title: 'Build your audience, then your business',
      description: 'See the free tools, the website and the consultation flow in a live demo with our team.',
    },
  },
  'astroyogi-clone': {
    slug: 'astroyogi-clone',
    brand: 'Astroyogi',
    seoDescription:
      'Build an Astroyogi-style app: astrologers, tarot readers, numerologists and vastu experts in one place, with paid reports. Launch with Astroway Pro.',
    hero: {
      eyebrow: 'Astroyogi clone app',
      title: 'Bring every kind of expert together, like Astroyogi',
      lead: 'Astroyogi is known for offering many disciplines in one place: astrology, tarot, numerology and vastu. Astroway Pro lets you run the same multi-expert model, with consultations, reports and your brand.',
    },
    model: {
      title: 'What makes the Astroyogi model work',
      description:
        'Different questions need different experts. Offering several disciplines under one trusted brand widens the audience and gives every customer a reason to return.',
      points: [
        {
          icon: 'users',
          title: 'Many disciplines',
          description: 'Vedic astrology, tarot, numerology and vastu experts, each with their own profile.',
        },
        {
          icon: 'verified',
          title: 'Trusted experts',
          description: 'Experts are screened and reviewed, so customers choose with confidence.',
        },
        {
          icon: 'report',
          title: 'Reports and remedies',
          description: 'Detailed reports and remedy suggestions extend each consultation.',
        },
      ],
    },
    whatYouGet: {
      title: 'What you get with Astroway Pro',
      items: [
        'Expert categories for astrology, tarot, numerology, vastu and more',
        'Customer app with filters by discipline, language, rating and price',
        'Expert app with profile, schedule, earnings and live sessions',
        'Paid reports and an astro shop for remedies',
        'Admin panel with category-wise commissions and payouts',
      ],
    },
    comparison: {
      title: 'The Astroyogi model, matched and extended',
      description: 'A multi-expert platform with the consultation, reports and shop mechanics built in.',
      rows: [
        {
          capability: 'Several expert disciplines',
          verdict: 'match',
          astroway: 'Unlimited categories, each with its own experts and prices',
        },
        {
          capability: 'Chat and call consultations',
          verdict: 'match',
          astroway: 'Chat, voice and video with per-minute billing',
        },
        {
          capability: 'Reports',
          verdict: 'match',
          astroway: 'Career, marriage and yearly reports delivered as PDF (Premium)',
        },
        {
          capability: 'Expert screening',
          verdict: 'extends',
          astroway: 'Documents, a qualifying test and admin approval for every expert',
        },
        {
          capability: 'Remedies and products',
          verdict: 'extends',
          astroway: 'Astro shop for gemstones, rudraksha and puja bookings (Premium)',
        },
        {
          capability: 'Category economics',
          verdict: 'extends',
          astroway: 'Different commission for each category or expert',
        },
      ],
    },
    pricingTeaser: {
      title: 'Every discipline, one platform fee',
      description:
        'Add as many expert categories as you like at no extra cost. Premium adds reports, the shop and more languages.',
    },
    faqs: [
      {
        id: 'categories',
        question: 'Can I add disciplines beyond astrology?',
        answer:
          'Yes. Categories are managed in the admin panel: tarot, numerology, vastu, palmistry or any other. Each category has its own experts, filters and commission.',
      },
      {
        id: 'experts',
        question: 'How are new experts screened?',
        answer:
          'Experts sign up in the expert app, upload their documents and take a qualifying test you define. Your team approves them in the admin panel before they can go online.',
      },
      {
        id: 'reports',
        question: 'How do paid reports work?',
        answer:
          'Customers order a report in the app and pay from their wallet. The assigned expert prepares it from the panel and the customer receives a branded PDF.',
      },
      {
        id: 'migration',
        question: 'Can I move my existing customers and experts over?',
        answer:
          'Yes. Send us your customer and expert lists in a spreadsheet and we import them during set-up, so nobody has to sign up again.',
      },
    ],
    finalCta: {
      title: 'One brand, every kind of expert',
      description: 'Get demo access and see how categories, experts and reports work together in Astroway Pro.',
    },
  },
}

export const clonePageList: ClonePage[] = cloneSlugs.map((slugId) => clonePages[slugId])
