import type { PricingPlan } from './pricing.schema'

/*
 * Pricing of the two star products. Data only: the pricing feature renders it. The schemas
 * (pricing.schema.ts) and the building blocks every sales page's content shares
 * (blocks.schema.ts) are for tests and types only.
 */

export type { FaqItem, IconPoint } from './blocks.schema'
export type { PricingPlan, PricingTier } from './pricing.schema'

/** Percent of GST added to the Astroway Pro packages. */
export const ASTROWAY_GST_PERCENT = 18

export const astrowayPricing: PricingPlan = {
  product: 'astroway',
  title: 'One payment. Your platform, for good.',
  description:
    'Every package includes the customer app, the astrologer app, the website and the admin panel under your brand. Pick the one that fits your launch; upgrade any time by paying the difference.',
  tiers: [
    {
      id: 'standard',
      name: 'Standard',
      description: 'For a new astrology brand launching in one market with chat and call consultations.',
      price: 250000,
      priceNote: 'one-time, + 18% GST',
      supportMonths: 3,
      features: [
        'Customer app for Android and iOS',
        'Astrologer app for Android and iOS',
        'Website and admin panel',
        'Chat, voice and video consultations',
        'Wallet with UPI, card and net-banking recharges',
        'Free kundli, matching and daily horoscope',
        'Your name, logo and colours on every screen',
        'Play Store and App Store publishing',
      ],
      highlight: false,
      cta: 'Get Standard',
    },
    {
      id: 'premium',
      name: 'Premium',
      description: 'For brands that want to grow fast: live sessions, a shop and customers in more languages.',
      price: 350000,
      priceNote: 'one-time, + 18% GST',
      supportMonths: 6,
      features: [
        'Everything in Standard',
        'Live sessions with gifts and queues',
        'Astro shop for gemstones, rudraksha and puja bookings',
        'Paid PDF reports (career, marriage, yearly)',
        'Hindi and two regional languages',
        'International payments (Stripe, PayPal)',
        'Referral and coupon campaigns',
        'Launch review call with our product team',
      ],
      highlight: true,
      badge: 'Most popular',
      cta: 'Get Premium',
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      description: 'For astrology networks and media houses that need their own workflows and scale.',
      price: 'Custom',
      priceNote: 'quoted for your scope, + 18% GST',
      supportMonths: 12,
      features: [
        'Everything in Premium',
        'Custom features and integrations (CRM, telephony, ERP)',
        'Multi-brand or multi-country set-up',
        'Load testing for high-traffic launches',
        'Dedicated project manager',
        'Priority response times',
      ],
      highlight: false,
      cta: 'Talk to Sales',
    },
  ],
  notes: [
    {
      icon: 'receipt',
      title: `${ASTROWAY_GST_PERCENT}% GST extra`,
      description: `Prices are before GST; ${ASTROWAY_GST_PERCENT}% is added on the invoice. Businesses registered for GST can claim it back.`,
    },
    {
      icon: 'tag',
      title: 'One-time fee',
      description:
        'Pay once, no monthly licence and no share of your revenue. Hosting, store accounts, SMS and payment fees are billed by those providers.',
    },
    {
      icon: 'support',
      title: 'One year technical support',
      description:
        'Every package gets a year of technical support: bug fixes and server help. Dedicated support (changes, guidance, a named contact) runs 3, 6 or 12 months by package.',
    },
  ],
}

export const chitchatPricing: PricingPlan = {
  product: 'chitchat',
  title: 'Pricing that pays for itself',
  description:
    'Each plan includes the customer app, the expert app and the admin panel under your brand. Deployment takes 4-8 weeks from kickoff, depending on the plan and your customisations.',
  tiers: [
    {
      id: 'standard',
      name: 'Standard',
      description: 'Launch a consultation business in one category with chat, calls and bookings.',
      price: 250000,
      priceNote: 'one-time set-up',
      supportMonths: 3,
      features: [
        'Customer and expert apps (Android and iOS)',
        'Admin panel',
        'Real-time chat with files and images',
        'Voice and video calls',
        'Appointment booking with time slots',
        'Wallet with per-minute billing',
        'Your brand, logo and colours',
      ],
      highlight: false,
      cta: 'Get Standard',
    },
    {
      id: 'professional',
      name: 'Professional',
      description: 'For growing networks: several categories, subscriptions and a web app for customers.',
      price: 350000,
      priceNote: 'one-time set-up',
      supportMonths: 6,
      features: [
        'Everything in Standard',
        'Several expert categories in one app',
        'Customer web app',
        'Subscriptions and session packages',
        'Coupons, referrals and first-session offers',
        'Automatic commission split and payouts',
        'Analytics dashboard',
      ],
      highlight: true,
      badge: 'Recommended',
      cta: 'Get Professional',
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      description: 'For hospitals, firms and platforms with their own rules, integrations and volume.',
      price: 'Custom',
      priceNote: 'quoted for your scope',
      supportMonths: 12,
      features: [
        'Everything in Professional',
        'Custom workflows and integrations',
        'Single sign-on and role-based admin access',
        'Deployment on your own cloud',
        'Load testing and scaling plan',
        'Dedicated project manager',
      ],
      highlight: false,
      cta: 'Talk to Sales',
    },
  ],
  notes: [
    {
      icon: 'rocket',
      title: 'Deployment in 4-8 weeks',
      description:
        'From kickoff to apps in the stores: branding, set-up, testing and publishing, with a weekly progress call.',
    },
    {
      icon: 'support',
      title: 'Support included',
      description:
        '3, 6 or 12 months of support by plan, counted from launch: fixes, updates and help from the team that built it.',
    },
    {
      icon: 'tag',
      title: 'No per-user fees',
      description:
        'Grow to any number of customers and experts. Call minutes, SMS and payment fees are billed by those providers.',
    },
  ],
}
