import { portfolioCategoryIds, type PortfolioCategoryId } from './portfolio-ids'
import type { Project, Testimonial } from './portfolio.schema'
import { projectScreen, screenRef } from './product-screens'
export {
  DEFAULT_PORTFOLIO_CATEGORY,
  portfolioCategoryIds,
  type PortfolioCategoryId,
  type ProjectCategoryId,
} from './portfolio-ids'
export type { Project, Testimonial } from './portfolio.schema'

/** Projects shown on /portfolio, with the feedback their clients gave. Data only. */

/** Filter tabs in order; 'all' first. `?category=` takes one of these ids. */
// The ids (and their order) live in portfolio-ids.ts so the route's schema stays light.
const categoryLabels: Record<PortfolioCategoryId, string> = {
  all: 'All',
  astrology: 'Astrology',
  'food-delivery': 'Food Delivery',
  'e-commerce': 'E-Commerce',
  education: 'Education',
  healthcare: 'Healthcare',
  transport: 'Transport',
  social: 'Social',
  logistics: 'Logistics',
  'real-estate': 'Real Estate',
  recruitment: 'Recruitment',
}

export const portfolioIntro = {
  eyebrow: 'Portfolio',
  title: 'Apps we have launched for businesses like yours',
  lead: 'Astrology marketplaces, food delivery, clinics, ride hailing and more. Every project started from one of our ready-made products and went live in weeks, with the client\u2019s brand on every screen.',
  counters: {
    title: 'Numbers we are proud of',
    description: 'Since 2020 we have helped founders, clinics, retailers and media houses launch and grow their apps.',
  },
  feedback: {
    title: 'What our clients say',
    description: 'Feedback from the founders and teams behind the projects above.',
  },
  emptyState: {
    title: 'No {category} projects to show yet',
    description:
      'We have not published a case study in this category yet. Our ready-made products adapt to it all the same: tell us what you have in mind and we will show you the closest one in a live demo.',
  },
  finalCta: {
    title: 'Your app could be the next one here',
    description: 'Tell us about your business. We will show you a working demo and a launch plan with dates and price.',
  },
} as const

