import { siteConfig } from '#app-config'

/** The FAQ page: three categories of four questions each (spec sections 3 and 9). Data only. */
import type { FaqCategoryId } from './faq-ids'
export { faqCategoryIds, type FaqCategoryId } from './faq-ids'

export type FaqIcon = 'info' | 'code' | 'server'

export interface FaqItem {
  id: string
  question: string
  answer: string
}

export interface FaqCategory {
  id: FaqCategoryId
  name: string
  icon: FaqIcon
  description: string
  questions: FaqItem[]
}

export const faqCategories: FaqCategory[] = [
  {
    id: 'general',
    name: 'General',
    icon: 'info',
    description: 'Who we are, what you get and how fast you can launch.',
    questions: [
      {
        id: 'what-is-readyapps',
        question: `What is ${siteConfig.brand}?`,
        answer: `${siteConfig.brand} is a software company founded in ${siteConfig.foundedYear} that builds ready-made, white-label apps. You get a tested product (customer app, partner app, website and admin panel) with your own name, logo and colours, instead of paying for months of development from scratch. We also offer custom development and technical support.`,
      },
      {
        id: 'launch-time',
        question: 'How quickly can I launch my app?',
        answer:
          'Most ready-made apps go live in 2-4 weeks: branding, server set-up, payment and SMS configuration, testing and store submission. Larger platforms take a little longer; for example, a Chitchat deployment takes 4-8 weeks. You get a written plan with dates before you pay.',
      },
      {
        id: 'source-code',
        question: 'Do I get the source code?',
        answer:
          'Yes. You receive the complete source code of the apps, website and admin panel under a single-domain licence: you may run it for your own business on one domain and its matching apps. Running it on more domains needs an extra licence, and reselling the code is not allowed.',
      },
      {
        id: 'pricing',
        question: 'How much does a ready-made app cost?',
        answer: `Ready-made apps are sold for a one-time licence fee that includes branding, installation and a support period; prices are listed on each product page in rupees or US dollars. In India ${siteConfig.business.gstPercent}% GST is added to the fee. Custom features are quoted separately in writing.`,
      },
    ],
  },
  {
    id: 'app-development',
    name: 'App Development',
    icon: 'code',
    description: 'Custom features, platforms and how a project runs.',
    questions: [
      {
        id: 'custom-timeline',
        question: 'How long does custom app development take?',
        answer:
          'A simple custom app usually takes 2-3 months from signed scope to launch. Complex apps with several user roles, real-time features or many integrations take 4-6 months or more. Starting from one of our ready-made products often cuts that time to weeks.',
      },
      {
        id: 'customise',
        question: 'Can you change the ready-made app to fit my business?',
        answer:
          'Yes. Branding (name, logo, colours, fonts, app icons and splash screens) is always included. New screens, workflows, languages or integrations are quoted as custom work with a fixed price and timeline, and are built on top of the product so you keep receiving fixes.',
      },
      {
        id: 'platforms',
        question: 'Which platforms do the apps run on?',
        answer:
          'Every solution includes Android and iOS apps, a responsive website where the product needs one, and a web admin panel. We prepare the store listings and submit the apps to Google Play and the App Store under your own developer accounts.',
      },
      {
        id: 'process',
        question: 'What does your development process look like?',
        answer:
          'Discovery call, written scope and quote, branding and configuration, development of any custom features with a demo build every week, testing on real devices, then launch. A named project manager keeps you updated throughout.',
      },
    ],
  },
  {
    id: 'technical',
    name: 'Technical',
    icon: 'server',
    description: 'Hosting, integrations and support after launch.',
    questions: [
      {
        id: 'server-requirements',
        question: 'What are the server requirements?',
        answer:
          'A Linux server or VPS with PHP 8.0 or later, MySQL 5.7 or later and an SSL certificate (HTTPS) on your domain. We recommend at least 2 CPU cores and 4 GB of memory to start. We can install on your server or recommend a hosting plan.',
      },
      {
        id: 'integrations',
        question: 'Which payment gateways and services can I use?',
        answer:
          'The apps work with popular payment gateways such as Razorpay, PayU, Stripe and PayPal, SMS providers for OTP login, Firebase push notifications and Google Maps. Other providers can be added as custom work.',
      },
      {
        id: 'support',
        question: 'What support do I get after launch?',
        answer: `Every package includes technical support: 3 months with Standard, 6 months with Premium and 12 months with Enterprise. Support covers bug fixes, server issues and help with the admin panel, during business hours (${siteConfig.contact.businessHours}). Extended support can be renewed at any time.`,
      },
      {
        id: 'data-security',
        question: 'Who owns the data and how is it secured?',
        answer:
          'You do. The apps run on your server and your accounts, so your customer data stays with you. Passwords are hashed, all traffic runs over HTTPS, and admin access is protected by roles and permissions.',
      },
    ],
  },
]

export const faqPageContent = {
  hero: {
    eyebrow: 'Help centre',
    title: 'Frequently asked questions',
    description:
      'Straight answers about our ready-made apps, custom development, hosting and support. If your question is not here, our team replies within 24 business hours.',
  },
  stillHaveQuestions: {
    title: 'Still have questions?',
    description: `Our team is happy to help. Write to us or call during ${siteConfig.contact.phoneHours}; we reply within 24 business hours.`,
    contactLabel: 'Contact Support',
    docsLabel: 'Browse Documentation',
  },
}

/** schema.org FAQPage of every question on the page, for rich results. */
export function faqPageJsonLd(categories: FaqCategory[] = faqCategories) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: categories.flatMap((category) =>
      category.questions.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  }
}
