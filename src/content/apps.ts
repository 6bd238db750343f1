/**
 * The long content of the app pages that are quoted per project (/apps/{id} without catalogue
 * pricing), and the /apps panel copy of every showcased product. Names, colours, screens and
 * where each product is shown live in the registry (src/content/products.ts). Data only.
 */
import { findCatalogueEntry } from './catalogue'
import type { ProductId } from '~/domain/product'
import type { ProductFeature, ProductProfile } from './product-schema'

/* ------------------------------------------------------------------------------------------ */
/* Detail pages of apps that are quoted per project (no catalogue pricing)                    */
/* ------------------------------------------------------------------------------------------ */

const timelineFaq = {
  question: 'How long does a launch take?',
  answer:
    'Our ready-made apps usually launch in 2-4 weeks. After a short scoping call we send a written plan with the exact timeline for your branding, content and any extra features.',
}

const brandFaq = {
  question: 'Will the app carry my brand?',
  answer:
    'Yes. Your name, logo and colours appear on every screen, and we publish the apps to Google Play and the App Store under your own developer accounts.',
}

export const appProfiles: ProductProfile[] = [
  {
    id: 'social-network',
    name: 'Social Network',
    title: 'Social Network App',
    category: 'Social & Community',
    tagline: 'Profiles, connections, groups and events for a members’ community you run.',
    description:
      'Launch a private social network for your members, alumni or industry: profiles, connections, groups, events and messaging, all under your own brand.',
    longDescription: [
      'Associations, alumni networks and industry bodies often run their community on a patchwork of chat groups and spreadsheets. The Social Network App brings members, conversations and events into one branded app that you control.',
      'Members build profiles, connect with each other, join groups and reply to event invitations; admins approve members, post announcements and see who is active. Where our Social Media App is built around a public content feed, this one is built around people and relationships.',
    ],
    color: '#364fc7',
    logo: { icon: 'users-group', alt: 'Social Network App logo' },
    features: [
      {
        title: 'Member profiles',
        description: 'Rich profiles with role, organisation, skills and interests, searchable by other members.',
        icon: 'users',
      },
      {
        title: 'Connections',
        description: 'Members send connection requests and grow their own network inside your community.',
        icon: 'users-group',
      },
      {
        title: 'Groups and discussions',
        description: 'Topic and city groups with threads, polls and pinned announcements.',
        icon: 'messages',
      },
      {
        title: 'Events and RSVPs',
        description: 'Publish meet-ups and webinars, collect RSVPs and send reminders the day before.',
        icon: 'calendar',
      },
      {
        title: 'Direct messages',
        description: 'Private one-to-one and group chats with photos and documents.',
        icon: 'message',
      },
      {
        title: 'Member approval',
        description: 'Open or invite-only sign-up, with admin approval and verified badges for members.',
        icon: 'shield-check',
      },
    ],
    // @confirm tech-stack: the frameworks and services this product really ships with.
    techStack: {
      frontend: ['Flutter (Android and iOS)', 'React web app'],
      backend: ['Node.js', 'MySQL', 'WebSockets for chat'],
      infrastructure: ['AWS or DigitalOcean', 'Firebase Cloud Messaging', 'SSL and daily backups'],
    },
    audiences: ['Alumni networks', 'Industry associations', 'Member clubs', 'Company communities'],
    faqs: [
      timelineFaq,
      {
        question: 'Can the network be private?',
        answer:
          'Yes. You choose open sign-up, approval by an admin or invitation only, and you decide which groups and profiles non-members can see.',
      },
      {
        question: 'How is it different from the Social Media App?',
        answer:
          'The Social Media App is built for a public feed of posts, stories and live video. The Social Network App is built for members who know each other: profiles, connections, groups and events.',
      },
      brandFaq,
    ],
  },
  {
    id: 'education',
    name: 'Education',
    title: 'Education App',
    category: 'Education',
    tagline: 'Courses, live classes and tests for coaching institutes, schools and educators.',
    description:
      'A white-label learning app for coaching institutes and educators: recorded courses, live classes, tests, doubt chat and fee payments under your own brand.',
    longDescription: [
      'Students now expect to learn on their phone between classes, and institutes that offer it keep them longer. The Education App gives your institute its own learning app, so your courses are not listed next to your competitors’ on someone else’s platform.',
      'Teachers upload recorded lessons, run live classes and publish tests; students learn at their own pace, ask doubts in chat and see their progress. Parents and your staff see attendance, scores and fee status in one place.',
    ],
    color: '#5f3dc4',
    logo: { icon: 'school', alt: 'Education App logo' },
    features: [
      {
        title: 'Recorded courses',
        description: 'Video lessons, notes and PDFs organised by course, chapter and batch, with offline viewing.',
        icon: 'book',
      },
      {
        title: 'Live classes',
        description: 'Teach live with screen sharing and chat; recordings are saved to the course afterwards.',
        icon: 'video',
      },
      {
        title: 'Tests and quizzes',
        description: 'Timed mock tests with instant results, rankings and answer explanations.',
        icon: 'clipboard-check',
      },
      {
        title: 'Doubt chat',
        description: 'Students ask questions with a photo of the problem; teachers answer in the app.',
        icon: 'messages',
      },
      {
        title: 'Progress reports',
        description: 'Attendance, scores and course completion for every student, shared with parents.',
        icon: 'chart-bar',
      },
      {
        title: 'Fees and certificates',
        description: 'Collect course fees online and issue certificates automatically when a course is completed.',
        icon: 'certificate',
      },
    ],
    // @confirm tech-stack: the frameworks and services this product really ships with.
    techStack: {
      frontend: ['Flutter (Android and iOS)', 'React web app'],
      backend: ['Laravel (PHP 8)', 'MySQL', 'REST API'],
      infrastructure: ['AWS S3 and CloudFront for video', 'Agora or WebRTC live classes', 'Razorpay, Stripe or PayPal'],
    },
    audiences: ['Coaching institutes', 'Schools', 'Independent educators', 'Skill academies'],
    faqs: [
      timelineFaq,
      {
        question: 'Can students watch lessons offline?',
        answer:
          'Yes. Students can download lessons inside the app to watch without data; downloads cannot be copied out of the app.',
      },
      {
        question: 'Can I sell courses to students outside my institute?',
        answer:
          'Yes. Publish any course as paid, set its price and let new students buy it in the app; the fee goes to your own payment gateway account.',
      },
      brandFaq,
    ],
  },
  {
    id: 'healthcare',
    name: 'Healthcare',
    title: 'Healthcare App',
    category: 'Healthcare',
    tagline: 'Doctor discovery, appointments and video consultations for clinics and hospitals.',
    description:
      'A white-label healthcare app for clinics, hospitals and doctor networks: appointments, video consultations, e-prescriptions and patient records in one place.',
    longDescription: [
      'Patients want to find the right doctor, book a time and, when they can, consult from home. The Healthcare App gives your clinic, hospital or doctor network its own app for exactly that, with your brand on every screen.',
      'Patients search by speciality, book an in-clinic or video appointment and pay in advance. Doctors manage their schedule, consult by video and write prescriptions the patient receives in the app. Your front desk sees the day’s bookings and payments on one dashboard.',
    ],
    color: '#087f5b',
    logo: { icon: 'stethoscope', alt: 'Healthcare App logo' },
    features: [
      {
        title: 'Find a doctor',
        description: 'Search by speciality, language, fee and availability, with profiles and patient reviews.',
        icon: 'search',
      },
      {
        title: 'Appointment booking',
        description: 'Patients book in-clinic or video slots; doctors set their hours, breaks and leave.',
        icon: 'calendar',
      },
      {
        title: 'Video consultations',
        description: 'Secure video calls inside the app, with the patient’s history open beside the call.',
        icon: 'video',
      },
      {
        title: 'E-prescriptions',
        description: 'Doctors write prescriptions from templates; patients receive them as a PDF in the app.',
        icon: 'file-text',
      },
      {
        title: 'Patient records',
        description: 'Reports, prescriptions and visit notes in one timeline, visible to the patient and their doctor.',
        icon: 'heartbeat',
      },
      {
        title: 'Payments and reminders',
        description: 'Advance payment for bookings and automatic reminders that cut no-shows.',
        icon: 'bell',
      },
    ],
    // @confirm tech-stack: the frameworks and services this product really ships with.
    techStack: {
      frontend: ['Flutter (Android and iOS)', 'React clinic dashboard'],
      backend: ['Laravel (PHP 8)', 'MySQL', 'REST API'],
      infrastructure: ['Servers in the region you choose', 'Agora or WebRTC video', 'SSL and encrypted backups'],
    },
    audiences: ['Clinics', 'Hospitals', 'Doctor networks', 'Diagnostic labs'],
    faqs: [
      timelineFaq,
      {
        question: 'Who can see patient records?',
        answer:
          'Only the patient and the doctors treating them, plus staff roles you allow. Records are sent over SSL and stored on servers in the region you choose.',
      },
      {
        question: 'Can one app serve several clinics?',
        answer:
          'Yes. Each clinic or branch has its own doctors, hours and fees, and you see all of them from one admin panel.',
      },
      brandFaq,
    ],
  },
  {
    id: 'logistics',
    name: 'Logistics',
    title: 'Logistics App',
    category: 'Logistics',
    tagline: 'Bookings, fleet tracking and proof of delivery for couriers and transporters.',
    description:
      'A white-label logistics app for couriers, transporters and 3PLs: shipment booking, live fleet tracking, driver app, proof of delivery and billing.',
    longDescription: [
      'Customers ask “where is my shipment?” many times a day, and every call costs your team time. The Logistics App answers it for them, and gives your drivers and dispatchers one tool instead of phone calls and paper slips.',
      'Customers book pickups and track shipments live. Drivers get their route for the day, capture a photo and signature at delivery and record cash collected. Dispatchers see the whole fleet on a map, and invoices are created from completed trips.',
    ],
    color: '#8d5524',
    logo: { icon: 'truck-delivery', alt: 'Logistics App logo' },
    features: [
      {
        title: 'Shipment booking',
        description: 'Customers book pickups with parcel size, weight and addresses and get an instant quote.',
        icon: 'package',
      },
      {
        title: 'Live fleet tracking',
        description: 'Every vehicle on one map, with live status for each shipment it carries.',
        icon: 'map-pin',
      },
      {
        title: 'Driver app',
        description: 'The day’s pickups and drops in order, turn-by-turn navigation and one-tap status updates.',
        icon: 'steering-wheel',
      },
      {
        title: 'Route planning',
        description: 'Stops ordered to save distance and time, re-planned when a new pickup comes in.',
        icon: 'route',
      },
      {
        title: 'Proof of delivery',
        description: 'Photo, signature or OTP at the doorstep, stored with the shipment for disputes.',
        icon: 'clipboard-check',
      },
      {
        title: 'Billing and invoices',
        description: 'Invoices from completed trips, cash-on-delivery reconciliation and customer statements.',
        icon: 'receipt',
      },
    ],
    // @confirm tech-stack: the frameworks and services this product really ships with.
    techStack: {
      frontend: ['Flutter (Android and iOS)', 'React dispatch dashboard', 'Google Maps SDK'],
      backend: ['Node.js real-time service', 'MySQL', 'REST API'],
      infrastructure: ['AWS or DigitalOcean', 'Google Maps Platform', 'SMS and WhatsApp notifications'],
    },
    audiences: ['Courier companies', 'Transporters', '3PL warehouses', 'Hyperlocal delivery'],
    faqs: [
      timelineFaq,
      {
        question: 'Can it connect to my existing ERP or accounting software?',
        answer:
          'Yes. Shipments, trips and invoices are available through a REST API, and we build the connection to your ERP or accounting software as part of the project.',
      },
      {
        question: 'Does the driver app work with a weak network?',
        answer:
          'Yes. Drivers can keep updating deliveries without a connection; the app sends the updates as soon as the network is back.',
      },
      brandFaq,
    ],
  },
  {
    id: 'job-portal',
    name: 'Job Portal',
    title: 'Job Portal App',
    category: 'Recruitment',
    tagline: 'Job listings, applications and interviews for recruiters and hiring platforms.',
    description:
      'A white-label job portal for recruitment agencies and hiring platforms: job listings, candidate profiles, applications, interview scheduling and employer plans.',
    longDescription: [
      'General job boards bury niche roles and charge employers more every year. A job portal of your own lets a recruitment agency, a staffing firm or an industry job board own its candidates and its employer relationships.',
      'Candidates build a profile once, get job alerts and apply in one tap. Employers post jobs, shortlist applicants and schedule interviews; you earn from paid job posts and featured listings.',
    ],
    color: '#1c6e8c',
    logo: { icon: 'briefcase', alt: 'Job Portal App logo' },
    features: [
      {
        title: 'Job search and alerts',
        description: 'Search by role, skills, salary and location, and get notified when a matching job is posted.',
        icon: 'search',
      },
      {
        title: 'Candidate profiles and CVs',
        description: 'Candidates build a profile once, upload a CV and apply to any job in one tap.',
        icon: 'file-cv',
      },
      {
        title: 'Employer dashboard',
        description: 'Post jobs, screen applicants with filters and move them through your hiring stages.',
        icon: 'layout-dashboard',
      },
      {
        title: 'Interview scheduling',
        description: 'Employers offer slots, candidates pick one and both get reminders.',
        icon: 'calendar',
      },
      {
        title: 'Recruiter chat',
        description: 'Recruiters and candidates talk in the app, without sharing personal numbers.',
        icon: 'messages',
      },
      {
        title: 'Paid job posts',
        description: 'Sell job posts, featured listings and CV-database access to employers.',
        icon: 'credit-card',
      },
    ],
    // @confirm tech-stack: the frameworks and services this product really ships with.
    techStack: {
      frontend: ['Flutter (Android and iOS)', 'React job board website'],
      backend: ['Laravel (PHP 8)', 'MySQL', 'Full-text job search'],
      infrastructure: ['AWS or DigitalOcean', 'Razorpay, Stripe or PayPal', 'E-mail and push notifications'],
    },
    audiences: ['Recruitment agencies', 'Niche job boards', 'Staffing firms', 'Placement cells'],
    faqs: [
      timelineFaq,
      {
        question: 'How do I earn from the portal?',
        answer:
          'Charge employers for job posts, featured listings or access to the CV database, or offer monthly employer plans. Payments go to your own gateway account.',
      },
      {
        question: 'Can I import jobs and candidates I already have?',
        answer:
          'Yes. Send us a spreadsheet export and we import jobs, employers and candidate profiles during the launch.',
      },
      brandFaq,
    ],
  },
  {
    id: 'fitness-tracker',
    name: 'Fitness Tracker',
    title: 'Fitness Tracker App',
    category: 'Health & Fitness',
    tagline: 'Workouts, plans, progress tracking and coaching for gyms, trainers and studios.',
    description:
      'A white-label fitness app for gyms, trainers and studios: workout plans, activity tracking, progress charts, class booking, coach chat and memberships.',
    longDescription: [
      'Members who track their progress stay longer, and members who only see you at the front desk leave quietly. The Fitness Tracker App keeps your gym, studio or coaching business in your members’ pockets every day.',
      'Members follow workout plans, log activity, book classes and see their progress in charts. Coaches assign plans, check in by chat and run challenges; you sell memberships and personal training in the app.',
    ],
    color: '#c2255c',
    logo: { icon: 'run', alt: 'Fitness Tracker App logo' },
    features: [
      {
        title: 'Workout plans',
        description: 'Coach-built plans with exercise videos, sets, reps and rest timers.',
        icon: 'run',
      },
      {
        title: 'Activity tracking',
        description: 'Steps, workouts and heart rate from the phone or a connected wearable.',
        icon: 'heartbeat',
      },
      {
        title: 'Progress charts',
        description: 'Weight, measurements and personal bests over time, so members see their results.',
        icon: 'chart-bar',
      },
      {
        title: 'Class booking',
        description: 'Members book classes and personal training slots, and join the waitlist when a class is full.',
        icon: 'calendar',
      },
      {
        title: 'Coach chat',
        description: 'Members message their coach, share progress photos and get feedback on their form.',
        icon: 'messages',
      },
      {
        title: 'Challenges',
        description: 'Monthly challenges and leaderboards that keep members coming back.',
        icon: 'trophy',
      },
      {
        title: 'Memberships and payments',
        description: 'Sell memberships, class packs and personal training with automatic renewal reminders.',
        icon: 'credit-card',
      },
    ],
    // @confirm tech-stack: the frameworks and services this product really ships with.
    techStack: {
      frontend: ['Flutter (Android and iOS)', 'Apple Health and Google Fit', 'React coach dashboard'],
      backend: ['Laravel (PHP 8)', 'MySQL', 'REST API'],
      infrastructure: ['AWS or DigitalOcean', 'Razorpay, Stripe or PayPal', 'Firebase Cloud Messaging'],
    },
    audiences: ['Gyms and studios', 'Personal trainers', 'Yoga teachers', 'Corporate wellness'],
    faqs: [
      timelineFaq,
      {
        question: 'Does it work with smartwatches?',
        answer:
          'Yes. The app reads steps, workouts and heart rate from Apple Health and Google Fit, so members’ watches and bands feed it automatically.',
      },
      {
        question: 'Can I run several branches?',
        answer:
          'Yes. Each branch has its own classes, coaches and timetable, and members can book at any branch they belong to.',
      },
      brandFaq,
    ],
  },
]

