import { siteConfig } from '#app-config'

/** The resources hub: one card per place to learn or get help. Data only. */
export type ResourceIcon = 'book' | 'help' | 'news' | 'lifebuoy'

export interface ResourceCard {
  id: string
  icon: ResourceIcon
  title: string
  description: string
  to: string
  cta: string
  /** A few destinations inside the resource. */
  links: { label: string; to: string; hash?: string }[]
}

export const resourcesContent = {
  hero: {
    eyebrow: 'Resources',
    title: 'Learn, plan and get help',
    description:
      'Guides for setting up your app, answers to common questions, stories from launches and the support you can count on after go-live.',
  },
  cards: [
    {
      id: 'documentation',
      icon: 'book',
      title: 'Documentation',
      description: 'Installation, configuration, branding, integrations and API reference for every product.',
      to: '/documentation',
      cta: 'Browse Documentation',
      links: [
        { label: 'Getting started', to: '/documentation/getting-started' },
        { label: 'Integration guide', to: '/documentation/integration' },
        { label: 'API reference', to: '/documentation/api-reference' },
      ],
    },
    {
      id: 'faq',
      icon: 'help',
      title: 'FAQ',
      description: 'Straight answers on pricing, launch times, source code, hosting and support.',
      to: '/faq',
      cta: 'Read the FAQ',
      links: [
        { label: 'General questions', to: '/faq', hash: 'general' },
        { label: 'App development', to: '/faq', hash: 'app-development' },
        { label: 'Technical questions', to: '/faq', hash: 'technical' },
      ],
    },
    {
      id: 'blog',
      icon: 'news',
      title: 'Blog',
      description: 'Practical articles on starting and growing an app business, product updates and launch stories.',
      to: '/blog',
      cta: 'Read the Blog',
      links: [],
    },
    {
      id: 'support',
      icon: 'lifebuoy',
      title: 'Support',
      description: `Support periods, response times and how to reach our team, ${siteConfig.contact.businessHours}.`,
      to: '/support',
      cta: 'View Support Terms',
      links: [
        { label: 'Contact page', to: '/contact' },
        { label: 'Refund policy', to: '/refund' },
      ],
    },
  ] satisfies ResourceCard[],
}
