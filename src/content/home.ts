/** Words of the home page that are not products: the hero and why choose us. Data only. */
import type { Reason } from './home.schema'
import { typicalLaunch, typicalLaunchLine } from './story'

export type { Reason } from './home.schema'

export const homeHero = {
  eyebrow: 'Ready-made, white-label apps',
  title: 'Launch your app business in weeks, not months',
  lead: `Tested apps for astrology, consultations, food delivery, e-commerce, ride sharing and more, carrying your brand and typically live in ${typicalLaunch}. You run the business; we handle the technology.`,
  proofPoints: [typicalLaunchLine, 'Your brand on every screen', 'Support after launch'],
} as const

export const whyChooseUs: Reason[] = [
  {
    title: typicalLaunchLine,
    description:
      'You start from a product that already works, not a blank page. Branding, set-up and store publishing take weeks instead of the months a build from scratch needs.',
    icon: 'rocket',
  },
  {
    title: 'Your brand, your customers',
    description:
      'Your name, logo and colours on every screen, published under your own store accounts. Customer data and payments go to you, never to a marketplace.',
    icon: 'palette',
  },
  {
    title: 'Everything you need to operate',
    description:
      'Customer app, provider app, website and admin panel work together from day one, with payments, notifications and reports built in.',
    icon: 'layout-dashboard',
  },
  {
    title: 'See it working first',
    description:
      'See the live product in a demo before you commit. What you see in the demo is what your customers will use, with your branding.',
    icon: 'shield-check',
  },
  {
    title: 'Custom work when you need it',
    description:
      'Need a feature the product does not have yet? Our developers build custom features and integrations on top of your app.',
    icon: 'code',
  },
  {
    title: 'Support that stays',
    description:
      'Technical support continues after launch, with a reply within 24 business hours. We have been building apps for businesses since 2020.',
    icon: 'headset',
  },
]
