/** Industries the home page lists, each linked to the app that serves it. Data only. */
import * as v from 'valibot'
import { IconKeySchema, InternalPathSchema, SlugSchema } from './product-schema'

export const IndustrySchema = v.object({
  id: SlugSchema,
  name: v.pipe(v.string(), v.minLength(3), v.maxLength(40)),
  description: v.pipe(v.string(), v.minLength(20), v.maxLength(90)),
  icon: IconKeySchema,
  /** The product page for this industry. */
  path: InternalPathSchema,
})
export type Industry = v.InferOutput<typeof IndustrySchema>

export const industries: Industry[] = [
  {
    id: 'astrology',
    name: 'Astrology & Spirituality',
    description: 'Consultations by chat, call and video with per-minute billing.',
    icon: 'moon-stars',
    path: '/astroway',
  },
  {
    id: 'healthcare',
    name: 'Healthcare & Telemedicine',
    description: 'Appointments, video consultations and e-prescriptions.',
    icon: 'stethoscope',
    path: '/apps/healthcare',
  },
  {
    id: 'food',
    name: 'Food & Restaurants',
    description: 'Online ordering, delivery riders and restaurant dashboards.',
    icon: 'tools-kitchen',
    path: '/apps/food-delivery',
  },
  {
    id: 'retail',
    name: 'Retail & E-Commerce',
    description: 'Multi-vendor marketplaces and direct-to-customer stores.',
    icon: 'building-store',
    path: '/apps/e-commerce',
  },
  {
    id: 'mobility',
    name: 'Transport & Mobility',
    description: 'Taxi, auto and bike-taxi booking with live tracking.',
    icon: 'car',
    path: '/apps/ride-sharing',
  },
  {
    id: 'real-estate',
    name: 'Real Estate',
    description: 'Property listings, site-visit booking and lead management.',
    icon: 'building',
    path: '/apps/real-estate',
  },
  {
    id: 'education',
    name: 'Education',
    description: 'Recorded courses, live classes, tests and fee payments.',
    icon: 'school',
    path: '/apps/education',
  },
  {
    id: 'social',
    name: 'Social & Community',
    description: 'Feeds, groups, messaging and tools for creators.',
    icon: 'users-group',
    path: '/apps/social-media',
  },
  {
    id: 'logistics',
    name: 'Logistics',
    description: 'Shipment booking, fleet tracking and proof of delivery.',
    icon: 'truck-delivery',
    path: '/apps/logistics',
  },
  {
    id: 'recruitment',
    name: 'Recruitment',
    description: 'Job boards, applications and interview scheduling.',
    icon: 'briefcase',
    path: '/apps/job-portal',
  },
  {
    id: 'fitness',
    name: 'Fitness & Wellness',
    description: 'Workout plans, class booking and coaching.',
    icon: 'run',
    path: '/apps/fitness-tracker',
  },
  {
    id: 'expert-advice',
    name: 'Legal & Expert Advice',
    description: 'Paid consultations for lawyers, psychologists and coaches.',
    icon: 'scale',
    path: '/chitchat',
  },
]
