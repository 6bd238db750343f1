import * as v from 'valibot'
import { ICON_KEYS } from '~/domain/icon'
import { PRODUCT_IDS, type ProductId } from '~/domain/product'

/*
 * Pricing of the two star products, plus the small building blocks every sales page's content
 * shares (icon names, product screens, FAQ items). Data only: the pricing feature renders it.
 */

// ---------------------------------------------------------------------------------------------
// Shared building blocks
// ---------------------------------------------------------------------------------------------

export const text = v.pipe(v.string(), v.trim(), v.nonEmpty())
export const slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens'),
)
/** Links in content stay on this site: a path, optionally with a #fragment. */
export const internalPath = v.pipe(
  v.string(),
  v.regex(/^\/[a-z0-9\-/]*(?:#[a-z0-9-]+)?$/, 'links in content must be internal paths'),
)
export const hexColor = v.pipe(v.string(), v.hexColor())
export const iconName = v.picklist(ICON_KEYS)

/** A product screen: a reference to a server-drawn picture (src/content/product-screens.ts). */
export const productScreenSchema = v.object({
  product: v.picklist(PRODUCT_IDS),
  id: slug,
  frame: v.picklist(['phone', 'browser']),
  caption: v.pipe(text, v.maxLength(24)),
  alt: v.pipe(text, v.minLength(20, 'alt text must describe the screen')),
})

export const faqItemSchema = v.object({
  id: slug,
  question: v.pipe(text, v.endsWith('?')),
  answer: v.pipe(text, v.minLength(40)),
})
export type FaqItem = v.InferOutput<typeof faqItemSchema>

/** A titled point with an icon: features, industries, notes. */
export const iconPointSchema = v.object({ icon: iconName, title: text, description: text })
export type IconPoint = v.InferOutput<typeof iconPointSchema>

// ---------------------------------------------------------------------------------------------
// Pricing
// ---------------------------------------------------------------------------------------------

export const pricingTierSchema = v.object({
  id: slug,
  name: text,
  description: text,
  /** Rupees, or 'Custom' for a quoted price. Rendered only through PriceTag. */
  price: v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.literal('Custom')]),
  /** Under the price: how the price is charged. */
  priceNote: text,
  /** Months of dedicated support included with the tier. */
  supportMonths: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24)),
  features: v.pipe(v.array(text), v.minLength(4)),
  /** The tier the page recommends; drawn raised, with a badge. */
  highlight: v.boolean(),
  badge: v.optional(text),
  cta: text,
})
export type PricingTier = v.InferOutput<typeof pricingTierSchema>

export const pricingPlanSchema = v.pipe(
  v.object({
    /** The registry id of the product these tiers price (the contact dialog preselects it). */
    product: v.picklist(['astroway', 'chitchat'] as const satisfies readonly ProductId[]),
    title: text,
    description: text,
    tiers: v.pipe(v.array(pricingTierSchema), v.length(3)),
    notes: v.pipe(v.array(iconPointSchema), v.minLength(2)),
  }),
  v.check((plan) => plan.tiers.filter((tier) => tier.highlight).length === 1, 'exactly one tier is highlighted'),
  v.check((plan) => new Set(plan.tiers.map((tier) => tier.id)).size === plan.tiers.length, 'tier ids are unique'),
)
export type PricingPlan = v.InferOutput<typeof pricingPlanSchema>

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
