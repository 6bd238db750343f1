import type { ProductId, ProductScreen } from '~/domain/product'

/**
 * Every product screen the site shows, as a light reference: product, screen id, frame and the
 * text alternative. The words drawn on each screen live in screen-content.ts (read only by the
 * server's renderer) under the same product and id; tests/unit/product-screens.test.ts checks
 * that the two agree and that every alt describes a different screen.
 */

type ScreenEntry = readonly [id: string, caption: string, alt: string, frame?: ProductScreen['frame']]

const entries: Readonly<Record<ProductId, readonly ScreenEntry[]>> = {
  astroway: [
    [
      'astrologers',
      'Astrologers',
      'Astroway astrologer list: five astrologers online with speciality, rating and per-minute price, each with a Chat or Call button',
    ],
    [
      'chat',
      'Chat consultation',
      'Astroway chat consultation: a customer asks Arun Joshi about a new job, with the ₹25 per minute timer and wallet balance',
    ],
    [
      'video-call',
      'Video consultation',
      'Astroway video consultation with tarot reader Meenal Rao, the session timer running and mute, end and camera buttons',
    ],
    [
      'live',
      'Live session',
      'Astroway live session: an astrologer reading the weekly rashifal to 1,204 viewers, with gifts and the live timer',
    ],
    [
      'kundli',
      'My Kundli',
      'Astroway kundli: a customer’s birth details, lagna, moon sign and nakshatra, planet positions and an Ask an astrologer button',
    ],
    [
      'earnings',
      'Earnings',
      'Astroway astrologer app earnings: ₹4,820 today, a chart of minutes this week and the latest paid consultations',
    ],
    [
      'schedule',
      'Schedule',
      'Astroway astrologer schedule: a March calendar with booked kundli matching and career readings and one open slot',
    ],
    [
      'horoscope',
      'Horoscope',
      'Astroway horoscope on a phone: today’s free horoscope with daily, weekly and yearly tabs and the first four zodiac signs',
    ],
    [
      'admin',
      'Admin panel',
      'Astroway admin panel: revenue, consultations and astrologers online, a growth chart and astrologers waiting for approval',
      'browser',
    ],
    [
      'website',
      'Website',
      'Astroway website: a Talk to a verified astrologer now headline, a Chat now button and three featured astrologers with prices',
      'browser',
    ],
  ],
  chitchat: [
    [
      'experts',
      'Experts',
      'Chitchat expert list: a doctor, a lawyer, a psychologist, a coach and a dermatologist with ratings and per-minute prices',
    ],
    [
      'chat',
      'Private chat',
      'Chitchat private chat: a patient describes a fever to Dr. Anjali Mehta, who sends a prescription, with the session timer',
    ],
    [
      'booking',
      'Book a slot',
      'Chitchat booking calendar: April with open therapy slots to book and the customer’s video session already booked',
    ],
    [
      'video-call',
      'Video consultation',
      'Chitchat video consultation with psychologist Nisha Pillai, 18 minutes in, with mute, end and camera buttons',
    ],
    [
      'wallet',
      'Wallet',
      'Chitchat wallet: three recharge packs with bonus credit, a FIRST50 coupon, GST and a Pay ₹531 with UPI button',
    ],
    [
      'earnings',
      'Earnings',
      'Chitchat expert earnings: ₹18,460 this week from 64 sessions, paid minutes per day and the latest payout',
    ],
    [
      'admin',
      'Admin panel',
      'Chitchat admin panel: sessions, revenue, experts online and rating, a revenue chart and new expert sign-ups to approve',
      'browser',
    ],
  ],
  'food-delivery': [
    [
      'home',
      'Home',
      'Food delivery home: a 50% off first-order offer, cuisine filters and four restaurants with delivery time, rating and price for one',
    ],
    [
      'menu',
      'Restaurant menu',
      'Food delivery restaurant menu: Paradise Biryani’s dishes with prices and Add buttons, and a cart bar with 2 items for ₹518',
    ],
    [
      'cart',
      'Your cart',
      'Food delivery cart: three dishes with quantities, delivery fee and a FEAST50 coupon, ₹791 to pay and a Place order button',
    ],
    [
      'tracking',
      'Order on the way',
      'Food delivery tracking: a map with the rider’s route, arriving in 12 minutes, and the delivery partner’s card with a Call button',
    ],
    [
      'orders',
      'Restaurant orders',
      'Restaurant dashboard: 86 orders and ₹24,180 in sales today, orders by hour and the incoming order list',
    ],
    [
      'admin',
      'Admin panel',
      'Food delivery admin panel: orders, sales, riders online and delivery time, a weekly orders chart and the top restaurants',
      'browser',
    ],
  ],
  'e-commerce': [
    [
      'home',
      'Discover',
      'E-commerce home: brand stories and sponsored posts for linen shirts and wireless earbuds on sale',
    ],
    [
      'shop',
      'Shop',
      'E-commerce shop: a summer sale banner, category filters and four products with brand, rating and price',
    ],
    [
      'cart',
      'Cart',
      'E-commerce cart: three products with delivery dates and quantities, discount, free delivery, ₹2,696 total and Checkout',
    ],
    [
      'orders',
      'My orders',
      'E-commerce order history: orders out for delivery, shipped, delivered and returned, each with Track, Rate or View',
    ],
    [
      'seller',
      'Seller panel',
      'E-commerce seller panel: ₹1,42,800 in sales this week from 318 orders, revenue per day and the latest orders',
    ],
    [
      'admin',
      'Admin panel',
      'Marketplace admin panel: orders, GMV, active sellers and return rate, a GMV chart and the top sellers this week',
      'browser',
    ],
  ],
  'ride-sharing': [
    [
      'book',
      'Where to?',
      'Ride sharing booking: a map with the route from Phoenix Mall to the airport, driver 3 minutes away and a ₹412 fare',
    ],
    [
      'rides',
      'Choose a ride',
      'Ride sharing vehicle choice: bike, auto, mini, sedan and SUV with seats, arrival time and fare, each with a Book button',
    ],
    [
      'driver',
      'Your driver',
      'Ride sharing driver profile: Suresh Yadav with rating, trips and languages, vehicle, number plate and pickup OTP',
    ],
    [
      'trip',
      'On trip',
      'Ride sharing trip in progress: the route on a map, drop at 7:18 pm, the trip shared with family and an SOS button',
    ],
    [
      'earnings',
      'Driver earnings',
      'Ride sharing driver earnings: ₹2,460 from 14 trips today, a weekly chart and the last three trips with payment method',
    ],
    [
      'admin',
      'Admin panel',
      'Ride sharing admin panel: trips, fares, drivers online and pickup time, a trips chart and driver documents due',
      'browser',
    ],
  ],
  'real-estate': [
    [
      'home',
      'Find a home',
      'Real estate home: a new project launch banner, buy and rent filters and four homes with area and price',
    ],
    [
      'listing',
      'Property details',
      'Real estate listing: a 3 BHK in Skyline Towers for ₹1.2 crore with beds, baths and area, the agent and Book a site visit',
    ],
    [
      'search',
      'Homes in Pune',
      'Real estate search results: four Pune projects with bedrooms, area, locality, possession and price, each with a Visit button',
    ],
    [
      'visit',
      'Site visit',
      'Real estate site-visit calendar: May with free visit slots to pick and one visit booked with the agent',
    ],
    [
      'leads',
      'Agent leads',
      'Real estate agent dashboard: 28 new enquiries, site visits per day and buyers marked hot, warm or new',
    ],
    [
      'admin',
      'Admin panel',
      'Real estate admin panel: listings, leads, site visits and deals closed, a leads chart and listings to approve',
      'browser',
    ],
  ],
  'social-media': [
    [
      'explore',
      'Explore',
      'Social media explore: a trending hashtag, topic filters and four popular reels and posts with their likes',
    ],
    [
      'feed',
      'Home',
      'Social media home feed: stories from five friends, a Goa sunset photo post and a music post with likes and comments',
    ],
    ['messages', 'Messages', 'Social media messages: two creators agree to a live recipe collab on Sunday at 6 pm'],
    [
      'creator',
      'Creator profile',
      'Social media creator profile: a home chef with 86.2k followers, latest reel, next live and a Follow button',
    ],
    [
      'live',
      'Live stream',
      'Social media live stream: a musician playing lo-fi covers to 2,318 viewers, with a rose gift and the live timer',
    ],
    [
      'admin',
      'Admin panel',
      'Social media admin panel: daily active users, new posts, live streams and open reports, a growth chart and reported posts',
      'browser',
    ],
  ],
  'social-network': [
    [
      'people',
      'People',
      'Social network people: five members with role, city and mutual connections, each with a Connect button',
    ],
    [
      'community',
      'Community',
      'Social network community feed: a founder announces a seed round and a data scientist shares meet-up slides',
    ],
    [
      'member',
      'Member',
      'Social network member profile: a product designer with connections, groups and events, skills and a Connect button',
    ],
    [
      'events',
      'Events',
      'Social network events: a June calendar with a design meet-up, a founders mixer and a photo walk to RSVP',
    ],
    ['messages', 'Messages', 'Social network messages: two members arrange coffee on Thursday after connecting'],
    [
      'admin',
      'Admin panel',
      'Social network admin panel: members, new sign-ups, groups and events, a growth chart and groups to approve',
      'browser',
    ],
  ],
  'fitness-tracker': [
    [
      'today',
      'Today',
      'Fitness tracker today: move, exercise and steps rings at 84, 71 and 79 percent, with the morning run, yoga, water and sleep',
    ],
    [
      'workouts',
      'Workouts',
      'Fitness tracker workouts: five sessions in the member’s plan with coach, duration and calories, each with Start',
    ],
    [
      'classes',
      'Classes',
      'Fitness tracker class timetable: July with a booked Zumba class and spin and power yoga classes to book',
    ],
    [
      'coach',
      'Coach chat',
      'Fitness tracker coach chat: the coach praises a faster run and swaps tomorrow’s session for core and stretch',
    ],
    [
      'me',
      'Me',
      'Fitness tracker profile: an 18-day streak, 64 workouts and 4.5 kg lost, weekly goal progress and a Renew plan button',
    ],
    [
      'admin',
      'Admin panel',
      'Fitness admin panel: active members, renewals due, classes today and monthly revenue, check-ins and renewals',
      'browser',
    ],
  ],
  education: [
    [
      'schedule',
      'My classes',
      'Education class schedule: an August calendar with a physics live class to join, a maths doubt class and a chemistry test',
    ],
    [
      'courses',
      'My courses',
      'Education courses: a JEE batch 62% complete and physics, chemistry, maths and English with lessons done',
    ],
    [
      'live-class',
      'Live class',
      'Education live class: a physics teacher explaining Newton’s second law to 184 students, with a Raise hand button',
    ],
    [
      'tests',
      'Mock tests',
      'Education mock tests: upcoming JEE and chapter tests to start and completed tests with score and rank to review',
    ],
    ['progress', 'Progress', 'Education progress: a 71% average score, 14 study hours this week and scores by subject'],
    [
      'admin',
      'Admin panel',
      'Education admin panel: students, live classes, fees and attendance, an enrolments chart and today’s live classes',
      'browser',
    ],
  ],
  healthcare: [
    [
      'specialities',
      'Specialities',
      'Healthcare home: online consultations from ₹299 and four specialities with the number of doctors online',
    ],
    [
      'doctors',
      'Doctors',
      'Healthcare doctor list: four doctors with speciality, experience, next free slot and fee, each with a Book button',
    ],
    [
      'booking',
      'Book a slot',
      'Healthcare booking calendar: September with video and clinic slots to book and a follow-up already booked',
    ],
    [
      'consult',
      'Video consultation',
      'Healthcare video consultation: Dr. Anil Gupta giving advice to a patient, with the call timer and call buttons',
    ],
    [
      'records',
      'My health',
      'Healthcare records: a patient’s reports, prescriptions and visits, blood pressure, HbA1c, allergies and medicine',
    ],
    [
      'admin',
      'Admin panel',
      'Healthcare admin panel: appointments, video consults, doctors on duty and billing, a chart and the next appointments',
      'browser',
    ],
  ],
  logistics: [
    [
      'fleet',
      'Fleet today',
      'Logistics fleet dashboard: 1,248 delivered and 312 in transit, deliveries per day and three vehicles with progress',
    ],
    ['shipments', 'Shipments', 'Logistics shipments: four waybills with route, status and expected delivery day'],
    [
      'tracking',
      'Live tracking',
      'Logistics live tracking: a van’s route on a map, ETA 3:40 pm, the driver’s card and a Share tracking link button',
    ],
    [
      'pickups',
      'Pickups',
      'Logistics pickup schedule: an October calendar with two assigned warehouse pickups and one open pickup to assign',
    ],
    [
      'driver',
      'Driver',
      'Logistics driver profile: trips, on-time rate and rating, vehicle, drops done today, cash collected and shift',
    ],
    [
      'admin',
      'Admin panel',
      'Logistics admin panel: shipments, deliveries, on-time rate and cash on delivery pending, a chart and delayed shipments',
      'browser',
    ],
  ],
  'job-portal': [
    [
      'home',
      'Hiring now',
      'Job portal home: companies hiring now, with a backend engineering opening and a walk-in drive, applicants and salary',
    ],
    [
      'jobs',
      'Jobs for you',
      'Job portal matching jobs: four Flutter and mobile roles with company, city, experience, match and salary, each with Apply',
    ],
    [
      'profile',
      'My profile',
      'Job portal candidate profile: profile views, applications and shortlists, experience, skills, expected salary and notice',
    ],
    [
      'interviews',
      'Interviews',
      'Job portal interviews: a November calendar with two confirmed interviews and a technical test to accept',
    ],
    [
      'applicants',
      'Applicants',
      'Job portal employer dashboard: 86 new applicants, applications per day and the best-matching candidates',
    ],
    [
      'admin',
      'Admin panel',
      'Job portal admin panel: live jobs, applications, employers and plan revenue, a chart and jobs to approve',
      'browser',
    ],
  ],
}