// @confirm client: every project below names a real client; each must agree to be shown, with its quote.
export const projects: Project[] = [
  {
    id: 'jyotish-setu',
    title: 'Jyotish Setu astrology marketplace',
    category: 'astrology',
    description:
      'A Hindi-first consultation app connecting customers in smaller cities with verified astrologers by chat and call, paid from a UPI wallet. Launched with customer and astrologer apps, website and admin panel in three weeks.',
    image: {
      color: '#c2410c',
      screen: {
        ...screenRef('astroway', 'astrologers'),
        alt: 'Jyotish Setu app: astrologers online now with ratings, languages and per-minute prices',
      },
    },
    client: 'Jyotish Setu',
    year: 2024,
    link: { path: '/astroway', label: 'Built on Astroway Pro' },
    tags: ['Astroway Pro', 'Flutter', 'Razorpay', 'Hindi'],
    testimonial: {
      name: 'Ritika Sharma',
      role: 'Founder, Jyotish Setu',
      content:
        'We went from an idea to astrologers earning in the app in three weeks. The admin panel lets two of us run a marketplace that would otherwise need a whole team.',
      rating: 5,
    },
  },
  {
    id: 'nakshatra-live',
    title: 'Nakshatra Live streaming astrology',
    category: 'astrology',
    description:
      'Live sessions where astrologers answer viewers\u2019 questions on air, take gifts and move fans into private paid chats. Includes an astro shop for gemstones and puja bookings.',
    image: {
      color: '#5f3dc4',
      screen: {
        ...screenRef('astroway', 'live'),
        alt: 'Nakshatra Live app: an astrologer live session with viewer count and gift button',
      },
    },
    client: 'Nakshatra Live',
    year: 2025,
    link: { path: '/astroway', label: 'Built on Astroway Pro' },
    tags: ['Astroway Pro', 'Live sessions', 'Astro shop'],
    testimonial: {
      name: 'Arjun Mehta',
      role: 'Co-founder, Nakshatra Live',
      content:
        'Live sessions changed our business: viewers who would never book a private chat now start with a gift and end up as regular customers. The team knew the astrology market inside out.',
      rating: 5,
    },
  },
  {
    id: 'tiffin-express',
    title: 'Tiffin Express home-meal delivery',
    category: 'food-delivery',
    description:
      'Daily tiffin subscriptions and one-off orders from home kitchens, with rider tracking, delivery slots and a kitchen app that plans tomorrow\u2019s cooking from today\u2019s orders.',
    image: {
      color: '#e8590c',
      screen: {
        ...screenRef('food-delivery', 'tracking'),
        alt: 'Tiffin Express app: a rider on the map bringing lunch, with arrival time and a call button',
      },
    },
    client: 'Tiffin Express',
    year: 2023,
    link: { path: '/apps/food-delivery', label: 'Built on Food Delivery' },
    tags: ['Food Delivery', 'Subscriptions', 'Live tracking'],
    testimonial: {
      name: 'Sneha Kulkarni',
      role: 'Operations Head, Tiffin Express',
      content:
        'Subscriptions were the feature no other vendor had ready. Our kitchens now see tomorrow\u2019s orders the evening before, and wastage has dropped a lot.',
      rating: 5,
    },
  },
  {
    id: 'kirana-cart',
    title: 'Kirana Cart neighbourhood grocery',
    category: 'e-commerce',
    description:
      'A multi-vendor marketplace that puts local kirana stores online: each store manages its own stock and prices, customers order for delivery within the hour or pick up.',
    image: {
      color: '#2f9e44',
      screen: projectScreen(
        'kirana-cart',
        'e-commerce',
        'Stores near you',
        'Kirana Cart app: two kirana stores nearby with distance and delivery time, a choice of delivery or pick-up, and Sharma Store’s shelf of atta, dal and oil with its own prices, stock and Add buttons',
      ),
    },
    client: 'Kirana Cart',
    year: 2023,
    link: { path: '/apps/e-commerce', label: 'Built on E-Commerce' },
    tags: ['E-Commerce', 'Multi-vendor', 'UPI'],
  },
  {
    id: 'vidyapath',
    title: 'VidyaPath live tutoring',
    category: 'education',
    description:
      'Students book one-to-one video lessons with verified tutors for school subjects and exam preparation. Parents top up a wallet and see every session in their own view.',
    image: {
      color: '#1971c2',
      screen: {
        ...screenRef('education', 'schedule'),
        alt: 'VidyaPath app: a calendar of classes with the next live class to join and a test reminder',
      },
    },
    client: 'VidyaPath',
    year: 2024,
    link: { path: '/chitchat', label: 'Built on Chitchat' },
    tags: ['Chitchat', 'Video lessons', 'Bookings'],
    testimonial: {
      name: 'Karan Verma',
      role: 'Director, VidyaPath',
      content:
        'Chitchat was built for consultations, but the team set it up for tutoring in weeks: subjects as categories, parents as payers. It felt made for us.',
      rating: 5,
    },
  },
  {
    id: 'careconnect',
    title: 'CareConnect doctor consultations',
    category: 'healthcare',
    description:
      'A clinic group\u2019s video consultation app: patients book a doctor, pay upfront, join a video visit and receive reports and prescriptions as files in the chat.',
    image: {
      color: '#0f766e',
      screen: {
        ...screenRef('healthcare', 'consult'),
        alt: 'CareConnect app: a patient in a video consultation with a doctor',
      },
    },
    client: 'CareConnect Clinics',
    year: 2025,
    link: { path: '/chitchat', label: 'Built on Chitchat' },
    tags: ['Chitchat', 'Telemedicine', 'Video calls'],
    testimonial: {
      name: 'Dr. Anil Nair',
      role: 'Medical Director, CareConnect Clinics',
      content:
        'Follow-up visits used to fill our waiting rooms. Now most of them happen on video, and our doctors see more patients without longer days.',
      rating: 5,
    },
  },
  {
    id: 'zipride',
    title: 'ZipRide bike taxi',
    category: 'transport',
    description:
      'Bike taxi hailing for busy city commutes: riders book in two taps, see the driver arrive on the map and pay by UPI or cash; drivers get daily payouts.',
    image: {
      color: '#b35c00',
      screen: projectScreen(
        'zipride',
        'ride-sharing',
        'Bike taxi',
        'ZipRide app: a bike taxi captain two minutes away on the city map, the pickup and drop, a ₹64 fare paid by UPI or cash at the drop and a Call captain button',
      ),
    },
    client: 'ZipRide Mobility',
    year: 2022,
    link: { path: '/apps/ride-sharing', label: 'Built on Ride Sharing' },
    tags: ['Ride Sharing', 'Dispatch', 'Driver payouts'],
  },
  {
    id: 'kala-circle',
    title: 'Kala Circle artists\u2019 community',
    category: 'social',
    description:
      'A social network for artists and craft makers to share work, follow each other, run live workshops and sell originals to their followers.',
    image: {
      color: '#c2255c',
      screen: {
        ...screenRef('social-media', 'feed'),
        alt: 'Kala Circle app: stories from followed members above a feed of photo posts with likes and comments',
      },
    },
    client: 'Kala Circle',
    year: 2024,
    link: { path: '/apps/social-media', label: 'Built on Social Media' },
    tags: ['Social Media', 'Creators', 'Live'],
    testimonial: {
      name: 'Shalini Rao',
      role: 'Founder, Kala Circle',
      content:
        'Our artists wanted a place that felt like theirs, not another giant feed. We launched with our own look and our community grew by word of mouth.',
      rating: 5,
    },
  },
  {
    id: 'parcelpath',
    title: 'ParcelPath same-day delivery',
    category: 'logistics',
    description:
      'Same-day parcel delivery for online sellers: pickups booked from a web dashboard, routes assigned to drivers, and live tracking links sent to every buyer.',
    image: {
      color: '#495057',
      screen: {
        ...screenRef('logistics', 'admin'),
        alt: 'ParcelPath dashboard: today\u2019s shipments and deliveries, an eight-week chart and delayed shipments',
      },
    },
    client: 'ParcelPath Logistics',
    year: 2025,
    link: { path: '/apps/ride-sharing', label: 'Built on Ride Sharing' },
    tags: ['Logistics', 'Dispatch', 'Live tracking'],
  },
  {
    id: 'nestfinder',
    title: 'NestFinder property listings',
    category: 'real-estate',
    description:
      'Verified rental and sale listings with photo galleries, map search, site-visit booking and a dashboard for agents to manage leads.',
    image: {
      color: '#3b5bdb',
      screen: {
        ...screenRef('real-estate', 'home'),
        alt: 'NestFinder app: a grid of property listings with photos, prices and locations',
      },
    },
    client: 'NestFinder Homes',
    year: 2023,
    link: { path: '/apps/real-estate', label: 'Built on Real Estate' },
    tags: ['Real Estate', 'Map search', 'Lead management'],
  },
]

export function projectsInCategory(category: PortfolioCategoryId): Project[] {
  return category === 'all' ? projects : projects.filter((project) => project.category === category)
}

/**
 * The filter tabs, in order ('all' first): the spec's list (product-spec.md "Content screens"),
 * Recruitment included, which has no project yet and shows the friendly empty state (a link to all
 * projects and one to the contact form).
 */
export const portfolioCategories = portfolioCategoryIds.map((id) => ({ id, label: categoryLabels[id] }))

/** Projects with client feedback, for the testimonials section. */
export function projectTestimonials(): Array<{ project: Project; testimonial: Testimonial }> {
  return projects.flatMap((project) => (project.testimonial ? [{ project, testimonial: project.testimonial }] : []))
}
