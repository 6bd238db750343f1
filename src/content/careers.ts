import { siteConfig } from '#app-config'
import { mailboxes } from './contact-page'

/** The careers page: why join, benefits, hiring process and openings by team. Data only. */
import type { CareerTeamId } from './careers-ids'
export { careerTeamIds, type CareerTeamId } from './careers-ids'

export type CareersIcon =
  | 'rocket'
  | 'users'
  | 'school'
  | 'world'
  | 'heart'
  | 'clock'
  | 'device-laptop'
  | 'beach'
  | 'coin'
  | 'book'
  | 'home'
  | 'confetti'
  | 'send'
  | 'phone'
  | 'code'
  | 'messages'
  | 'check'

export interface JobPosition {
  id: string
  title: string
  location: string
  type: 'Full-time' | 'Part-time' | 'Internship' | 'Contract'
  experience: string
  description: string
  requirements: string[]
  /** When the opening was published and until when it is open (ISO dates, for JobPosting data). */
  datePosted: string
  validThrough: string
}

export interface CareerTeam {
  id: CareerTeamId
  label: string
  description: string
  positions: JobPosition[]
}

export interface IconPoint {
  icon: CareersIcon
  title: string
  description: string
}

export interface HiringStep {
  title: string
  description: string
  duration: string
  icon: CareersIcon
}

export const careersEmail = mailboxes.careers