/** Every screen of every product, by product and screen id. */
export const productScreens: Readonly<Record<ProductId, Readonly<Record<string, ProductScreen>>>> = Object.fromEntries(
  Object.entries(entries).map(([product, list]) => [
    product,
    Object.fromEntries(
      list.map(([id, caption, alt, frame = 'phone']) => [
        id,
        { product: product as ProductId, id, frame, caption, alt },
      ]),
    ),
  ]),
) as Record<ProductId, Record<string, ProductScreen>>

/** One screen by product and id; a missing screen is a content error caught at start-up and in tests. */
export function screenRef(product: ProductId, id: string): ProductScreen {
  const screen = productScreens[product][id]
  if (!screen) throw new Error(`No screen ${id} for ${product}`)
  return screen
}

/**
 * A launched project's own screen, for a project whose product's screens do not tell its story:
 * its words are under the project's id in screen-content.ts (projectScreenContent), drawn on its
 * product's phone in the client's name and colour.
 */
export function projectScreen(project: string, product: ProductId, caption: string, alt: string): ProductScreen {
  return { product, id: project, frame: 'phone', caption, alt }
}

/** What each product shows where: the card picture, the four gallery screens and its admin panel. */
export const productGallery: Readonly<Record<ProductId, { cover: string; screens: readonly string[]; panel: string }>> =
  {
    astroway: { cover: 'astrologers', screens: ['chat', 'video-call', 'kundli', 'earnings'], panel: 'admin' },
    chitchat: { cover: 'experts', screens: ['chat', 'booking', 'video-call', 'earnings'], panel: 'admin' },
    'food-delivery': { cover: 'home', screens: ['menu', 'cart', 'tracking', 'orders'], panel: 'admin' },
    'e-commerce': { cover: 'shop', screens: ['home', 'cart', 'orders', 'seller'], panel: 'admin' },
    'ride-sharing': { cover: 'book', screens: ['rides', 'driver', 'trip', 'earnings'], panel: 'admin' },
    'real-estate': { cover: 'listing', screens: ['home', 'search', 'visit', 'leads'], panel: 'admin' },
    'social-media': { cover: 'feed', screens: ['explore', 'messages', 'creator', 'live'], panel: 'admin' },
    'social-network': { cover: 'people', screens: ['community', 'member', 'events', 'messages'], panel: 'admin' },
    'fitness-tracker': { cover: 'today', screens: ['workouts', 'classes', 'coach', 'me'], panel: 'admin' },
    education: { cover: 'courses', screens: ['schedule', 'live-class', 'tests', 'progress'], panel: 'admin' },
    healthcare: { cover: 'doctors', screens: ['specialities', 'booking', 'consult', 'records'], panel: 'admin' },
    logistics: { cover: 'tracking', screens: ['fleet', 'shipments', 'pickups', 'driver'], panel: 'admin' },
    'job-portal': { cover: 'jobs', screens: ['home', 'profile', 'interviews', 'applicants'], panel: 'admin' },
  }

export function galleryOf(product: ProductId): {
  cover: ProductScreen
  screens: ProductScreen[]
  panel: ProductScreen
} {
  const gallery = productGallery[product]
  return {
    cover: screenRef(product, gallery.cover),
    screens: gallery.screens.map((id) => screenRef(product, id)),
    panel: screenRef(product, gallery.panel),
  }
}
