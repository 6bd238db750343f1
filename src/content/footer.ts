import { siteConfig } from '#app-config'
import { typicalLaunch } from './story'

/** Footer content. Data only: the layout feature renders it. */
export interface FooterLink {
  label: string
  path: string
}

export const footerContent = {
  company: {
    logoLabel: `${siteConfig.brand} logo`,
    description:
      'Ready-made, white-label apps for businesses that want to launch in weeks, not months. Astrology consultation, chat and appointments, food delivery, e-commerce, ride sharing and more, with your brand on every screen.',
    contactLinks: [
      { name: siteConfig.contact.email, href: `mailto:${siteConfig.contact.email}` },
      { name: siteConfig.contact.phone, href: siteConfig.contact.phoneHref },
      { name: 'Chat with us', href: siteConfig.contact.chatHref },
    ],
  },
  quickLinks: {
    heading: 'Quick links',
    links: [
      { label: 'All Apps', path: '/apps' },
      { label: 'Astroway Pro', path: '/astroway' },
      { label: 'Chitchat', path: '/chitchat' },
      { label: 'Portfolio', path: '/portfolio' },
      { label: 'Blog', path: '/blog' },
      { label: 'Careers', path: '/careers' },
      { label: 'Documentation', path: '/documentation' },
    ] satisfies FooterLink[],
  },
  legalLinks: {
    heading: 'Company',
    links: [
      { label: 'About us', path: '/about' },
      { label: 'Contact', path: '/contact' },
      { label: 'FAQ', path: '/faq' },
      { label: 'Support', path: '/support' },
      { label: 'Privacy Policy', path: '/privacy' },
      { label: 'Terms of Service', path: '/terms' },
      { label: 'Refund Policy', path: '/refund' },
    ] satisfies FooterLink[],
  },
  newsletter: {
    heading: 'Stay in the loop',
    description: 'One short e-mail a month: new apps, launch stories and practical guides. No spam.',
    buttonText: 'Subscribe',
    placeholder: 'Your email address',
    socialLinks: [
      { name: 'LinkedIn', href: siteConfig.social.linkedin },
      { name: 'YouTube', href: siteConfig.social.youtube },
    ],
  },
  certifications: [
    { label: 'Google Play Partner', colors: ['#34a853', '#0f5132'], icon: 'brand-google-play' },
    { label: 'App Store Ready', colors: ['#0a84ff', '#063a73'], icon: 'brand-apple' },
    { label: 'AWS Hosting', colors: ['#ff9900', '#6b4100'], icon: 'brand-aws' },
    { label: 'Google Cloud', colors: ['#4285f4', '#1a3d7a'], icon: 'cloud' },
    { label: 'ISO-aligned security', colors: ['#5a48f2', '#2b1f8f'], icon: 'shield-check' },
  ],
  seo: {
    title: 'Ready-made app solutions for every business',
    description: `ReadyApps builds white-label mobile apps, websites and admin panels that are ready to launch. Instead of spending months and lakhs of rupees on development from scratch, you start from a tested product, add your brand and typically go live in ${typicalLaunch}.`,
    sections: [
      {
        title: 'Astrology consultation app development',
        details:
          'Astroway Pro gives you a customer app, an astrologer app, a website and an admin panel with chat, call and video consultations, wallet recharges, kundli and horoscope features, live sessions and commission settlement. It is the fastest way to start an astrology business like Astrotalk, AstroSage or Astroyogi.',
      },
      {
        title: 'Chat and appointment platforms',
        details:
          'Chitchat powers paid consultations for doctors, psychologists, lawyers, dating coaches and astrologers: real-time chat, voice and video calls, appointment booking, per-minute billing and payouts in one white-label package.',
      },
      {
        title: 'Food delivery, e-commerce and ride sharing apps',
        details:
          'Multi-vendor marketplaces, restaurant ordering with live rider tracking, and taxi or bike ride hailing with dispatch, fares and driver payouts, each with customer, partner and admin apps.',
      },
      {
        title: 'Why businesses choose ready-made apps',
        details:
          'Lower cost, predictable timelines, features proven with real users, source code ownership and support from the team that built the product. You focus on customers; we handle the technology.',
      },
    ],
  },
  bottom: {
    trademark: `© ${new Date().getFullYear()} ${siteConfig.brand}. All rights reserved. All product names, logos and brands are property of their respective owners.`,
    termsLinks: [
      { name: 'Terms', link: '/terms' },
      { name: 'Privacy', link: '/privacy' },
      { name: 'Refunds', link: '/refund' },
    ],
  },
} as const