export function findAppProfile(id: string): ProductProfile | undefined {
  return appProfiles.find((profile) => profile.id === id)
}

/* ------------------------------------------------------------------------------------------ */
/* What the /apps panel shows besides the registry's name, description and screens            */
/* ------------------------------------------------------------------------------------------ */

export interface ShowcaseDetails {
  features: ProductFeature[]
  techStack: string[]
}

/** The two star products have their own pages, so their /apps panel copy is written here. */
const starShowcase: Partial<Record<ProductId, ShowcaseDetails>> = {
  astroway: {
    features: [
      {
        title: 'Chat, call and video',
        description: 'Customers consult astrologers by chat, voice or video call, billed per minute from their wallet.',
        icon: 'messages',
      },
      {
        title: 'Four products in one',
        description: 'Customer app, astrologer app, website and admin panel, all carrying your brand.',
        icon: 'device-mobile',
      },
      {
        title: 'Wallet and recharges',
        description: 'Customers top up with UPI, cards or wallets; astrologer payouts are worked out automatically.',
        icon: 'wallet',
      },
      {
        title: 'Kundli and horoscopes',
        description: 'Free kundli, daily horoscopes and matchmaking bring visitors back every day.',
        icon: 'moon-stars',
      },
      {
        title: 'Astrologer management',
        description: 'Onboard astrologers, set their rates and availability and see their ratings and earnings.',
        icon: 'users',
      },
      {
        title: '100+ features',
        description: 'Reviews, offers, notifications, reports and more, ready on the day you launch.',
        icon: 'sparkles',
      },
    ],
    techStack: [
      'Flutter (Android and iOS)',
      'React website',
      'Laravel (PHP 8)',
      'MySQL',
      'Agora voice and video',
      'Firebase Cloud Messaging',
      'Razorpay, Stripe or PayPal',
    ],
  },
  chitchat: {
    features: [
      {
        title: 'Chat, voice and video',
        description: 'Experts and clients meet in secure chat, voice or video sessions inside your app.',
        icon: 'video',
      },
      {
        title: 'Appointments',
        description: 'Clients book a slot from each expert’s calendar and get reminders before it starts.',
        icon: 'calendar',
      },
      {
        title: 'Per-session or per-minute pricing',
        description: 'Charge per session, per minute or by package, paid from an in-app wallet.',
        icon: 'wallet',
      },
      {
        title: 'Expert profiles',
        description: 'Profiles with specialities, languages, reviews and live availability.',
        icon: 'users',
      },
      {
        title: 'Commissions and payouts',
        description: 'Set your commission per expert or category; payouts are calculated in the admin panel.',
        icon: 'chart-bar',
      },
      {
        title: 'Made for your industry',
        description: 'Doctor, psychology, dating, legal, astrology or a custom set-up for your field.',
        icon: 'adjustments',
      },
    ],
    techStack: [
      'Flutter (Android and iOS)',
      'React website and admin',
      'Node.js',
      'MySQL',
      'WebRTC or Agora video',
      'Firebase Cloud Messaging',
      'Razorpay, Stripe or PayPal',
    ],
  },
}

/** Features and technology of a product for its /apps panel. */
export function showcaseDetails(id: ProductId): ShowcaseDetails {
  const star = starShowcase[id]
  if (star) return star
  const profile = findCatalogueEntry(id) ?? findAppProfile(id)
  if (!profile) throw new Error(`No showcase details for ${id}`)
  const { frontend, backend, infrastructure } = profile.techStack
  return { features: profile.features, techStack: [...frontend, ...backend, ...infrastructure] }
}
