import type { PostInput } from '~/domain/post'

/**
 * Sample posts seeded into an empty development database (and into e2e runs), so the blog is
 * never empty while the site is being built. Real, useful articles for the people the site sells
 * to; Editor.js blocks of every kind the renderer supports. One draft shows that unpublished
 * posts stay private.
 */

let counter = 0
const nextId = () => `seed${String(++counter).padStart(4, '0')}`

type Item = string | { content: string; items?: Item[]; checked?: boolean }
const toItems = (items: Item[]): unknown[] =>
  items.map((item) =>
    typeof item === 'string'
      ? { content: item, meta: {}, items: [] }
      : {
          content: item.content,
          meta: item.checked === undefined ? {} : { checked: item.checked },
          items: toItems(item.items ?? []),
        },
  )

const p = (text: string) => ({ id: nextId(), type: 'paragraph', data: { text } })
const h = (text: string, level = 2) => ({ id: nextId(), type: 'header', data: { text, level } })
const ul = (items: Item[]) => ({
  id: nextId(),
  type: 'list',
  data: { style: 'unordered', meta: {}, items: toItems(items) },
})
const ol = (items: Item[]) => ({
  id: nextId(),
  type: 'list',
  data: { style: 'ordered', meta: {}, items: toItems(items) },
})
/** The list tool's checklist style (list v2). */
const checks = (items: Array<[string, boolean]>) => ({
  id: nextId(),
  type: 'list',
  data: {
    style: 'checklist',
    meta: {},
    items: items.map(([content, checked]) => ({ content, meta: { checked }, items: [] })),
  },
})
/** The older checklist tool: { text, checked }. */
const checklist = (items: Array<[string, boolean]>) => ({
  id: nextId(),
  type: 'checklist',
  data: { items: items.map(([text, checked]) => ({ text, checked })) },
})
const quote = (text: string, caption: string) => ({
  id: nextId(),
  type: 'quote',
  data: { text, caption, alignment: 'left' },
})
const image = (url: string, width: number, height: number, caption: string) => ({
  id: nextId(),
  type: 'image',
  data: { file: { url, width, height }, caption, withBorder: false, stretched: false, withBackground: false },
})
const doc = (blocks: unknown[]) => ({ time: Date.UTC(2026, 10, 1), version: '2.31.0', blocks })

