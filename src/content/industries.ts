/** Industries the home page lists, each linked to the app that serves it. Data only. */
import type { IndustryData } from './industries.schema'
import { getProductNav } from './product-nav'

/** An industry with the path of its product's page, from the registry. */
export type Industry = IndustryData & { path: string }

const industryData: IndustryData[] = [
  {
    id: 'astrology',
    name: 'Astrology & Spirituality',
    description: 'Consultations by chat, call and video with per-minute billing.',
    icon: 'moon-stars',
    product: 'astroway',
  },
  {
    id: 'healthcare',
    name: 'Healthcare & Telemedicine',
    description: 'Appointments, video consultations and e-prescriptions.',
    icon: 'stethoscope',
    product: 'healthcare',
  },
  {
    id: 'food',
    name: 'Food & Restaurants',
    description: 'Online ordering, delivery riders and restaurant dashboards.',
    icon: 'tools-kitchen',
    product: 'food-delivery',
  },
  {
    id: 'retail',
    name: 'Retail & E-Commerce',
    description: 'Multi-vendor marketplaces and direct-to-customer stores.',
    icon: 'building-store',
    product: 'e-commerce',
  },
  {
    id: 'mobility',
    name: 'Transport & Mobility',
    description: 'Taxi, auto and bike-taxi booking with live tracking.',
    icon: 'car',
    product: 'ride-sharing',
  },
  {
    id: 'real-estate',
    name: 'Real Estate',
    description: 'Property listings, site-visit booking and lead management.',
    icon: 'building',
    product: 'real-estate',
  },
  {
    id: 'education',
    name: 'Education',
    description: 'Recorded courses, live classes, tests and fee payments.',
    icon: 'school',
    product: 'education',
  },
  {
    id: 'social',
    name: 'Social & Community',
    description: 'Feeds, groups, messaging and tools for creators.',
    icon: 'users-group',
    product: 'social-media',
  },
  {
    id: 'logistics',
    name: 'Logistics',
    description: 'Shipment booking, fleet tracking and proof of delivery.',
    icon: 'truck-delivery',
    product: 'logistics',
  },
  {
    id: 'recruitment',
    name: 'Recruitment',
    description: 'Job boards, applications and interview scheduling.',
    icon: 'briefcase',
    product: 'job-portal',
  },
  {
    id: 'fitness',
    name: 'Fitness & Wellness',
    description: 'Workout plans, class booking and coaching.',
    icon: 'run',
    product: 'fitness-tracker',
  },
  {
    id: 'expert-advice',
    name: 'Legal & Expert Advice',
    description: 'Paid consultations for lawyers, psychologists and coaches.',
    icon: 'scale',
    product: 'chitchat',
  },
]

export const industries: Industry[] = industryData.map((industry) => ({
  ...industry,
  path: getProductNav(industry.product).path,
}))
