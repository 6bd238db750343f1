import { siteConfig } from '#app-config'
import { typicalLaunch } from './story'

/** The /thank-you page after a contact request. Data only. */
export const thankYouContent = {
  eyebrow: 'Request received',
  title: 'Thank you! Your request is on its way to our team',
  lead: `A ${siteConfig.brand} product specialist now has your details. We reply within 24 business hours, usually within a day, with a live demo and a clear price for your launch.`,
  stepsHeading: 'What happens next',
  steps: [
    {
      icon: 'clipboard',
      title: 'We study your request',
      text: 'A product specialist reads what you told us and picks the ready-made app, modules and add-ons that fit your business.',
    },
    {
      icon: 'mail',
      title: 'We reply within 24 business hours',
      text: `Expect an email or a call from us, ${siteConfig.contact.businessHours}. Usual reply: 1 day. Check your spam folder if you do not see us.`,
    },
    {
      icon: 'presentation',
      title: 'Your live demo and launch plan',
      text: `We walk you through the customer app, the partner app and the admin panel, answer every question, and share a fixed quote with a launch plan (typically ${typicalLaunch}).`,
    },
  ],
  soonerHeading: 'Need an answer sooner?',
  soonerText: `Call us ${siteConfig.contact.phoneHours}, or write to us any time.`,
  exploreHeading: 'While you wait',
  exploreText: 'See what your customers will get, or read how other founders launched with ready-made apps.',
  explore: [
    { label: 'Astroway Pro', description: 'Astrology consultation platform', to: '/astroway', star: true },
    { label: 'Chitchat', description: 'Chat and appointments platform', to: '/chitchat', star: true },
    { label: 'All apps', description: 'Food delivery, e-commerce, ride sharing and more', to: '/apps', star: false },
    { label: 'Our blog', description: 'Guides for launching an app business', to: '/blog', star: false },
  ],
} as const
