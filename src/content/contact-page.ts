import { siteConfig } from '#app-config'

/** Contact page content and the company mailboxes. Data only. */

const emailDomain = siteConfig.contact.email.split('@')[1] ?? 'readyapps.dev'

/** An address at the company's own e-mail domain, e.g. `careers@readyapps.dev`. */
export function companyMailbox(localPart: string): string {
  return `${localPart}@${emailDomain}`
}

/** Every mailbox the content pages publish, derived from `siteConfig.contact.email`. */
// @confirm mail: each mailbox must exist and be read before launch.
export const mailboxes = {
  sales: siteConfig.contact.email,
  support: companyMailbox('support'),
  careers: companyMailbox('careers'),
  privacy: companyMailbox('privacy'),
}

export type ContactChannelIcon = 'mail' | 'phone' | 'chat' | 'clock' | 'map-pin' | 'social'

export interface ContactChannel {
  id: string
  icon: ContactChannelIcon
  title: string
  /** What is shown as the link or value. */
  value: string
  href?: string
  /** Opens in a new tab (external services). */
  external?: boolean
  detail: string
  /** Several links instead of one value (social profiles). */
  links?: { label: string; href: string }[]
}

export const contactChannels: ContactChannel[] = [
  {
    id: 'email',
    icon: 'mail',
    title: 'E-mail',
    value: siteConfig.contact.email,
    href: `mailto:${siteConfig.contact.email}`,
    detail: `${siteConfig.contact.replyPromise}. ${siteConfig.contact.usualReply}.`,
  },
  {
    id: 'phone',
    icon: 'phone',
    title: 'Phone',
    value: siteConfig.contact.phone,
    href: siteConfig.contact.phoneHref,
    detail: `${siteConfig.contact.phoneSupport}. Calls in these hours are answered straight away.`,
  },
  {
    id: 'chat',
    icon: 'chat',
    title: 'Chat',
    value: 'Send us a chat message',
    href: siteConfig.contact.chatHref,
    external: true,
    detail: 'Quick questions, screenshots and voice notes are welcome on WhatsApp.',
  },
  {
    id: 'hours',
    icon: 'clock',
    title: 'Office hours',
    value: siteConfig.contact.businessHours,
    detail: 'Messages sent outside these hours are answered on the next business day.',
  },
  {
    id: 'address',
    icon: 'map-pin',
    title: 'Office',
    value: siteConfig.contact.address,
    detail: 'Meetings at our office are by appointment; most projects run fully online.',
  },
  {
    id: 'social',
    icon: 'social',
    title: 'Follow us',
    value: 'LinkedIn and YouTube',
    detail: 'Product walkthroughs, launch stories and company news.',
    links: [
      { label: 'LinkedIn', href: siteConfig.social.linkedin },
      { label: 'YouTube', href: siteConfig.social.youtube },
    ],
  },
]

export interface ContactFaqItem {
  id: string
  question: string
  answer: string
}

export const contactPageContent = {
  hero: {
    eyebrow: 'Contact us',
    title: 'Talk to the team that builds your app',
    description:
      'Tell us about your business and the app you have in mind. A product specialist, not a bot, will reply with a live demo, a clear price and a realistic launch date.',
  },
  messageCard: {
    title: 'Send us a message',
    description:
      'Share your name, number and the product you are interested in. We reply within 24 business hours with demo access and next steps, usually within one day.',
    points: [
      'Live demo of the apps and admin panel',
      'Fixed, written quote with no hidden fees',
      'Launch plan with a realistic date',
    ],
  },
  faq: [
    {
      id: 'reply-time',
      question: 'How quickly will you reply?',
      answer: `We reply to every message within 24 business hours, and usually within one day. Calls during ${siteConfig.contact.phoneHours} are answered straight away.`,
    },
    {
      id: 'demo',
      question: 'Can I see a demo before I decide?',
      answer:
        'Yes. We share demo builds of the customer app, the partner app and the admin panel, and walk you through them on a video call. Demo logins are available on request.',
    },
    {
      id: 'prepare',
      question: 'What should I prepare before we talk?',
      answer:
        'Nothing formal. It helps to know your business model, the cities or countries you will serve and any must-have features. We turn that into a written scope and quote.',
    },
    {
      id: 'abroad',
      question: 'Do you work with clients outside India?',
      answer: `Yes. We work with clients in India and abroad, fully online. Calls are scheduled in your time zone where possible, and our business hours are ${siteConfig.contact.businessHours}.`,
    },
  ] satisfies ContactFaqItem[],
}
