/**
 * The product catalogue: the five ready-made products with their own pages under /apps/{id}
 * (spec section 3, 'Product catalogue entry'). Prices are rupee strings exactly as the spec gives
 * them; they are shown only through PriceTag. Pictures are mockup descriptors, never URLs.
 */
import type { CatalogueEntry } from './catalogue.schema'

export type { CatalogueEntry, CataloguePricing } from './catalogue.schema'

export const catalogueIds = ['food-delivery', 'real-estate', 'e-commerce', 'ride-sharing', 'social-media'] as const
export type CatalogueId = (typeof catalogueIds)[number]

const customWork = {
  question: 'What if I need features that are not in the product?',
  answer:
    'We build them on top of the ready-made product. Small changes fit into the launch plan; larger custom work is scoped and quoted separately. As a guide, simple custom apps take 2-3 months and complex ones 4-6 months or more.',
}

export const catalogue: CatalogueEntry[] = [
  {
    id: 'food-delivery',
    name: 'Food Delivery',
    title: 'Food Delivery App',
    category: 'Food & Restaurants',
    tagline: 'Customer app, restaurant panel and rider app for a delivery brand you own.',
    description:
      'Launch your own food delivery platform: customer app, restaurant dashboard, rider app and admin panel, white-labelled and deployed in 2-3 weeks.',
    longDescription: [
      'Marketplace commissions eat into every order, and the customer belongs to the marketplace, not to you. A delivery app under your own brand lets a restaurant group, a cloud kitchen or a city-level aggregator keep both the margin and the relationship.',
      'The Food Delivery App is a complete, tested platform. Customers browse menus, pay online or in cash and follow their rider on a live map. Restaurants accept orders and mark dishes sold out from a tablet-friendly dashboard. Riders get pickups near them and see what every trip earned.',
      'We brand it with your name, logo and colours, connect the payment gateway you own and publish the apps to Google Play and the App Store under your accounts. Deployment takes 2-3 weeks.',
    ],
    color: '#c92a2a',
    logo: { icon: 'tools-kitchen', alt: 'Food Delivery App logo' },
    features: [
      {
        title: 'Live order tracking',
        description:
          'Customers follow the rider on a live map from kitchen to doorstep, with a status update at every step.',
        icon: 'map-pin',
      },
      {
        title: 'Restaurant dashboard',
        description:
          'Restaurants accept orders, set preparation times, switch off dishes that sell out and see the day’s sales.',
        icon: 'tools-kitchen',
      },
      {
        title: 'Rider app and dispatch',
        description:
          'Orders go to the nearest free rider, who sees the pickup and drop-off route and the earnings of every trip.',
        icon: 'truck-delivery',
      },
      {
        title: 'Online and cash payments',
        description:
          'UPI, cards, wallets and cash on delivery through your gateway, with a settlement report for each restaurant.',
        icon: 'credit-card',
      },
      {
        title: 'Coupons and referrals',
        description:
          'First-order offers, restaurant-funded discounts and referral rewards, all scheduled from the admin panel.',
        icon: 'discount',
      },
      {
        title: 'Ratings and reviews',
        description:
          'Customers rate the food and the delivery separately, so you know whether to call the kitchen or the rider.',
        icon: 'star',
      },
      {
        title: 'Push notifications',
        description:
          'Order updates, cart reminders and lunch-time campaigns reach customers right on their lock screen.',
        icon: 'bell',
      },
      {
        title: 'Admin analytics',
        description:
          'Orders, revenue, delivery times and best-selling dishes by city, zone and restaurant, ready to export.',
        icon: 'chart-bar',
      },
    ],
    // @confirm tech-stack: the frameworks and services this product really ships with.
    techStack: {
      frontend: ['Flutter (Android and iOS)', 'React web ordering', 'Google Maps SDK'],
      backend: ['Laravel (PHP 8)', 'MySQL', 'REST API', 'Firebase Cloud Messaging'],
      infrastructure: [
        'AWS or DigitalOcean',
        'Cloudflare CDN and SSL',
        'Razorpay, Stripe or PayPal',
        'Automated daily backups',
      ],
    },
    audiences: ['Restaurant chains', 'Cloud kitchens', 'City aggregators', 'Grocery stores'],
    pricing: { setup: '250000', monthly: '350000', enterprise: 'Custom' },
    deployment: '2-3 weeks',
    faqs: [
      {
        question: 'How long does it take to deploy the food delivery app?',
        answer:
          'Deployment takes 2-3 weeks: branding and configuration in the first week, testing with your restaurants and riders in the second, then publishing to the app stores.',
      },
      {
        question: 'Do restaurants and riders get their own apps?',
        answer:
          'Yes. Customers, restaurants and riders each get their own app (the restaurant panel also runs in a browser), and your team manages everything from one admin panel.',
      },
      {
        question: 'Which payment methods are supported?',
        answer:
          'UPI, cards, net banking and wallets through Razorpay in India, Stripe or PayPal abroad, plus cash on delivery. We connect the gateway account you own, so money goes straight to you.',
      },
      {
        question: 'Is the app published under my brand?',
        answer:
          'Yes. Your name, logo and colours appear on every screen, and the apps are published to Google Play and the App Store under your own developer accounts.',
      },
      customWork,
    ],
  },
  {
    id: 'real-estate',
    name: 'Real Estate',
    title: 'Real Estate App',
    category: 'Real Estate',
    tagline: 'Listings, site visits and leads in one app for brokers, builders and portals.',
    description:
      'A white-label real estate app for brokers, builders and portals: listings with map search, site-visit booking, agent chat and a lead CRM, live in 3-4 weeks.',
    longDescription: [
      'Buyers start their property search on a phone, and the agent who answers first usually wins the deal. The Real Estate App puts your listings in their pocket and sends every enquiry straight to the right agent.',
      'Buyers and tenants filter by budget, locality, BHK and possession date, browse photo galleries and walkthrough videos, save searches and book a site visit in two taps. Agents get a lead inbox, chat and a calendar of visits; your admin panel shows which listings and agents convert.',
      'It suits a single brokerage, a builder launching a new project or a portal with hundreds of agents. We brand and launch it in 3-4 weeks, starting with a small setup fee and a low monthly fee.',
    ],
    color: '#862e9c',
    logo: { icon: 'building', alt: 'Real Estate App logo' },
    features: [
      {
        title: 'Smart property search',
        description:
          'Filter by budget, locality, BHK, furnishing and possession date; results update as the buyer changes them.',
        icon: 'filter',
      },
      {
        title: 'Map search',
        description: 'Browse listings on a map, zoom into a neighbourhood and open a property straight from its pin.',
        icon: 'map',
      },
      {
        title: 'Photo and video tours',
        description:
          'Galleries, floor plans and walkthrough videos on every listing, so buyers shortlist before they visit.',
        icon: 'photo',
      },
      {
        title: 'Site-visit booking',
        description: 'Buyers pick a slot, the agent confirms it and both get reminders, so fewer visits are missed.',
        icon: 'calendar',
      },
      {
        title: 'Agent chat',
        description:
          'Buyers message the listing agent in the app, and the conversation stays with your business when an agent leaves.',
        icon: 'messages',
      },
      {
        title: 'EMI calculator',
        description:
          'Buyers estimate the monthly instalment for any listing with the interest rate and tenure they choose.',
        icon: 'calculator',
      },
      {
        title: 'Lead CRM',
        description:
          'Every enquiry lands in a pipeline with its source, agent and status, so no lead waits a day for a call back.',
        icon: 'users',
      },
      {
        title: 'Saved searches and alerts',
        description: 'Buyers get a notification the moment a new listing matches a search they saved.',
        icon: 'bell',
      },
    ],
    // @confirm tech-stack: the frameworks and services this product really ships with.
    techStack: {
      frontend: ['Flutter (Android and iOS)', 'React listing website', 'Google Maps SDK'],
      backend: ['Laravel (PHP 8)', 'MySQL', 'REST API', 'Firebase Cloud Messaging'],
      infrastructure: ['AWS or DigitalOcean', 'Image CDN with compression', 'SSL and daily backups'],
    },
    audiences: ['Brokerages', 'Builders and developers', 'Property portals', 'Rental managers'],
    pricing: { setup: '5,999', monthly: '899', enterprise: 'Custom' },
    deployment: '3-4 weeks',
    faqs: [
      {
        question: 'How long does it take to deploy the real estate app?',
        answer:
          'Deployment takes 3-4 weeks, including importing your current listings, creating agent accounts and publishing the apps under your brand.',
      },
      {
        question: 'Can I import the listings I already have?',
        answer:
          'Yes. Send us a spreadsheet export from your current portal or CRM and we import listings, photos and agents as part of the launch.',
      },
      {
        question: 'Can agents use the app on their own phones?',
        answer:
          'Yes. Agents sign in to the agent app on Android or iOS. You decide what each agent sees and can switch off an account the day someone leaves.',
      },
      {
        question: 'Does it work for rentals as well as sales?',
        answer:
          'Yes. Each listing is marked for sale or rent, and buyers and tenants see the filters that fit: price or monthly rent, possession date or move-in date.',
      },
      customWork,
    ],
  },
  {
    id: 'e-commerce',
    name: 'E-Commerce',
    title: 'E-Commerce Marketplace',
    category: 'Retail & E-Commerce',
    tagline: 'A multi-vendor marketplace with apps, website and seller panel under your brand.',
    description:
      'Run your own multi-vendor marketplace: shopper apps and website, seller panel, payments, shipping and commissions, white-labelled and live in 3-4 weeks.',
    longDescription: [
      'Selling on someone else’s marketplace means their fees, their rules and their customers. The E-Commerce Marketplace gives you the whole platform instead: a store shoppers download, a panel sellers run themselves and an admin panel where you set the commission.',
      'Shoppers browse categories, pick sizes and colours, pay online or in cash and track every parcel. Sellers list products, manage stock and print shipping labels; you approve sellers, moderate reviews and see every payout at a glance.',
      'Start with your own brand’s products and open the doors to other sellers when you are ready. We brand, configure and publish the marketplace in 3-4 weeks.',
    ],
    color: '#1864ab',
    logo: { icon: 'shopping-cart', alt: 'E-Commerce Marketplace logo' },
    features: [
      {
        title: 'Multi-vendor storefronts',
        description:
          'Each seller gets a store page, product listings and their own panel, and you approve who may sell.',
        icon: 'building-store',
      },
      {
        title: 'Catalogue with variants',
        description: 'Sizes, colours, bundles and stock per variant, with bulk upload from a spreadsheet.',
        icon: 'package',
      },
      {
        title: 'Quick checkout',
        description: 'Guest checkout, saved addresses and one-tap reorder keep the path from cart to payment short.',
        icon: 'shopping-cart',
      },
      {
        title: 'Payments and cash on delivery',
        description:
          'UPI, cards, wallets and COD through your gateway, with seller payouts worked out after your commission.',
        icon: 'credit-card',
      },
      {
        title: 'Order tracking',
        description:
          'Shoppers and sellers see every order move from packed to delivered, with your courier’s tracking link.',
        icon: 'truck-delivery',
      },
      {
        title: 'Coupons and campaigns',
        description: 'Flash sales, coupon codes and free-shipping thresholds, scheduled from the admin panel.',
        icon: 'discount',
      },
      {
        title: 'Reviews and ratings',
        description: 'Verified-purchase reviews with photos build trust, and you moderate them before they go live.',
        icon: 'star',
      },
      {
        title: 'Sales analytics',
        description: 'Revenue, best sellers, repeat customers and seller performance on one dashboard.',
        icon: 'chart-bar',
      },
    ],
    // @confirm tech-stack: the frameworks and services this product really ships with.
    techStack: {
      frontend: ['Flutter (Android and iOS)', 'React storefront', 'Progressive web app'],
      backend: ['Laravel (PHP 8)', 'MySQL', 'REST API', 'Full-text product search'],
      infrastructure: [
        'AWS or DigitalOcean',
        'Cloudflare CDN and SSL',
        'Razorpay, Stripe or PayPal',
        'Courier partner integration',
      ],
    },
    audiences: ['D2C brands', 'Multi-vendor marketplaces', 'Wholesalers', 'Retail chains'],
    pricing: { setup: '250000', monthly: '350000', enterprise: 'Custom' },
    deployment: '3-4 weeks',
    faqs: [
      {
        question: 'How long does it take to deploy the e-commerce marketplace?',
        answer:
          'Deployment takes 3-4 weeks: store set-up and branding, importing your catalogue, connecting payments and shipping, testing, then publishing the apps and website.',
      },
      {
        question: 'Can I start as a single brand and add sellers later?',
        answer:
          'Yes. Run it as your own store first; switching on multi-vendor selling later is a setting, not a rebuild, and your products, customers and orders stay as they are.',
      },
      {
        question: 'Do I get a website as well as apps?',
        answer:
          'Yes. Shoppers get Android and iOS apps and a responsive website that share one catalogue, one cart and one account.',
      },
      {
        question: 'How do sellers get paid?',
        answer:
          'Orders are paid to your gateway account. The admin panel works out each seller’s payout after your commission, and you settle on the schedule you choose.',
      },
      customWork,
    ],
  },
  {
    id: 'ride-sharing',
    name: 'Ride Sharing',
    title: 'Ride Sharing App',
    category: 'Transport & Mobility',
    tagline: 'Rider app, driver app and dispatch panel for your taxi, auto or bike-taxi service.',
    description:
      'Launch a ride-hailing service under your brand: rider and driver apps, live tracking, fares, wallet and a dispatch panel, deployed in 4-6 weeks.',
    longDescription: [
      'Whether you run a taxi fleet, an auto-rickshaw network or a bike-taxi service, riders now expect to book, track and pay from their phone. The Ride Sharing App gives your fleet that experience under your own name.',
      'Riders see the fare before they book, follow their driver on the map and share the trip with family. Drivers go online with one tap, accept nearby requests and track their earnings. Your dispatch panel shows every vehicle live and sets fares by city, vehicle type and time of day.',
      'Safety is built in: driver document checks, an OTP to start every trip and an SOS button. Because a launch involves your drivers, vehicles and city fares, deployment takes 4-6 weeks.',
    ],
    color: '#1f7a35',
    logo: { icon: 'car', alt: 'Ride Sharing App logo' },
    features: [
      {
        title: 'Book in seconds',
        description: 'Pickup from GPS, drop-off by search, the fare shown upfront and a choice of car, auto or bike.',
        icon: 'car',
      },
      {
        title: 'Live driver tracking',
        description: 'Riders watch the driver arrive and share the live trip with family or friends.',
        icon: 'map-pin',
      },
      {
        title: 'Driver app',
        description:
          'Drivers go online, accept nearby requests, navigate to the pickup and see their earnings per trip and per day.',
        icon: 'steering-wheel',
      },
      {
        title: 'Fares and peak pricing',
        description:
          'Base fare, per-kilometre and per-minute rates, night charges and peak pricing per city and vehicle type.',
        icon: 'receipt',
      },
      {
        title: 'Wallet and payments',
        description: 'Cash, UPI, cards and an in-app wallet, with the driver’s commission deducted automatically.',
        icon: 'wallet',
      },
      {
        title: 'Safety tools',
        description: 'Driver document checks, a trip OTP, an SOS button and a full history of every ride.',
        icon: 'shield-check',
      },
      {
        title: 'Dispatch panel',
        description: 'Every vehicle on one map, manual ride assignment, driver approval and city zones in one place.',
        icon: 'layout-dashboard',
      },
      {
        title: 'Two-way ratings',
        description: 'Riders and drivers rate each other after every trip, so service quality stays visible.',
        icon: 'star',
      },
    ],
    // @confirm tech-stack: the frameworks and services this product really ships with.
    techStack: {
      frontend: ['Flutter (Android and iOS)', 'Google Maps SDK', 'React dispatch panel'],
      backend: ['Node.js real-time service', 'Laravel (PHP 8)', 'MySQL', 'WebSockets for live location'],
      infrastructure: ['AWS or DigitalOcean', 'Google Maps Platform', 'Razorpay, Stripe or PayPal', 'SMS OTP gateway'],
    },
    audiences: ['Taxi fleets', 'Auto and bike taxis', 'Corporate shuttles', 'Mobility start-ups'],
    pricing: { setup: '250000', monthly: '350000', enterprise: 'Custom' },
    deployment: '4-6 weeks',
    faqs: [
      {
        question: 'How long does it take to deploy the ride sharing app?',
        answer:
          'Deployment takes 4-6 weeks: we set up your cities, vehicle types and fares, onboard your first drivers and test rides end to end before the apps go live.',
      },
      {
        question: 'Do I need my own drivers?',
        answer:
          'Yes. The platform runs your fleet or the drivers you recruit. The driver app handles sign-up, document upload and approval, so onboarding needs no paperwork.',
      },
      {
        question: 'Can I run it in more than one city?',
        answer: 'Yes. Each city gets its own zones, fares and vehicle types, all managed from one admin panel.',
      },
      {
        question: 'How are fares calculated?',
        answer:
          'You set a base fare, per-kilometre and per-minute rates, a minimum fare and optional night or peak charges for each city and vehicle type. Riders always see the estimate before they book.',
      },
      customWork,
    ],
  },
  {
    id: 'social-media',
    name: 'Social Media',
    title: 'Social Media App',
    category: 'Social & Community',
    tagline: 'Feed, stories, messaging and creator tools for the community you want to build.',
    description:
      'Build your own social media app: feed, stories, short videos, messaging, communities and moderation tools, white-labelled and deployed in 5-7 weeks.',
    longDescription: [
      'Communities grow fastest where members can post, react and talk in one place. The Social Media App gives a niche community, a creator network or a regional-language audience its own platform, without the noise of a global feed.',
      'Members share posts, photos and short videos, follow stories, join interest groups and message each other privately. Creators go live and grow their following; your moderators review reports, stop spam and set the community rules from the admin panel.',
      'Social apps need extra care with media storage, moderation and traffic peaks, so we plan deployment at 5-7 weeks. The plan starts with a setup fee and a low monthly fee.',
    ],
    color: '#a61e4d',
    logo: { icon: 'heart', alt: 'Social Media App logo' },
    features: [
      {
        title: 'Home feed',
        description:
          'Posts, photos and short videos ordered by recency and engagement, with likes, comments and shares.',
        icon: 'photo',
      },
      {
        title: 'Stories',
        description: 'Stories with text and stickers that disappear after a day, and show who has seen them.',
        icon: 'sparkles',
      },
      {
        title: 'Private messaging',
        description: 'One-to-one and group chats with photos, voice notes and read receipts.',
        icon: 'messages',
      },
      {
        title: 'Communities',
        description: 'Public and private groups around interests, cities or languages, each with its own admins.',
        icon: 'users-group',
      },
      {
        title: 'Live video',
        description: 'Creators go live to their followers, who join, comment and react in real time.',
        icon: 'video',
      },
      {
        title: 'Creator profiles',
        description: 'Profiles with follower counts, pinned posts and verified badges for trusted accounts.',
        icon: 'trophy',
      },
      {
        title: 'Moderation tools',
        description: 'Report queues, keyword filters, user blocks and content removal, with a record of every action.',
        icon: 'shield-check',
      },
      {
        title: 'Real-time notifications',
        description: 'Likes, comments, follows and mentions arrive as push notifications the moment they happen.',
        icon: 'bell',
      },
    ],
    // @confirm tech-stack: the frameworks and services this product really ships with.
    techStack: {
      frontend: ['Flutter (Android and iOS)', 'React web app', 'Adaptive video streaming'],
      backend: ['Node.js', 'MySQL', 'Redis feed cache', 'WebSockets for chat'],
      infrastructure: ['AWS S3 and CloudFront for media', 'Agora or WebRTC live video', 'Firebase Cloud Messaging'],
    },
    audiences: ['Niche communities', 'Creator networks', 'Regional-language audiences', 'Member clubs'],
    pricing: { setup: '250,000', monthly: '999', enterprise: 'Custom' },
    deployment: '5-7 weeks',
    faqs: [
      {
        question: 'How long does it take to deploy the social media app?',
        answer:
          'Deployment takes 5-7 weeks, because media storage, moderation rules and load testing are set up for the audience you expect before launch.',
      },
      {
        question: 'How do you keep the community safe?',
        answer:
          'Members can report posts and profiles; reports land in a moderation queue with keyword filters, blocks and removals. You write the community rules and decide who moderates.',
      },
      {
        question: 'Where are photos and videos stored?',
        answer:
          'In cloud storage under your own account, delivered through a CDN, so media loads quickly for members everywhere and always belongs to you.',
      },
      {
        question: 'How do members sign in?',
        answer:
          'With a phone number and OTP, with e-mail, or with Google or Apple sign-in: you choose which options to offer.',
      },
      customWork,
    ],
  },
]

export function findCatalogueEntry(id: string): CatalogueEntry | undefined {
  return catalogue.find((entry) => entry.id === id)
}