export const samplePosts: PostInput[] = [
  {
    title: 'How to Launch Your App Business in 4 Weeks',
    slug: 'how-to-launch-your-app-business-in-4-weeks',
    excerpt:
      'A week-by-week plan for going from idea to a live, branded app on the Play Store and App Store in about a month, and the decisions that make or break the timeline.',
    coverImageUrl: '/blog/covers/launch-in-4-weeks.jpg',
    tags: ['launch', 'strategy'],
    authorName: 'Aarav Mehta',
    status: 'published',
    publishedAt: '2026-11-10T05:30:00.000Z',
    content: doc([
      p(
        'Most app businesses do not fail because the idea is bad. They fail because the first version takes a year, the budget runs out before a single customer pays, and the market has moved on by launch day. A <b>ready-made, white-label product</b> changes that arithmetic: the software already exists and has been tested by other businesses, so your time goes into the things only you can do.',
      ),
      p('Here is the four-week plan we follow with clients, with the decisions that keep it on schedule.'),
      h('Week 1: Decide what you are really launching'),
      p(
        'The first week is about scope, not code. Pick the <i>one</i> customer you will serve first and the one thing they will pay for. Everything else goes on a list for later.',
      ),
      ol([
        {
          content: 'Write down your launch market',
          items: [
            'One city or region to start with',
            'One customer segment (for example, first-time buyers of astrology consultations)',
          ],
        },
        {
          content: 'Choose how you will make money',
          items: [
            'Commission per order or consultation',
            'Subscriptions or prepaid wallets',
            'Listing fees for vendors or experts',
          ],
        },
        'Collect your brand assets: name, logo, colours and the domain you will use',
        'Open your developer accounts (Google Play and Apple) in the name of your company, not a freelancer',
      ]),
      h('Week 2: Brand and configure'),
      p(
        'With a white-label product, branding is configuration rather than development: your logo, colours, app name, store listings and the texts customers see. This is also the week to set up payments, SMS and e-mail providers in your own name, so the revenue and the customer data are yours from day one.',
      ),
      image(
        '/blog/launch-roadmap.webp',
        800,
        520,
        'The four-week launch plan: <b>scope</b>, <b>brand</b>, <b>test</b>, <b>launch</b>.',
      ),
      h('Week 3: Test with real people'),
      p(
        'Invite ten to twenty friendly customers and, if you run a marketplace, five of your first vendors or experts. Watch them use the app. You will learn more in one afternoon of watching than in a month of guessing.',
      ),
      ul([
        'Can a new customer sign up and pay in under two minutes?',
        {
          content: 'Do notifications arrive on both Android and iOS?',
          items: ['Order and booking updates', 'Chat messages when the app is closed'],
        },
        'Does the admin panel show every order, payment and refund?',
      ]),
      h('Week 4: Store review and go live'),
      p(
        'Store review is the one step you do not fully control. Apple usually answers within a couple of days, but a rejection costs you a week. Read the <a href="https://developer.apple.com/app-store/review/guidelines/" rel="noopener noreferrer nofollow">App Store Review Guidelines</a> before you submit, and make sure your privacy policy and account deletion flow are in place.',
      ),
      h('Your launch checklist', 3),
      checklist([
        ['Developer accounts opened in the company name', true],
        ['Payment gateway live, test payment refunded', true],
        ['Privacy policy and terms published on your website', true],
        ['Store listings with screenshots in your brand', false],
        ['Support e-mail and phone number staffed from launch day', false],
      ]),
      quote(
        'We spent six months planning a custom build. With a ready-made platform we were taking paid consultations in <b>three and a half weeks</b>.',
        'Founder of an astrology consultation start-up in Jaipur',
      ),
      h('What usually slows a launch down', 3),
      p(
        'In our experience the delays are rarely technical: a payment gateway waiting for business documents, a logo still being redesigned, or store accounts registered to the wrong person. Start those in week one and four weeks is realistic.',
      ),
      p(
        'Want to see the plan applied to your idea? Write to <a href="mailto:sales@readyapps.dev" rel="noopener noreferrer nofollow">sales@readyapps.dev</a> and we will walk you through a live demo.',
      ),
    ]),
  },
  {
    title: 'Starting an Astrology Consultation Platform: What Actually Drives Revenue',
    slug: 'starting-an-astrology-consultation-platform',
    excerpt:
      'Astrology apps earn from trust, not features. What separates platforms that grow from those that stall: astrologer supply, per-minute pricing, wallets and repeat customers.',
    coverImageUrl: '/blog/covers/astrology-platform.jpg',
    tags: ['astrology', 'monetisation'],
    authorName: 'Priya Sharma',
    status: 'published',
    publishedAt: '2026-10-27T05:30:00.000Z',
    content: doc([
      p(
        'Online astrology has become one of the fastest-growing consultation categories in India, and the diaspora abroad is just as keen. Customers want a trusted astrologer on chat or call <i>right now</i>, and they are willing to pay per minute for it. That makes the business model simple to describe and surprisingly hard to run well.',
      ),
      h('Revenue comes from repeat customers'),
      p(
        'First consultations are expensive to win and cheap to lose. The platforms that grow are the ones where a customer comes back for the same astrologer month after month. Three things drive that: the quality of the astrologers, a smooth first payment, and reminders that feel personal rather than pushy.',
      ),
      h('Astrologer supply is the real product', 3),
      p(
        'Customers judge the platform by the person on the other end. Recruit fewer astrologers and vet them carefully, rather than listing hundreds who rarely come online. Show ratings, languages, experience and specialities (Vedic, tarot, numerology, vastu) so customers can choose with confidence.',
      ),
      ul([
        'Verify identity and run a paid test consultation before approval',
        'Set clear online hours and show live availability',
        {
          content: 'Pay astrologers on time, every week',
          items: ['Transparent commission shown in their own app', 'Automatic payout reports'],
        },
      ]),
      h('Pricing: per minute, with a wallet', 3),
      p(
        'Per-minute pricing works because it feels fair to both sides. A prepaid <b>wallet</b> removes the friction of paying for every session and protects astrologers from unpaid time. Offer a small first-session discount, then let each astrologer set their own rate within limits you control.',
      ),
      quote(
        'Our wallet top-ups doubled after we showed the balance in minutes instead of rupees. Customers think in time, not money.',
        'Operations lead of a consultation platform',
      ),
      h('What your platform needs on day one'),
      checks([
        ['Customer app with chat, voice and video consultations', true],
        ['Astrologer app with availability, earnings and payouts', true],
        ['Wallet, recharge offers and per-minute billing', true],
        ['Kundli (birth chart) generation and matching', true],
        ['Live streaming and group sessions', false],
      ]),
      p(
        'The last item can wait: launch with one-to-one consultations, learn what your customers ask for, then add live sessions once you have regular users. Our <b>Astroway Pro</b> platform ships with a customer app, an astrologer app, a website and an admin panel, so you can launch in 2-4 weeks and spend your effort on recruiting astrologers instead of building software.',
      ),
    ]),
  },
  {
    title: 'White-Label Strategy: Own the Brand, Not the Codebase',
    slug: 'white-label-apps-own-the-brand-not-the-code',
    excerpt:
      'Why successful app businesses treat software as a supply decision and put their money into brand, customers and operations. A practical guide to doing white-label well.',
    coverImageUrl: '/blog/covers/white-label-strategy.jpg',
    tags: ['white-label', 'strategy'],
    authorName: 'Aarav Mehta',
    status: 'published',
    publishedAt: '2026-10-13T05:30:00.000Z',
    content: doc([
      p(
        'Every successful consumer business owns something customers value: a brand they trust, a supply of vendors or experts, a delivery network, a community. Very few of them win because their code is unique. <b>White-label</b> software lets you put your money where the advantage really is.',
      ),
      h('What you should own'),
      ol([
        '<b>The brand:</b> your name, your domain, your store listings and your social accounts',
        '<b>The customer relationship:</b> customer data, payment accounts and support channels in your company name',
        '<b>The operations:</b> how you recruit vendors, set prices and handle complaints',
      ]),
      h('What you can safely buy'),
      p(
        'The software that every business in your category needs: sign-up and login, catalogues, carts, bookings, chat, payments, notifications, admin dashboards. These are solved problems. Paying to build them again from scratch buys you risk, not advantage.',
      ),
      h('Questions to ask any white-label vendor', 3),
      ul([
        { content: 'Do I get the source code?', items: ['With a single-domain licence, can my developers extend it?'] },
        'Are the apps published under my own developer accounts?',
        'Who pays for servers, SMS and maps, and can I move them later?',
        'How long is technical support included, and what does it cover?',
      ]),
      quote(
        'Our customers never ask who wrote the software. They ask whether the order will arrive on time.',
        'Founder of a regional grocery delivery brand',
      ),
      h('Making a white-label product feel like yours', 3),
      p(
        "Branding goes further than a logo. Use your own tone in notifications and e-mails, your own onboarding screens, and your own offers. Small touches such as a welcome message in the customer's language make a shared codebase feel like a product built for your market.",
      ),
      p(
        'Done well, white-label is not a shortcut. It is a decision to compete on what matters, and to be in the market while others are still writing specifications.',
      ),
    ]),
  },
  {
    title: 'Choosing a Food Delivery App: 9 Questions to Ask Before You Buy',
    slug: 'choosing-a-food-delivery-app',
    excerpt:
      'Restaurant groups and delivery start-ups: nine questions that reveal whether a food delivery platform will hold up on a busy Friday night, before you sign anything.',
    coverImageUrl: '/blog/covers/food-delivery-app.jpg',
    tags: ['food-delivery', 'buying-guide'],
    authorName: 'Rohan Iyer',
    status: 'published',
    publishedAt: '2026-09-29T05:30:00.000Z',
    content: doc([
      p(
        'A food delivery platform is really three apps and a control room: the customer app, the restaurant app, the rider app and the admin panel that ties them together. A demo with one test order tells you very little. These nine questions tell you much more.',
      ),
      h('The customer experience'),
      ol([
        'How many taps from opening the app to a paid order? Fewer than ten is good.',
        'Can customers track the rider live on a map, with an accurate arrival time?',
        'Are coupons, wallets and cash on delivery all supported?',
      ]),
      h('The restaurant side'),
      ol([
        'Can a restaurant mark items out of stock in seconds during a rush?',
        'Does the restaurant app ring loudly and keep ringing until an order is accepted?',
        'Can you set different commissions per restaurant?',
      ]),
      h('Riders and operations'),
      ol([
        'How are orders assigned: automatically by distance, manually, or both?',
        'Can you define delivery zones and charge by distance?',
        {
          content: 'What does the admin see on a busy night?',
          items: ['Orders waiting for a restaurant', 'Orders waiting for a rider', 'Late deliveries'],
        },
      ]),
      h('A quick scorecard', 3),
      checks([
        ['Live rider tracking', true],
        ['Restaurant app with loud, repeating order alert', true],
        ['Zone-based delivery fees', true],
        ['Scheduled orders for later', false],
        ['Multi-language menus', false],
      ]),
      p(
        "Tick the features that matter for your launch city, not every feature on the vendor's list. A platform that does the basics well on a Friday night beats one with fifty features that stall under load.",
      ),
      quote(
        'Ask for the admin panel during a real rush, not a demo account with three orders.',
        'Operations manager, cloud kitchen group',
      ),
    ]),
  },
  {
    title: 'Custom vs Ready-Made Apps: The True Cost Over Three Years',
    slug: 'custom-vs-ready-made-app-true-cost',
    excerpt:
      'The build quote is only the first cost. Time to market, maintenance, store updates and the team you need to keep: how custom and ready-made apps really compare over three years.',
    coverImageUrl: '/blog/covers/custom-vs-ready-made.jpg',
    tags: ['costs', 'strategy'],
    authorName: 'Priya Sharma',
    status: 'published',
    publishedAt: '2026-09-15T05:30:00.000Z',
    content: doc([
      p(
        'When founders compare a custom build with a ready-made product, they usually compare two numbers: the agency quote and the licence fee. That comparison leaves out most of the real cost. Over three years, the differences add up in four places.',
      ),
      h('1. Time to market'),
      p(
        'A custom marketplace with customer, vendor and admin apps typically takes <b>six to nine months</b> to build and test. A ready-made product can be branded and launched in <b>two to four weeks</b>. Every month before launch is a month of salaries, rent and marketing with no revenue to show for it.',
      ),
      h('2. Maintenance is a yearly bill'),
      p(
        'A common rule of thumb is that maintaining software costs around 15-20% of its original build cost every year: new Android and iOS versions, security updates, library upgrades and bug fixes. With a custom build that bill is yours alone. With a ready-made product, much of that work is shared across every business using it.',
      ),
      h('3. The team you have to keep'),
      ul([
        'A custom app needs developers who know its code, permanently',
        'Losing the original developers often means a costly rewrite',
        'A ready-made product comes with documentation and vendor support',
      ]),
      h('4. Risk'),
      p(
        'Custom projects run late and over budget often enough that it should be planned for. A ready-made product can be tried in a demo before you pay, so you know exactly what you are getting.',
      ),
      quote(
        'The cheapest app is the one that starts earning first.',
        'A lesson our clients tend to learn the expensive way',
      ),
      h('When custom is the right choice', 3),
      p(
        'Custom development makes sense when the software itself is your competitive advantage, for example a new kind of matching algorithm or a workflow nobody else offers. Even then, many teams start with a ready-made base and customise the parts that make them different. That is the approach we recommend: buy the standard, build the difference.',
      ),
    ]),
  },
  {
    title: 'Per-Minute Billing for Chat and Call Consultations: A Practical Guide',
    slug: 'per-minute-billing-for-consultation-apps',
    excerpt:
      'How per-minute billing works in consultation apps for astrology, doctors, lawyers and coaches: wallets, rates, free minutes, refunds and the payout side nobody talks about.',
    coverImageUrl: '/blog/covers/per-minute-billing.jpg',
    tags: ['monetisation', 'astrology', 'chat-apps'],
    authorName: 'Rohan Iyer',
    status: 'published',
    publishedAt: '2026-08-25T05:30:00.000Z',
    content: doc([
      p(
        'Per-minute billing is the engine behind consultation apps of every kind: astrology, doctors, psychologists, lawyers, coaches and tutors. Customers pay only for the time they use; experts earn for every minute online. Getting the details right is what keeps both sides happy.',
      ),
      h('How a session is billed'),
      ol([
        'The customer tops up a wallet before the first session',
        "The app checks the balance covers at least a few minutes at the expert's rate",
        'Billing runs every minute while the chat or call is active',
        'The session ends automatically, with a warning, when the balance runs out',
      ]),
      h('Setting rates', 3),
      p(
        "Let experts set their own rate within a range you control, and show it clearly before the session starts. New experts can start lower to build ratings; popular ones can charge more. Your commission is taken per minute, so you earn from every session without touching the expert's pricing decisions.",
      ),
      h('Free minutes and first-session offers', 3),
      p(
        "A few free minutes for new customers lowers the barrier to trying the app. Fund them from marketing, not from the expert's earnings, and limit them to one per verified phone number to prevent abuse.",
      ),
      h('Refunds and disputes'),
      ul([
        {
          content: 'Automatic refunds for technical failures',
          items: ['Call dropped within the first minute', 'Expert never joined'],
        },
        'A simple complaint button after every session',
        'Admin tools to refund to the wallet in one click',
      ]),
      quote(
        'Clear rates and instant refunds did more for our ratings than any marketing campaign.',
        'Product head, legal consultation app',
      ),
      p(
        'Monetisation is built into our <b>Chitchat</b> and <b>Astroway Pro</b> platforms, ready to brand as your own. Ask for a demo and we will show you a session being billed from both sides.',
      ),
    ]),
  },
  {
    title: 'The First 90 Days After Launch: Metrics That Matter',
    slug: 'first-90-days-after-launching-your-app',
    excerpt:
      'Downloads feel good but pay no bills. The five numbers to watch in your first three months, what good looks like, and what to do when they are off.',
    coverImageUrl: '/blog/covers/first-90-days.jpg',
    tags: ['launch', 'growth'],
    authorName: 'Aarav Mehta',
    status: 'published',
    publishedAt: '2026-08-04T05:30:00.000Z',
    content: doc([
      p(
        'Launch day is exciting, and then the real work starts. In the first 90 days you are not trying to grow fast; you are trying to learn whether customers come back. These are the numbers we ask clients to look at every week.',
      ),
      h('1. Activation'),
      p(
        'Of the people who install the app, how many complete a first order, booking or consultation within seven days? If it is low, the problem is usually sign-up friction or a first screen that does not make the next step obvious.',
      ),
      h('2. Repeat rate'),
      p(
        'How many first-time customers come back within 30 days? This is the single best early signal that your business works. Improve it with better supply (more restaurants, better astrologers) before spending more on advertising.',
      ),
      h('3. Supply health'),
      ul([
        'How many vendors or experts are active each day',
        'How quickly orders are accepted',
        'How many customers leave because nobody was available',
      ]),
      h('4. Cost to acquire a paying customer', 3),
      p(
        'Divide your marketing spend by new <i>paying</i> customers, not installs. Compare it with what a customer spends in their first three months. If acquisition costs more, fix retention before you scale spending.',
      ),
      h('5. Support tickets per hundred orders', 3),
      p('A rising number means something is broken. Read every ticket in the first month; patterns show up fast.'),
      h('Your weekly review', 3),
      checklist([
        ['Activation rate compared with last week', false],
        ['Repeat rate of customers from 30 days ago', false],
        ['Top three reasons for support tickets', false],
        ['One experiment chosen for next week', false],
      ]),
      quote('What gets measured every week gets fixed every week.', "Our launch team's motto"),
    ]),
  },
  {
    title: 'DRAFT: 2027 pricing update (internal notes, not for publication)',
    slug: 'draft-2027-pricing-update-notes',
    excerpt: 'Internal draft. Not published.',
    coverImageUrl: null,
    tags: ['internal'],
    authorName: 'ReadyApps Team',
    status: 'draft',
    content: doc([
      p(
        'Internal working notes for the pricing review. This draft must never appear on the public blog, in the feed or in the sitemap.',
      ),
    ]),
  },
]
