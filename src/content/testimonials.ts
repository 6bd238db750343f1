/**
 * Client testimonials on the home page (spec: Testimonial; every rating is shown as 5 of 5).
 * Avatars are initials drawn in the page, never photos. Quotes must be approved by the clients
 * named before they are published; replace an entry rather than edit a quote.
 */
import type { Testimonial } from './testimonials.schema'

export type { Testimonial } from './testimonials.schema'

// @confirm testimonial: every quote, name, role and company must be approved by the client before launch.
export const testimonials: Testimonial[] = [
  {
    id: 'ankit-verma',
    name: 'Ankit Verma',
    role: 'Founder',
    company: 'Tara Jyotish',
    avatar: 'AV',
    content:
      'We went from a signed proposal to a live astrology app in three weeks. Our astrologers were taking paid chats in the first week, and the admin panel shows exactly who earns what.',
    rating: 5,
    appType: 'Astroway Pro',
  },
  {
    id: 'anil-nair',
    name: 'Dr. Anil Nair',
    role: 'Medical Director',
    company: 'CareConnect Clinics',
    avatar: 'AN',
    content:
      'Chitchat gave our doctors video consultations and online booking under our own name. Patients book from the app instead of calling the front desk, and no-shows dropped as soon as reminders went out.',
    rating: 5,
    appType: 'Chitchat',
  },
  {
    id: 'sneha-kulkarni',
    name: 'Sneha Kulkarni',
    role: 'Operations Head',
    company: 'Tiffin Express',
    avatar: 'SK',
    content:
      'We moved our regular customers from a marketplace to our own delivery app. The rider app and live tracking worked from day one, and we keep the commission we used to pay.',
    rating: 5,
    appType: 'Food Delivery',
  },
  {
    id: 'laura-bennett',
    name: 'Laura Bennett',
    role: 'Owner',
    company: 'Bloom & Barrel',
    avatar: 'LB',
    content:
      'I expected an agency project of six months. Instead we had a branded marketplace with our first ten sellers in under a month, and the team still answers my questions the same day.',
    rating: 5,
    appType: 'E-Commerce',
  },
  {
    id: 'karan-mehta',
    name: 'Karan Mehta',
    role: 'CEO',
    company: 'CityCab Jaipur',
    avatar: 'KM',
    content:
      'Our drivers learned the app in one afternoon. Fares per city, the SOS button and the dispatch map were exactly what we needed to compete with the big names in our city.',
    rating: 5,
    appType: 'Ride Sharing',
  },
  {
    id: 'priya-nair',
    name: 'Priya Nair',
    role: 'Community Lead',
    company: 'Kutumb Circle',
    avatar: 'PN',
    content:
      'Our members used to be spread across a dozen chat groups. Now events, groups and introductions live in one app with our name on it, and we finally know who is active.',
    rating: 5,
    appType: 'Social Network',
  },
]
