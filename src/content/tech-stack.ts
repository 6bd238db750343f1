/** The technology groups on the home page's tech stack tabs. Data only. */
import type { TechGroup } from './tech-stack.schema'

export type { TechGroup } from './tech-stack.schema'

// @confirm tech-stack: the technologies the home page says every product is built with.
export const techStack: TechGroup[] = [
  {
    id: 'mobile',
    label: 'Mobile apps',
    icon: 'device-mobile',
    description: 'Android and iOS apps from one codebase, so every new feature reaches both stores on the same day.',
    items: [
      { name: 'Flutter', use: 'Android and iOS apps from one codebase' },
      { name: 'React Native', use: 'Apps that share code with a React website' },
      { name: 'Kotlin', use: 'Native Android modules' },
      { name: 'Swift', use: 'Native iOS modules' },
    ],
  },
  {
    id: 'web',
    label: 'Websites & panels',
    icon: 'world',
    description:
      'Fast, search-friendly websites and admin panels that work on every screen, from a phone to a wide monitor.',
    items: [
      { name: 'React', use: 'Websites, dashboards and admin panels' },
      { name: 'Next.js', use: 'Search-friendly, server-rendered websites' },
      { name: 'TypeScript', use: 'Typed code that is safer to change' },
      { name: 'Progressive web apps', use: 'Installable websites that work offline' },
    ],
  },
  {
    id: 'backend',
    label: 'Backend & data',
    icon: 'code',
    description: 'Proven, well-documented back ends that your own developers can pick up and extend.',
    items: [
      { name: 'Laravel (PHP 8)', use: 'Business logic, admin panels and APIs' },
      { name: 'Node.js', use: 'Real-time chat, tracking and notifications' },
      { name: 'MySQL', use: 'Orders, users and payments' },
      { name: 'PostgreSQL', use: 'Data-heavy and reporting workloads' },
      { name: 'Redis', use: 'Caching, queues and live feeds' },
    ],
  },
  {
    id: 'cloud',
    label: 'Cloud & DevOps',
    icon: 'bolt',
    description: 'Hosted on the cloud you choose, with SSL, backups and monitoring from the first day.',
    items: [
      { name: 'AWS', use: 'Hosting, media storage and CDN' },
      { name: 'Google Cloud', use: 'Hosting and Firebase services' },
      { name: 'DigitalOcean', use: 'Cost-effective hosting for smaller launches' },
      { name: 'Docker', use: 'The same set-up in testing and production' },
      { name: 'Cloudflare', use: 'SSL, CDN and protection against attacks' },
    ],
  },
  {
    id: 'integrations',
    label: 'Payments & integrations',
    icon: 'credit-card',
    description: 'The services your customers already trust, connected to accounts that you own.',
    items: [
      { name: 'Razorpay', use: 'UPI, cards and net banking in India' },
      { name: 'Stripe and PayPal', use: 'Card payments worldwide' },
      { name: 'Google Maps Platform', use: 'Maps, routes and live tracking' },
      { name: 'Agora and WebRTC', use: 'Voice and video calls' },
      { name: 'Firebase Cloud Messaging', use: 'Push notifications' },
    ],
  },
]