/** A mailto: link that opens an application e-mail for one position. */
export function applyHref(position: Pick<JobPosition, 'title'>): string {
  const subject = `Application: ${position.title}`
  const body = 'Hello,\n\nPlease find my CV attached. A few lines about me and why this role:\n\n'
  return `mailto:${careersEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

export const careersContent = {
  hero: {
    eyebrow: `Careers at ${siteConfig.brand}`,
    title: 'Build apps that real businesses launch every month',
    description:
      'We are a product team in Indore building white-label apps for astrology, consultations, food delivery, e-commerce and ride sharing, used by businesses in India and abroad. Join us to ship work that goes live in weeks, not years.',
    highlights: ['Small teams, real ownership', 'Hybrid work from Indore', 'Reply to every application'],
  },
  whyJoin: [
    {
      icon: 'rocket',
      title: 'Your work goes live',
      description:
        'Our products launch for a new client every few weeks. What you build this month is used by thousands of people next month.',
    },
    {
      icon: 'users',
      title: 'Small teams, clear ownership',
      description:
        'Product squads of four to six people own a product end to end: apps, backend, admin panel and the client relationship.',
    },
    {
      icon: 'school',
      title: 'Learn from the whole stack',
      description:
        'Mobile, web, payments, real-time chat and video, maps, cloud hosting: you see how a complete product business works.',
    },
    {
      icon: 'world',
      title: 'Clients in India and abroad',
      description:
        'Work with founders from Indian cities and from overseas markets, and learn how products adapt to each of them.',
    },
  ] satisfies IconPoint[],
  // @confirm benefit: each benefit must match the current employment terms.
  benefits: [
    {
      icon: 'heart',
      title: 'Health insurance',
      description: 'Medical cover for you, your spouse, children and parents from day one.',
    },
    {
      icon: 'clock',
      title: 'Flexible hours',
      description: 'Core hours from 11am to 4pm IST; plan the rest of your day around your life.',
    },
    {
      icon: 'home',
      title: 'Hybrid work',
      description: 'Three days a week in our Indore office, two from home. Some roles are fully remote.',
    },
    {
      icon: 'device-laptop',
      title: 'Equipment you choose',
      description: 'A new laptop and a second monitor, set up the way you like to work.',
    },
    {
      icon: 'book',
      title: 'Learning budget',
      description: 'A yearly budget for courses, books and conferences, plus paid time to use it.',
    },
    {
      icon: 'beach',
      title: 'Generous leave',
      description: '24 days of paid leave a year plus public holidays and your birthday off.',
    },
    {
      icon: 'coin',
      title: 'Performance bonus',
      description: 'A yearly bonus tied to product launches and client satisfaction, paid to the whole team.',
    },
    {
      icon: 'confetti',
      title: 'Team time',
      description: 'Launch celebrations, quarterly outings and a yearly offsite.',
    },
  ] satisfies IconPoint[],
  hiringSteps: [
    {
      icon: 'send',
      title: 'Apply',
      duration: '5 minutes',
      description:
        'Send your CV and a few lines about why the role interests you. A person reads every application and replies within a week.',
    },
    {
      icon: 'phone',
      title: 'Introductory call',
      duration: '30 minutes',
      description:
        'A conversation with the hiring manager about your experience, the role and what you want from your next job.',
    },
    {
      icon: 'code',
      title: 'Practical task',
      duration: 'Up to 3 hours',
      description:
        'A small, realistic task from our daily work, done at home in your own time. We never ask for unpaid production work.',
    },
    {
      icon: 'messages',
      title: 'Team interview',
      duration: '60-90 minutes',
      description:
        'Walk us through your task and meet the people you would work with. Ask us anything about how we work.',
    },
    {
      icon: 'check',
      title: 'Offer',
      duration: 'Within 48 hours',
      description:
        'We decide quickly and send a written offer with salary, benefits and a start date, or honest feedback if it is not a fit.',
    },
  ] satisfies HiringStep[],
  // @confirm job: every opening must be open and approved by HR before launch.
  teams: [
    {
      id: 'tech',
      label: 'Tech',
      description: 'Engineers, designers and testers who build and ship our products.',
      positions: [
        {
          id: 'flutter-developer',
          title: 'Senior Flutter Developer',
          location: 'Indore (hybrid)',
          type: 'Full-time',
          datePosted: '2026-10-01',
          validThrough: '2027-03-31',
          experience: '3+ years',
          description:
            'Own the customer and partner apps of one of our products: new features, performance, release builds and store submissions for Android and iOS.',
          requirements: [
            '3+ years of Flutter and Dart with apps live on Google Play and the App Store',
            'State management (Bloc, Riverpod or Provider) and clean, testable code',
            'REST APIs, push notifications, maps and payment SDKs',
            'Experience with real-time chat or video calling is a strong plus',
          ],
        },
        {
          id: 'laravel-developer',
          title: 'Backend Developer (PHP / Laravel)',
          location: 'Indore (hybrid)',
          type: 'Full-time',
          datePosted: '2026-10-01',
          validThrough: '2027-03-31',
          experience: '2+ years',
          description:
            'Design and build the APIs and admin panels behind our apps: bookings, wallets, commissions, payouts and reports for thousands of daily users.',
          requirements: [
            '2+ years of PHP 8 and Laravel in production',
            'MySQL schema design, indexing and query tuning',
            'REST API design, authentication and payment gateway webhooks',
            'Comfortable on a Linux server: Nginx, queues, cron and logs',
          ],
        },
        {
          id: 'qa-engineer',
          title: 'QA Engineer',
          location: 'Indore (on-site)',
          type: 'Full-time',
          datePosted: '2026-10-15',
          validThrough: '2027-03-31',
          experience: '1-3 years',
          description:
            'Make every launch boring in the best way: plan test cases, test apps on real devices, automate the critical journeys and sign off releases.',
          requirements: [
            'Manual testing of mobile apps and web admin panels',
            'Writing clear bug reports and test plans',
            'Some automation experience (Appium, Playwright or similar)',
            'An eye for detail and a calm approach to release days',
          ],
        },
        {
          id: 'ui-ux-designer',
          title: 'UI/UX Designer',
          location: 'Remote (India)',
          type: 'Full-time',
          datePosted: '2026-11-01',
          validThrough: '2027-04-30',
          experience: '2+ years',
          description:
            'Design product screens and white-label themes that look right in every client brand, and keep our design system consistent across apps.',
          requirements: [
            'A portfolio of shipped mobile app designs',
            'Figma, components and auto-layout at a professional level',
            'Understanding of accessibility, contrast and touch targets',
            'Able to explain design decisions to developers and clients',
          ],
        },
      ],
    },
    {
      id: 'business',
      label: 'Business',
      description: 'The people who help founders choose, launch and grow with our products.',
      positions: [
        {
          id: 'business-development-executive',
          title: 'Business Development Executive (International)',
          location: 'Indore (hybrid)',
          type: 'Full-time',
          datePosted: '2026-10-01',
          validThrough: '2027-03-31',
          experience: '2+ years',
          description:
            'Reply to enquiries from founders abroad, run product demos over video, prepare proposals and close deals for our ready-made apps.',
          requirements: [
            '2+ years of selling software or IT services to international clients',
            'Excellent spoken and written English',
            'Confident running live product demos',
            'Organised follow-up in a CRM',
          ],
        },
        {
          id: 'inside-sales-executive',
          title: 'Inside Sales Executive (India)',
          location: 'Indore (on-site)',
          type: 'Full-time',
          datePosted: '2026-10-15',
          validThrough: '2027-03-31',
          experience: '1+ year',
          description:
            'Help Indian entrepreneurs choose the right app: qualify leads by phone and WhatsApp, show demos and guide them to a signed order.',
          requirements: [
            '1+ year in inside sales, preferably software or digital services',
            'Fluent Hindi and English',
            'Comfortable with phone calls and video demos',
            'Target-driven and honest with customers',
          ],
        },
        {
          id: 'customer-success-manager',
          title: 'Customer Success Manager',
          location: 'Indore (hybrid)',
          type: 'Full-time',
          datePosted: '2026-11-01',
          validThrough: '2027-04-30',
          experience: '2+ years',
          description:
            'Be the client’s main contact from kick-off to launch and beyond: plan timelines, collect branding, coordinate the team and keep every launch on schedule.',
          requirements: [
            '2+ years in project management or account management for software',
            'Clear, friendly written communication',
            'Able to turn client requests into precise tasks for developers',
            'Familiar with tools such as Jira, Trello or ClickUp',
          ],
        },
        {
          id: 'digital-marketing-intern',
          title: 'Digital Marketing Intern',
          location: 'Remote (India)',
          type: 'Internship',
          datePosted: '2026-11-01',
          validThrough: '2027-02-28',
          experience: 'Final-year students and graduates',
          description:
            'Six months of hands-on marketing: write blog posts and case studies, run social media, and learn SEO and paid campaigns with our marketing lead.',
          requirements: [
            'Strong written English and curiosity about technology businesses',
            'Basic knowledge of SEO and social media platforms',
            'Canva or similar for simple creatives',
            'A monthly stipend and a certificate; a full-time offer for strong performers',
          ],
        },
      ],
    },
  ] satisfies CareerTeam[],
  openApplication: {
    title: 'Don’t see your role?',
    description:
      'We are always glad to hear from people who care about great products. Send your CV and tell us how you would like to contribute.',
  },
}

export function findCareerTeam(id: CareerTeamId): CareerTeam {
  const team = careersContent.teams.find((item) => item.id === id)
  if (!team) throw new Error(`Unknown careers team: ${id}`)
  return team
}
