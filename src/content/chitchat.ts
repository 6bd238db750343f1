import type { ChitchatContent } from './chitchat.schema'
import { screenRef } from './product-screens'

/** Content of the Chitchat page (/chitchat). Data only. */

// Tab ids live in their own module so the route's search schema does not pull in this copy
// (the schema in chitchat.schema.ts reads them from there too).
export {
  DEFAULT_FAQ_TAB,
  DEFAULT_FEATURE_TAB,
  faqTabIds,
  featureTabIds,
  industryIds,
  type FaqTabId,
  type FeatureTabId,
} from './chitchat-ids'
export type { ChitchatContent } from './chitchat.schema'

export const chitchatContent: ChitchatContent = {
  /** Deep teal: white text on it passes AA (5.5:1). */
  color: '#0f766e',
  accent: '#0e7490',
  hero: {
    eyebrow: 'Chitchat · Star product',
    title: 'Sell expert advice by the minute: chat, calls and appointments in one app',
    lead: 'Chitchat is a white-label consultation platform. Customers book a slot or connect instantly, pay from a wallet, and talk to your experts by chat, voice or video. Your experts get paid; you keep the commission.',
    highlights: ['Chat, voice and video', 'Bookings and per-minute billing', 'Live in 4-8 weeks'],
    pictures: [screenRef('chitchat', 'experts'), screenRef('chitchat', 'chat'), screenRef('chitchat', 'booking')],
  },
  industries: {
    title: 'One platform, six kinds of consultation business',
    description:
      'The same tested core, set up for the way your experts work: their categories, their fields, their words.',
    items: [
      {
        id: 'doctor',
        icon: 'doctor',
        title: 'Doctor consultations',
        description:
          'Clinics and doctor networks offer video visits and follow-up chats, with reports shared as files.',
        examples: ['General physicians', 'Dermatology', 'Paediatrics'],
      },
      {
        id: 'psychology',
        icon: 'psychology',
        title: 'Therapy and counselling',
        description:
          'Private sessions with psychologists and counsellors; customers may use a nickname instead of their name.',
        examples: ['Therapy sessions', 'Career counselling', 'Wellness coaching'],
      },
      {
        id: 'dating',
        icon: 'heart',
        title: 'Dating and relationship advice',
        description:
          'Relationship coaches and matchmakers chat with clients privately, by the minute or by the session.',
        examples: ['Relationship coaching', 'Matchmaking', 'Profile reviews'],
      },
      {
        id: 'legal',
        icon: 'legal',
        title: 'Legal advice',
        description:
          'Lawyers give quick first opinions by call and book longer consultations, with documents shared in the chat.',
        examples: ['Family law', 'Property disputes', 'Business contracts'],
      },
      {
        id: 'astrology',
        icon: 'star',
        title: 'Astrology and tarot',
        description:
          'Astrologers and tarot readers take pay-per-minute chats and calls, with birth details in every session.',
        examples: ['Vedic astrology', 'Tarot readings', 'Numerology'],
      },
      {
        id: 'custom',
        icon: 'custom',
        title: 'Your own niche',
        description:
          'Any expert whose time is worth paying for: we set up the categories, profile fields and wording you need.',
        examples: ['Tutors', 'Fitness coaches', 'Financial advisors'],
      },
    ],
  },
  features: {
    title: 'Everything a consultation business needs',
    description:
      'Grouped the way you will use it: how people talk, how you run the platform and how everyone gets paid.',
    tabs: [
      {
        id: 'communication',
        label: 'Communication',
        title: 'Conversations that feel personal and stay private',
        description:
          'Customers reach the right expert in seconds, and neither side ever sees the other\u2019s phone number.',
        features: [
          {
            icon: 'chat',
            title: 'Real-time chat',
            description: 'Typing status, read receipts, images, voice notes and files.',
          },
          { icon: 'phone', title: 'Voice calls', description: 'Clear in-app calls that work on ordinary mobile data.' },
          {
            icon: 'video',
            title: 'Video calls',
            description: 'Face-to-face sessions with camera switch and a session timer.',
          },
          {
            icon: 'bell',
            title: 'Notifications',
            description: 'Push alerts for requests, replies, reminders and offers.',
          },
          {
            icon: 'shield',
            title: 'Privacy by design',
            description: 'Masked numbers and nicknames where the category needs them.',
          },
        ],
        pictures: [screenRef('chitchat', 'chat'), screenRef('chitchat', 'video-call')],
      },
      {
        id: 'management',
        label: 'Management',
        title: 'Run the platform, not the paperwork',
        description: 'Experts manage their own time; your team approves, supervises and supports from one admin panel.',
        features: [
          {
            icon: 'calendar-event',
            title: 'Appointments',
            description: 'Time slots, bookings, reschedules and reminders for both sides.',
          },
          {
            icon: 'verified',
            title: 'Expert onboarding',
            description: 'Sign-up with documents and qualifications, approved by your team.',
          },
          {
            icon: 'clock',
            title: 'Availability',
            description: 'Working hours, breaks and an instant online / offline switch.',
          },
          {
            icon: 'star',
            title: 'Ratings and reviews',
            description: 'Feedback after every session keeps quality visible.',
          },
          {
            icon: 'chart',
            title: 'Admin dashboard',
            description: 'Sessions, revenue, top experts and complaints at a glance.',
          },
        ],
        pictures: [screenRef('chitchat', 'admin'), screenRef('chitchat', 'booking')],
      },
      {
        id: 'monetization',
        label: 'Monetization',
        title: 'Several ways to earn from every expert minute',
        description:
          'Charge per minute, per session or by subscription. The platform collects, splits and reports every payment.',
        features: [
          {
            icon: 'wallet',
            title: 'Wallet and recharges',
            description: 'Prepaid wallet with recharge packs and bonus credit.',
          },
          {
            icon: 'clock',
            title: 'Per-minute and per-session prices',
            description: 'Each expert has a rate; sessions stop cleanly when the balance ends.',
          },
          {
            icon: 'payout',
            title: 'Commission and payouts',
            description: 'Your share is kept automatically; payouts are listed and ready to pay.',
          },
          {
            icon: 'subscription',
            title: 'Subscriptions and packages',
            description: 'Monthly plans and session bundles for regular customers.',
          },
          {
            icon: 'coupon',
            title: 'Coupons and referrals',
            description: 'First-session offers, promo codes and rewards for invites.',
          },
        ],
        pictures: [screenRef('chitchat', 'wallet'), screenRef('chitchat', 'earnings')],
      },
    ],
  },
  tech: {
    title: 'Built on technology that scales',
    description:
      'Proven, widely supported tools, so any good developer can work on your platform and it keeps running as you grow.',
    // @confirm tech-stack: the frameworks and services Chitchat really ships with.
    groups: [
      {
        icon: 'app',
        title: 'Mobile apps',
        description: 'One codebase, native performance on both platforms.',
        items: ['Flutter for Android and iOS', 'Customer and expert apps', 'Offline-tolerant chat'],
      },
      {
        icon: 'bolt',
        title: 'Real-time layer',
        description: 'Messages and calls that arrive instantly.',
        items: ['WebSocket chat', 'WebRTC voice and video', 'Firebase push notifications'],
      },
      {
        icon: 'server',
        title: 'Backend and admin',
        description: 'A clean API and a panel your team learns in a day.',
        items: ['Laravel on PHP 8.0+', 'REST API with token auth', 'Role-based admin panel'],
      },
      {
        icon: 'database',
        title: 'Data and hosting',
        description: 'On your own server or cloud account, under your control.',
        items: ['MySQL 5.7+', 'SSL required on every domain', 'AWS, DigitalOcean or your host'],
      },
    ],
    security: {
      title: 'Security and privacy',
      description: 'Consultations are personal. The platform is built to keep them that way.',
      points: [
        {
          icon: 'shield',
          title: 'Encrypted in transit',
          description: 'Every API call, message and call runs over TLS.',
        },
        {
          icon: 'verified',
          title: 'OTP sign-in',
          description: 'Customers and experts sign in with a one-time code to their phone.',
        },
        {
          icon: 'users',
          title: 'Role-based access',
          description: 'Your staff see only what their role needs in the admin panel.',
        },
        {
          icon: 'database',
          title: 'Your data, your servers',
          description: 'Customer data stays in your database; we never resell it.',
        },
      ],
    },
    deployment: {
      title: 'Deployment in 4-8 weeks',
      description:
        'A fixed plan with a weekly call. Standard set-ups take about four weeks; Enterprise projects with integrations up to eight.',
    },
  },
  faq: {
    title: 'Questions, answered',
    description: 'What business owners ask us most before they choose Chitchat.',
    tabs: [
      {
        id: 'general',
        label: 'General',
        items: [
          {
            id: 'what-is',
            question: 'What exactly do I get with Chitchat?',
            answer:
              'A customer app and an expert app for Android and iOS, and an admin panel, all under your brand. Customers find experts, book or connect instantly, pay, and talk by chat, voice or video.',
          },
          {
            id: 'own-brand',
            question: 'Will the apps carry my brand?',
            answer:
              'Yes. Your name, logo, colours and store listings. Nothing in the apps mentions ReadyApps, and the apps are published under your own developer accounts.',
          },
          {
            id: 'categories',
            question: 'Can one app serve several kinds of experts?',
            answer:
              'Yes. The Professional plan supports several categories in one app, for example doctors and psychologists, each with their own filters, prices and commission.',
          },
          {
            id: 'demo',
            question: 'Can I try Chitchat before buying?',
            answer:
              'Yes. Request a demo and we send personal logins for the customer app, the expert app and the admin panel, followed by a guided walkthrough with our team.',
          },
        ],
      },
      {
        id: 'technical',
        label: 'Technical',
        items: [
          {
            id: 'stack',
            question: 'Which technologies does Chitchat use?',
            answer:
              'Flutter for the Android and iOS apps, Laravel on PHP 8.0+ with MySQL 5.7+ for the API and admin panel, WebSockets for chat and WebRTC for voice and video calls.',
          },
          {
            id: 'hosting',
            question: 'Where is the platform hosted?',
            answer:
              'On your own server or cloud account (AWS, DigitalOcean or any host that meets the requirements, with SSL). We set it up for you and hand over the access.',
          },
          {
            id: 'source',
            question: 'Do I get the source code?',
            answer:
              'Yes, for the apps and the backend, under a licence for your platform. Your own developers can change it, or we can keep doing it for you.',
          },
          {
            id: 'scale',
            question: 'How many people can use it at the same time?',
            answer:
              'It depends on your server. A mid-size cloud server handles thousands of daily sessions; for bigger launches the Enterprise plan includes load testing and a scaling plan.',
          },
        ],
      },
      {
        id: 'pricing',
        label: 'Pricing',
        items: [
          {
            id: 'one-time',
            question: 'Is the price one-time or monthly?',
            answer:
              'One-time. You pay for the set-up of your plan; there is no monthly licence and no per-user fee from us. Hosting, SMS, call minutes and payment fees are billed by those providers.',
          },
          {
            id: 'support-period',
            question: 'How long is support included?',
            answer:
              'Standard includes 3 months of support, Professional 6 months and Enterprise 12 months, counted from launch. Support can be extended at any time.',
          },
          {
            id: 'payment-terms',
            question: 'How do I pay for the project?',
            answer:
              'In milestones: a part at kickoff, a part when the apps are ready for testing and the rest at launch. Every payment comes with a proper invoice.',
          },
          {
            id: 'upgrade',
            question: 'Can I start on Standard and upgrade later?',
            answer:
              'Yes. Pay the difference to Professional or move to Enterprise whenever you need more categories, subscriptions or integrations. Your data and apps stay as they are.',
          },
        ],
      },
    ],
  },
  finalCta: {
    title: 'Turn your experts\u2019 time into a platform',
    description:
      'See Chitchat working with your kind of experts. We will walk you through the apps and send you a plan with dates and price.',
  },
}
