import { siteConfig } from '#app-config'
import { mailboxes } from './contact-page'

/**
 * The documentation hub and its pages (spec sections 2 and 9). Each page is typed data: sections
 * of paragraphs, lists, code samples, notes, tables and API endpoints. Data only.
 */
// The ids live in their own module so route search schemas do not pull in every page's text.
import { docIds, type ChitchatTabId, type DocId } from './docs-ids'
export { chitchatTabIds, docIds, type ChitchatTabId, type DocId } from './docs-ids'

export type DocIcon =
  'rocket' | 'palette' | 'plug' | 'api' | 'messages' | 'sparkles' | 'tools-kitchen' | 'shopping-cart' | 'car'
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type DocBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'code'; language: 'bash' | 'json' | 'env' | 'http' | 'text'; code: string; title?: string }
  | { type: 'note'; tone: 'info' | 'warning'; title: string; text: string }
  | { type: 'table'; caption: string; head: string[]; rows: string[][] }
  | { type: 'endpoint'; method: HttpMethod; path: string; description: string; auth: boolean }
  | { type: 'faq'; items: { question: string; answer: string }[] }

export interface DocSection {
  id: string
  title: string
  blocks: DocBlock[]
}

interface DocBase {
  id: DocId
  /** The page's h1. */
  title: string
  /** Short name for cards and the sidebar. */
  shortTitle: string
  /** Card text and meta description. */
  summary: string
  group: 'guides' | 'products'
  icon: DocIcon
  /** The product's own colour (cards and the page header). */
  color: string
  readingMinutes: number
}

export interface ArticleDoc extends DocBase {
  kind: 'article'
  sections: DocSection[]
}

export interface TabbedDoc extends DocBase {
  kind: 'tabbed'
  tabs: { id: ChitchatTabId; label: string; sections: DocSection[] }[]
}

export type DocPage = ArticleDoc | TabbedDoc

const p = (text: string): DocBlock => ({ type: 'paragraph', text })
const list = (items: string[], ordered = false): DocBlock => ({ type: 'list', items, ordered })
const code = (language: Extract<DocBlock, { type: 'code' }>['language'], source: string, title?: string): DocBlock => ({
  type: 'code',
  language,
  code: source,
  title,
})
const note = (tone: 'info' | 'warning', title: string, text: string): DocBlock => ({ type: 'note', tone, title, text })
const endpoint = (method: HttpMethod, path: string, description: string, auth = true): DocBlock => ({
  type: 'endpoint',
  method,
  path,
  description,
  auth,
})
const table = (caption: string, head: string[], rows: string[][]): DocBlock => ({ type: 'table', caption, head, rows })

/* Shared building blocks: every product runs on the same stack. */

const serverRequirements: DocBlock = table(
  'Server requirements',
  ['Component', 'Requirement'],
  [
    [
      'PHP',
      '8.0 or later, with BCMath, Ctype, cURL, Fileinfo, GD, Mbstring, OpenSSL, PDO MySQL, Tokenizer, XML and Zip extensions',
    ],
    ['Database', 'MySQL 5.7 or later (or MariaDB 10.3 or later)'],
    ['Web server', 'Nginx or Apache 2.4 with URL rewriting'],
    ['SSL', 'A valid SSL certificate on your domain (HTTPS is required by the apps and payment gateways)'],
    ['Server size', '2 CPU cores and 4 GB memory to start; scale up with your traffic'],
    ['Tools', 'Composer 2, cron and SSH access'],
  ],
)

const installSteps = (product: string): DocBlock[] => [
  list(
    [
      'Point your domain (for example admin.yourbrand.com) to the server and install an SSL certificate; Let’s Encrypt is fine.',
      'Create an empty MySQL database and a user with full rights on it.',
      `Upload the ${product} backend package to the server, for example to /var/www/${product.toLowerCase().replace(/\s+/g, '-')}.`,
      'Copy .env.example to .env and fill in your domain, database and mail settings.',
      'Install dependencies, generate the application key and create the tables with the commands below.',
      'Point the web server’s document root to the public folder and add the cron entry for scheduled jobs.',
      'Open https://your-domain/admin and sign in with the administrator account created during set-up, then change its password.',
    ],
    true,
  ),
  code(
    'bash',
    `composer install --no-dev --optimize-autoloader
php artisan key:generate
php artisan migrate --seed --force
php artisan storage:link
php artisan config:cache && php artisan route:cache`,
    'Install the backend',
  ),
  code(
    'text',
    '* * * * * cd /var/www/your-app && php artisan schedule:run >> /dev/null 2>&1',
    'Cron entry (crontab -e)',
  ),
]

const envSample = (extra: string) =>
  code(
    'env',
    `APP_NAME="Your Brand"
APP_URL=https://admin.yourbrand.com
APP_ENV=production
APP_DEBUG=false

DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=yourbrand
DB_USERNAME=yourbrand
DB_PASSWORD=change-me

MAIL_MAILER=smtp
MAIL_HOST=smtp.yourprovider.com
MAIL_FROM_ADDRESS=no-reply@yourbrand.com
${extra}`.trim(),
    '.env (example values)',
  )

const appBuildBlocks = (appNames: string): DocBlock[] => [
  p(
    `The ${appNames} are Flutter projects. Set your API URL and brand in one configuration file, then build release versions for the stores.`,
  ),
  code(
    'bash',
    `flutter pub get
flutter build appbundle --release   # Android: upload the .aab to Google Play
flutter build ipa --release         # iOS: upload with Xcode or Transporter (macOS)`,
    'Build the apps',
  ),
  note(
    'info',
    'We can publish for you',
    'Our team prepares the store listings and submits the apps under your own Google Play and Apple developer accounts as part of the launch.',
  ),
]

const supportSection: DocSection = {
  id: 'support',
  title: 'Getting help',
  blocks: [
    p(
      `Your package includes technical support: Standard 3 months, Premium 6 months, Enterprise 12 months. Write to ${mailboxes.support} with your domain, app version and screenshots; we reply within 24 business hours (${siteConfig.contact.businessHours}).`,
    ),
  ],
}

/* Guides */

const gettingStarted: ArticleDoc = {
  id: 'getting-started',
  kind: 'article',
  group: 'guides',
  icon: 'rocket',
  color: '#4a39d8',
  readingMinutes: 6,
  title: 'Getting started',
  shortTitle: 'Getting started',
  summary:
    'From order to launch: what you receive, what to prepare, server requirements and the steps to take your ready-made app live, typically in 2-4 weeks.',
  sections: [
    {
      id: 'what-you-get',
      title: 'What you receive',
      blocks: [
        p('Every ready-made solution is a complete product, branded for your business:'),
        list([
          'Android and iOS apps for your customers, and for your partners where the product has them (astrologers, experts, restaurants, sellers or drivers).',
          'A web admin panel to manage users, orders or consultations, prices, commissions, payouts, content and reports.',
          'A website where the product includes one.',
          'The full source code under a single-domain licence, installation on your server and a support period.',
        ]),
      ],
    },
    {
      id: 'timeline',
      title: 'Launch timeline',
      blocks: [
        table(
          'A typical launch of a ready-made app',
          ['Week', 'What happens'],
          [
            ['Week 1', 'Kick-off call, branding collected, server and accounts prepared'],
            ['Week 2', 'Branded apps, website and admin panel installed on your server; payment and SMS configured'],
            ['Week 3', 'Testing on real devices, your review and final changes'],
            ['Week 4', 'Store submission and go-live'],
          ],
        ),
        p(
          'Most ready-made apps launch in 2-4 weeks. Larger platforms take longer: a Chitchat deployment takes 4-8 weeks. Custom features add to the timeline and are planned in the proposal.',
        ),
      ],
    },
    {
      id: 'prepare',
      title: 'What to prepare',
      blocks: [
        list([
          'Brand: app name, logo (SVG or 1024 px PNG), brand colours and a short description.',
          'Domain and hosting that meet the server requirements below, or ask us to recommend a plan.',
          'A Google Play developer account and an Apple Developer Program membership in your business name.',
          'A payment gateway account (for example Razorpay, PayU, Stripe or PayPal) and an SMS provider account for OTP login.',
          'Your policies: privacy policy, terms and refund rules for your app users.',
        ]),
        note(
          'warning',
          'Create store accounts early',
          'Apple and Google verify new developer accounts, which can take several days. Start this in week 1 so it never delays your launch.',
        ),
      ],
    },
    { id: 'requirements', title: 'Server requirements', blocks: [serverRequirements] },
    {
      id: 'first-steps',
      title: 'First steps in the admin panel',
      blocks: [
        list(
          [
            'Sign in to https://your-domain/admin and change the administrator password.',
            'Open Settings and check your business name, contact details, currency and tax settings.',
            'Add your payment gateway and SMS keys under Settings → Integrations.',
            'Create your first categories, services or products, and invite partners (experts, restaurants, sellers or drivers).',
            'Place a test order or consultation end to end before you announce the launch.',
          ],
          true,
        ),
      ],
    },
    supportSection,
  ],
}

const customization: ArticleDoc = {
  id: 'customization',
  kind: 'article',
  group: 'guides',
  icon: 'palette',
  color: '#c2255c',
  readingMinutes: 7,
  title: 'Customization guide',
  shortTitle: 'Customization',
  summary:
    'Brand your apps, website and admin panel: app name, icons, colours, fonts, languages and e-mail templates, and how to add features without losing updates.',
  sections: [
    {
      id: 'branding',
      title: 'Branding the apps',
      blocks: [
        p(
          'All brand settings of the mobile apps live in one file, so a rebrand never means searching through the code.',
        ),
        code(
          'json',
          `{
  "appName": "Your Brand",
  "androidPackage": "com.yourbrand.app",
  "iosBundleId": "com.yourbrand.app",
  "apiBaseUrl": "https://admin.yourbrand.com/api",
  "primaryColor": "#4A39D8",
  "accentColor": "#FFB005",
  "fontFamily": "Inter",
  "supportEmail": "support@yourbrand.com"
}`,
          'app_config.json',
        ),
        list([
          'App icon: a 1024 × 1024 px PNG without transparency; the build generates every size.',
          'Splash screen: your logo on a plain background colour.',
          'Store assets: screenshots for phones (and tablets, if you publish for them) and a 512 px icon for Google Play.',
        ]),
      ],
    },
    {
      id: 'admin-and-web',
      title: 'Admin panel and website',
      blocks: [
        p(
          'Logo, favicon, colours, business details and footer links of the admin panel and website are changed in the admin panel under Settings → Branding, with no code changes.',
        ),
        p('Home page banners, categories, FAQs and static pages such as About and Terms are edited under Content.'),
      ],
    },
    {
      id: 'languages',
      title: 'Languages and text',
      blocks: [
        p(
          'Every text in the apps comes from translation files, one per language. English and Hindi are included; add a language by copying the English file and translating the values.',
        ),
        code(
          'text',
          `lib/l10n/app_en.arb
lib/l10n/app_hi.arb
lib/l10n/app_ta.arb   # your new language`,
          'Translation files',
        ),
        p(
          'E-mail and SMS templates (welcome, OTP, booking confirmation, receipts) are edited in the admin panel under Settings → Templates.',
        ),
      ],
    },
    {
      id: 'custom-features',
      title: 'Adding your own features',
      blocks: [
        list([
          'Keep your changes in separate modules and routes instead of editing core files, so product updates can be merged cleanly.',
          'Use a Git repository with our release as one branch and your changes on another.',
          'Add database changes as new migrations; never edit existing ones.',
          'Test custom features against each product update before deploying it.',
        ]),
        note(
          'info',
          'Let us build it',
          'Custom features can also be built by our team with a fixed quote; they are then covered by your support period.',
        ),
      ],
    },
    supportSection,
  ],
}

const integration: ArticleDoc = {
  id: 'integration',
  kind: 'article',
  group: 'guides',
  icon: 'plug',
  color: '#0b7285',
  readingMinutes: 8,
  title: 'Integration guide',
  shortTitle: 'Integrations',
  summary:
    'Connect payment gateways (Razorpay, PayU, Stripe, PayPal), SMS for OTP login, Firebase push notifications, Google Maps and e-mail to your ready-made app.',
  sections: [
    {
      id: 'payments',
      title: 'Payment gateways',
      blocks: [
        p(
          'Razorpay, PayU, Stripe and PayPal are supported out of the box. Enable one or more under Settings → Integrations → Payments and enter the keys from your gateway dashboard.',
        ),
        envSample(`RAZORPAY_KEY_ID=rzp_live_xxxxxxxx
RAZORPAY_KEY_SECRET=your-secret
STRIPE_KEY=pk_live_xxxxxxxx
STRIPE_SECRET=your-secret`),
        p(
          'Add the webhook URL to your gateway dashboard so payments are confirmed even if a customer closes the app during checkout:',
        ),
        code(
          'text',
          `https://admin.yourbrand.com/api/webhooks/razorpay
https://admin.yourbrand.com/api/webhooks/stripe`,
          'Webhook URLs',
        ),
        note(
          'warning',
          'Keep secrets on the server',
          'Secret keys belong only in the server’s .env file or the admin panel. Never put them in the mobile apps or share them by chat.',
        ),
      ],
    },
    {
      id: 'sms',
      title: 'SMS and OTP login',
      blocks: [
        p(
          'Phone number login uses one-time passwords sent by SMS. MSG91 and Twilio are supported; Firebase phone authentication can be used instead where preferred.',
        ),
        list([
          'For India, register your sender ID and OTP template on the DLT portal of your telecom operator before going live.',
          'Enter the provider’s API key, sender ID and template ID under Settings → Integrations → SMS.',
          'Send a test OTP to your own number from the same screen.',
        ]),
      ],
    },
    {
      id: 'push',
      title: 'Push notifications',
      blocks: [
        list(
          [
            'Create a Firebase project and add an Android and an iOS app with your package name and bundle ID.',
            'Download google-services.json (Android) and GoogleService-Info.plist (iOS) and place them in the app projects.',
            'Upload your Apple push key (.p8) in Firebase under Cloud Messaging.',
            'Paste the Firebase service account JSON under Settings → Integrations → Push notifications.',
          ],
          true,
        ),
      ],
    },
    {
      id: 'maps',
      title: 'Maps and location',
      blocks: [
        p(
          'Delivery tracking, ride booking and address search use Google Maps Platform. Create an API key with the Maps SDK for Android and iOS, Places, Directions and Geocoding APIs enabled, restrict it to your apps and domain, and enter it under Settings → Integrations → Maps.',
        ),
      ],
    },
    {
      id: 'email',
      title: 'E-mail',
      blocks: [
        p(
          'Receipts and notifications are sent through any SMTP service (for example Amazon SES, Zoho Mail or Google Workspace). Use an address on your own domain and set up SPF and DKIM records so messages reach the inbox.',
        ),
      ],
    },
    supportSection,
  ],
}

/* The API conventions shared by every product, and the login example from the spec. */

const loginRequest = code(
  'http',
  `POST /api/auth/login
Content-Type: application/json

{
  "email": "user@example.com",
  "password": "your-password"
}`,
  'Request',
)

const loginResponse = code(
  'json',
  `{
  "token": "eyJhbGciOi...",
  "token_type": "Bearer",
  "expires_at": "2026-12-31T18:30:00Z",
  "user": {
    "id": 1024,
    "name": "Asha Verma",
    "email": "user@example.com",
    "role": "customer"
  }
}`,
  'Response 200 (example; the token is shortened)',
)

const authenticatedCall = code(
  'bash',
  `curl https://admin.yourbrand.com/api/users/me \\
  -H "Authorization: Bearer <token>" \\
  -H "Accept: application/json"`,
  'Calling the API with the token',
)

const errorResponse = code(
  'json',
  `{
  "message": "The given data was invalid.",
  "errors": {
    "email": ["The email field is required."]
  }
}`,
  'Response 422 (validation error)',
)

const apiReference: ArticleDoc = {
  id: 'api-reference',
  kind: 'article',
  group: 'guides',
  icon: 'api',
  color: '#2b8a3e',
  readingMinutes: 9,
  title: 'API reference',
  shortTitle: 'API reference',
  summary:
    'The REST API behind every ReadyApps product: token authentication, users, wallet, notifications, pagination, errors, rate limits and webhooks, with examples.',
  sections: [
    {
      id: 'basics',
      title: 'Basics',
      blocks: [
        p(
          'Every product exposes a JSON REST API under /api on your admin domain. The mobile apps use the same API, so anything the apps can do, your own integrations can do too.',
        ),
        list([
          'Base URL: https://admin.yourbrand.com/api',
          'Send and receive JSON: set Content-Type: application/json and Accept: application/json.',
          'All requests must use HTTPS.',
          'Dates are ISO 8601 in UTC; amounts are in the smallest unit of the currency (paise or cents).',
        ]),
      ],
    },
    {
      id: 'authentication',
      title: 'Authentication',
      blocks: [
        p(
          'The API uses bearer tokens. Sign in with an e-mail address and password to receive a token and its expiry time, then send the token in the Authorization header of every request.',
        ),
        endpoint('POST', '/api/auth/login', 'Sign in with email and password; returns a token and expires_at.', false),
        loginRequest,
        loginResponse,
        authenticatedCall,
        endpoint('POST', '/api/auth/logout', 'Revoke the current token.'),
        endpoint('POST', '/api/auth/otp/send', 'Send a one-time password to a mobile number.', false),
        endpoint('POST', '/api/auth/otp/verify', 'Verify the one-time password; returns a token like login.', false),
        note(
          'info',
          'Token lifetime',
          'Tokens expire at expires_at. Sign in again when a request returns 401. Never store tokens in places other apps can read.',
        ),
      ],
    },
    {
      id: 'users',
      title: 'Users',
      blocks: [
        endpoint('GET', '/api/users/me', 'The signed-in user’s profile.'),
        endpoint('PUT', '/api/users/me', 'Update name, photo, language or notification preferences.'),
        endpoint('DELETE', '/api/users/me', 'Request deletion of the account and its personal data.'),
      ],
    },
    {
      id: 'wallet',
      title: 'Wallet and payments',
      blocks: [
        endpoint('GET', '/api/wallet', 'Current balance and the latest transactions.'),
        endpoint(
          'POST',
          '/api/wallet/recharge',
          'Create a recharge order; returns the payment gateway order to complete in the app.',
        ),
        endpoint('GET', '/api/wallet/transactions?page=1', 'All transactions, newest first, paginated.'),
      ],
    },
    {
      id: 'notifications',
      title: 'Notifications',
      blocks: [
        endpoint('POST', '/api/devices', 'Register a device’s push token after sign-in.'),
        endpoint('GET', '/api/notifications', 'The user’s notifications, newest first.'),
        endpoint('POST', '/api/notifications/{id}/read', 'Mark a notification as read.'),
      ],
    },
    {
      id: 'pagination-errors',
      title: 'Pagination and errors',
      blocks: [
        p(
          'Lists are paginated with ?page= and ?per_page= (maximum 100) and include a meta object with current_page, last_page and total.',
        ),
        table(
          'HTTP status codes',
          ['Status', 'Meaning'],
          [
            ['200 / 201', 'Success / created'],
            ['401', 'Missing, invalid or expired token: sign in again'],
            ['403', 'Signed in, but not allowed to do this'],
            ['404', 'The resource does not exist'],
            ['422', 'Validation failed: see the errors object'],
            ['429', 'Too many requests: wait and retry'],
          ],
        ),
        errorResponse,
        p(
          'Clients are limited to 60 requests per minute per token, and sign-in to 5 attempts per minute per IP address.',
        ),
      ],
    },
    {
      id: 'webhooks',
      title: 'Webhooks',
      blocks: [
        p(
          'Under Settings → Webhooks you can send events such as order.created, booking.confirmed or payment.succeeded to your own URL. Each request carries an X-Signature header: an HMAC-SHA256 of the body with your webhook secret, which you should verify before trusting the payload.',
        ),
      ],
    },
    supportSection,
  ],
}

/* Products */

const chitchat: TabbedDoc = {
  id: 'chitchat',
  kind: 'tabbed',
  group: 'products',
  icon: 'messages',
  color: '#0b7d71',
  readingMinutes: 12,
  title: 'Chitchat documentation',
  shortTitle: 'Chitchat',
  summary:
    'Chitchat chat and appointments platform: overview, installation, features, the Users and Appointments API with token login, and answers to common questions.',
  tabs: [
    {
      id: 'overview',
      label: 'Overview',
      sections: [
        {
          id: 'what-is-chitchat',
          title: 'What is Chitchat?',
          blocks: [
            p(
              'Chitchat is a white-label platform for paid consultations over chat, voice and video, with appointment booking and per-minute billing. It fits any business where customers pay experts for their time: doctors, psychologists, dating coaches, lawyers, astrologers or your own category.',
            ),
            list([
              'User app (Android and iOS): find experts, book appointments, chat and call, recharge the wallet.',
              'Expert app (Android and iOS): set availability and prices, accept consultations, track earnings.',
              'Admin panel: approve experts, set commissions, manage payouts, categories, content and reports.',
            ]),
          ],
        },
        {
          id: 'architecture',
          title: 'How it fits together',
          blocks: [
            p(
              'Both apps talk to a PHP backend through a REST API. Real-time messages and call signalling run through a WebSocket server; voice and video use a WebRTC-based calling service. Data is stored in MySQL on your server.',
            ),
            table(
              'Components',
              ['Part', 'Technology'],
              [
                ['User and expert apps', 'Flutter (Android and iOS)'],
                ['Backend and admin panel', 'PHP 8.0+ (Laravel), MySQL 5.7+'],
                ['Real-time chat', 'WebSocket server (Pusher protocol compatible)'],
                ['Voice and video', 'WebRTC calling service (Agora or a compatible provider)'],
              ],
            ),
          ],
        },
        {
          id: 'deployment-time',
          title: 'Deployment time',
          blocks: [
            p(
              'A Chitchat deployment takes 4-8 weeks: branding and set-up, configuration of calling and payments, testing with your first experts and store submission. Custom categories or workflows are planned in the proposal.',
            ),
          ],
        },
      ],
    },
    {
      id: 'installation',
      label: 'Installation',
      sections: [
        {
          id: 'requirements',
          title: 'Requirements',
          blocks: [
            serverRequirements,
            p('You also need an account with a calling provider (for voice and video) and a payment gateway.'),
          ],
        },
        { id: 'install-backend', title: 'Install the backend', blocks: installSteps('Chitchat') },
        {
          id: 'configure',
          title: 'Configure real-time chat and calls',
          blocks: [
            envSample(`BROADCAST_DRIVER=pusher
PUSHER_APP_ID=your-app-id
PUSHER_APP_KEY=your-app-key
PUSHER_APP_SECRET=your-secret
CALL_PROVIDER=agora
AGORA_APP_ID=your-agora-app-id
AGORA_APP_CERTIFICATE=your-certificate`),
            p(
              'Run the queue worker under a process manager such as Supervisor so messages, notifications and billing jobs are processed continuously:',
            ),
            code('bash', 'php artisan queue:work --sleep=1 --tries=3', 'Queue worker'),
          ],
        },
        { id: 'build-apps', title: 'Build the apps', blocks: appBuildBlocks('user app and expert app') },
      ],
    },
    {
      id: 'features',
      label: 'Features',
      sections: [
        {
          id: 'communication',
          title: 'Communication',
          blocks: [
            list([
              'One-to-one chat with photos, files and voice notes, typing indicators and read receipts.',
              'Voice and video calls with a live timer and automatic billing per minute.',
              'Push notifications for new messages, incoming calls and appointment reminders.',
              'Chat history available to both sides after the consultation.',
            ]),
          ],
        },
        {
          id: 'management',
          title: 'Appointments and management',
          blocks: [
            list([
              'Experts set weekly availability, breaks and holidays; customers book free slots.',
              'Instant consultations when an expert is online, or scheduled appointments.',
              'Expert onboarding with document upload and admin approval.',
              'Ratings and reviews, categories, search and filters by language, price and rating.',
            ]),
          ],
        },
        {
          id: 'monetization',
          title: 'Monetization',
          blocks: [
            list([
              'Wallet with recharge packs and offers; per-minute or per-session pricing set by each expert.',
              'Commission per category or per expert, set in the admin panel.',
              'Expert earnings, payout requests and payout history.',
              'Coupons, first-consultation offers and referral rewards.',
            ]),
          ],
        },
      ],
    },
    {
      id: 'api',
      label: 'API',
      sections: [
        {
          id: 'api-authentication',
          title: 'Authentication',
          blocks: [
            p(
              'Sign in with email and password to receive a bearer token and its expiry. Send the token as Authorization: Bearer <token> with every other request.',
            ),
            endpoint('POST', '/api/auth/login', 'Sign in; returns token and expires_at.', false),
            loginRequest,
            loginResponse,
          ],
        },
        {
          id: 'users-api',
          title: 'Users API',
          blocks: [
            endpoint('GET', '/api/users/me', 'The signed-in user’s profile and wallet balance.'),
            endpoint('PUT', '/api/users/me', 'Update name, photo, language and notification preferences.'),
            endpoint(
              'GET',
              '/api/experts?category=psychology&online=1',
              'Search experts by category, language, price and availability.',
            ),
            endpoint('GET', '/api/experts/{id}', 'An expert’s profile, prices, rating and free slots.'),
            code(
              'json',
              `{
  "id": 311,
  "name": "Dr. Kavita Joshi",
  "category": "psychology",
  "languages": ["English", "Hindi", "Tamil"],
  "price_per_minute": 2000,
  "currency": "INR",
  "rating": 4.8,
  "online": true
}`,
              'GET /api/experts/311 (response)',
            ),
          ],
        },
        {
          id: 'appointments-api',
          title: 'Appointments',
          blocks: [
            endpoint('GET', '/api/appointments?status=upcoming', 'The signed-in user’s appointments.'),
            endpoint('POST', '/api/appointments', 'Book a slot with an expert; the price is held from the wallet.'),
            endpoint('PATCH', '/api/appointments/{id}', 'Reschedule an appointment to another free slot.'),
            endpoint(
              'POST',
              '/api/appointments/{id}/cancel',
              'Cancel; the held amount returns to the wallet under the cancellation rules.',
            ),
            code(
              'http',
              `POST /api/appointments
Authorization: Bearer <token>
Content-Type: application/json

{
  "expert_id": 311,
  "starts_at": "2026-12-05T10:30:00Z",
  "duration_minutes": 30,
  "mode": "video"
}`,
              'Book an appointment',
            ),
            code(
              'json',
              `{
  "id": 9071,
  "status": "confirmed",
  "expert_id": 311,
  "starts_at": "2026-12-05T10:30:00Z",
  "duration_minutes": 30,
  "mode": "video",
  "amount_held": 60000
}`,
              'Response 201',
            ),
          ],
        },
        {
          id: 'chat-api',
          title: 'Chat',
          blocks: [
            endpoint('GET', '/api/conversations', 'The user’s conversations with their last message.'),
            endpoint('GET', '/api/conversations/{id}/messages', 'Messages of a conversation, newest first, paginated.'),
            endpoint('POST', '/api/conversations/{id}/messages', 'Send a text, image, file or voice message.'),
            p(
              'New messages are pushed in real time on the private channel conversation.{id}; the API is used for history and sending.',
            ),
          ],
        },
      ],
    },
    {
      id: 'faq',
      label: 'FAQ',
      sections: [
        {
          id: 'chitchat-faq',
          title: 'Frequently asked questions',
          blocks: [
            {
              type: 'faq',
              items: [
                {
                  question: 'Can I use Chitchat for a category that is not listed?',
                  answer:
                    'Yes. Categories, expert profile fields and pricing rules are set in the admin panel, so the platform works for any paid consultation business.',
                },
                {
                  question: 'Which calling provider do I need?',
                  answer:
                    'Chitchat is set up with Agora by default, which charges per minute of usage with a free monthly allowance. Another WebRTC provider can be integrated as custom work.',
                },
                {
                  question: 'How long does a Chitchat deployment take?',
                  answer:
                    'Four to eight weeks, depending on custom categories or workflows and how quickly store accounts and experts are ready.',
                },
                {
                  question: 'How are experts paid?',
                  answer:
                    'Earnings minus your commission are added to the expert’s balance after each consultation. Experts request payouts in the app and you approve them in the admin panel.',
                },
                {
                  question: 'What support is included?',
                  answer:
                    'Standard includes 3 months of support, Professional 6 months and Enterprise 12 months, with replies within 24 business hours.',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}

const astrowayPro: ArticleDoc = {
  id: 'astroway-pro',
  kind: 'article',
  group: 'products',
  icon: 'sparkles',
  color: '#5a48f2',
  readingMinutes: 9,
  title: 'Astroway Pro documentation',
  shortTitle: 'Astroway Pro',
  summary:
    'Set up Astroway Pro, the astrology consultation platform: requirements, installation, astrologer onboarding, consultation pricing, wallet, kundli settings and commissions.',
  sections: [
    {
      id: 'overview',
      title: 'Overview',
      blocks: [
        p(
          'Astroway Pro is a complete astrology consultation business: a customer app, an astrologer app, a website and an admin panel with more than 100 features, including chat, call and video consultations, live sessions, kundli and horoscopes, a wallet and commission settlement.',
        ),
      ],
    },
    { id: 'requirements', title: 'Requirements', blocks: [serverRequirements] },
    { id: 'installation', title: 'Installation', blocks: installSteps('Astroway Pro') },
    {
      id: 'astrologers',
      title: 'Onboarding astrologers',
      blocks: [
        list(
          [
            'Astrologers sign up in the astrologer app with their skills, languages, experience and ID documents.',
            'Review and approve each profile in the admin panel under Astrologers → Pending.',
            'Set or approve their per-minute price for chat, call and video.',
            'Astrologers go online from their app; customers see them instantly.',
          ],
          true,
        ),
      ],
    },
    {
      id: 'pricing-wallet',
      title: 'Consultation pricing and wallet',
      blocks: [
        p(
          'Customers recharge their wallet with packs you define (for example with bonus amounts) and are billed per minute while a consultation runs. A consultation ends automatically when the balance runs out, after a warning.',
        ),
        p(
          'Set a default commission and override it per astrologer under Settings → Commission. Earnings are settled to the astrologer’s balance after each consultation.',
        ),
      ],
    },
    {
      id: 'kundli',
      title: 'Kundli and horoscopes',
      blocks: [
        p(
          'Kundli, matching and daily horoscopes use an astrology calculation API. Enter your provider’s API key under Settings → Integrations → Astrology API. Daily horoscopes can also be written by your team under Content.',
        ),
      ],
    },
    { id: 'apps', title: 'Building the apps', blocks: appBuildBlocks('customer app and astrologer app') },
    supportSection,
  ],
}

const foodDelivery: ArticleDoc = {
  id: 'food-delivery',
  kind: 'article',
  group: 'products',
  icon: 'tools-kitchen',
  color: '#d9480f',
  readingMinutes: 8,
  title: 'Food Delivery documentation',
  shortTitle: 'Food Delivery',
  summary:
    'Set up the food delivery platform: requirements, installation, restaurants and menus, delivery zones and fees, rider assignment and live tracking.',
  sections: [
    {
      id: 'overview',
      title: 'Overview',
      blocks: [
        p(
          'The food delivery platform has a customer app, a restaurant app, a delivery partner (rider) app and an admin panel. Customers order from nearby restaurants, restaurants accept and prepare orders, and riders pick up and deliver with live tracking.',
        ),
      ],
    },
    {
      id: 'requirements',
      title: 'Requirements',
      blocks: [
        serverRequirements,
        p('Google Maps Platform keys are required for addresses, delivery zones and live tracking.'),
      ],
    },
    { id: 'installation', title: 'Installation', blocks: installSteps('Food Delivery') },
    {
      id: 'restaurants',
      title: 'Restaurants and menus',
      blocks: [
        list([
          'Add restaurants in the admin panel or let them register from the restaurant app; approve each one after checking their FSSAI licence.',
          'Restaurants manage their menu, variants, add-ons, opening hours and item availability themselves.',
          'Set a commission per restaurant under Restaurants → Commission.',
        ]),
      ],
    },
    {
      id: 'delivery',
      title: 'Delivery zones, fees and riders',
      blocks: [
        list([
          'Draw delivery zones on the map under Settings → Zones and set a base fee and a per-kilometre fee for each.',
          'Orders are offered to the nearest available rider; riders accept in their app and navigate to the restaurant and customer.',
          'Customers follow their rider live on the map and receive notifications at each step.',
          'Rider earnings per delivery and incentives are set under Riders → Earnings.',
        ]),
      ],
    },
    { id: 'apps', title: 'Building the apps', blocks: appBuildBlocks('customer, restaurant and rider apps') },
    supportSection,
  ],
}

const eCommerce: ArticleDoc = {
  id: 'e-commerce',
  kind: 'article',
  group: 'products',
  icon: 'shopping-cart',
  color: '#1971c2',
  readingMinutes: 8,
  title: 'E-Commerce documentation',
  shortTitle: 'E-Commerce',
  summary:
    'Set up the multi-vendor e-commerce marketplace: requirements, installation, sellers and catalogue, GST and shipping, orders, returns and seller payouts.',
  sections: [
    {
      id: 'overview',
      title: 'Overview',
      blocks: [
        p(
          'The e-commerce platform is a multi-vendor marketplace with a customer app, a website, a seller panel and an admin panel. Sellers list products, customers order from many sellers in one cart, and you earn a commission on every sale.',
        ),
      ],
    },
    { id: 'requirements', title: 'Requirements', blocks: [serverRequirements] },
    { id: 'installation', title: 'Installation', blocks: installSteps('E-Commerce') },
    {
      id: 'catalogue',
      title: 'Sellers and catalogue',
      blocks: [
        list([
          'Sellers register with business details, GSTIN and bank account; approve them under Sellers → Pending.',
          'Create the category tree and product attributes (size, colour, material) under Catalogue.',
          'Sellers add products with variants, stock and images, individually or by CSV import.',
        ]),
      ],
    },
    {
      id: 'tax-shipping',
      title: 'Tax and shipping',
      blocks: [
        p(
          'Set GST rates per category; invoices show CGST and SGST or IGST depending on the seller’s and customer’s states. Shipping can be a flat fee, free above an order value, or calculated by a shipping partner integration.',
        ),
      ],
    },
    {
      id: 'orders-payouts',
      title: 'Orders, returns and payouts',
      blocks: [
        list([
          'Each seller sees and ships only their part of an order.',
          'Return windows are set per category; approved returns are refunded to the original payment method or the wallet.',
          'Seller payouts are calculated after the return window closes, minus your commission, and paid on the schedule you set.',
        ]),
      ],
    },
    { id: 'apps', title: 'Building the apps', blocks: appBuildBlocks('customer app and seller app') },
    supportSection,
  ],
}

const rideSharing: ArticleDoc = {
  id: 'ride-sharing',
  kind: 'article',
  group: 'products',
  icon: 'car',
  color: '#2f9e44',
  readingMinutes: 8,
  title: 'Ride Sharing documentation',
  shortTitle: 'Ride Sharing',
  summary:
    'Set up the ride-sharing platform: requirements, installation, vehicle types and fares, service zones, driver verification, dispatch and payouts.',
  sections: [
    {
      id: 'overview',
      title: 'Overview',
      blocks: [
        p(
          'The ride-sharing platform has a rider app, a driver app and an admin panel with a live dispatch map. It supports cars, autos and bikes, cash and online payments, and scheduled rides.',
        ),
      ],
    },
    {
      id: 'requirements',
      title: 'Requirements',
      blocks: [
        serverRequirements,
        p('Google Maps Platform keys (Directions, Distance Matrix, Places) are required for fares and navigation.'),
      ],
    },
    { id: 'installation', title: 'Installation', blocks: installSteps('Ride Sharing') },
    {
      id: 'fares',
      title: 'Vehicle types, zones and fares',
      blocks: [
        p(
          'Create vehicle types (for example Bike, Auto, Mini, Sedan) and, for each service zone, a base fare, a per-kilometre and per-minute rate, a minimum fare and waiting charges. Surge multipliers can be set per zone and time of day.',
        ),
      ],
    },
    {
      id: 'drivers',
      title: 'Driver onboarding and dispatch',
      blocks: [
        list([
          'Drivers register with their licence, vehicle registration, insurance and photos; approve them after verification.',
          'Ride requests are offered to the nearest online drivers in turn until one accepts.',
          'Riders and drivers share live location during the trip, with an SOS button and trip sharing for safety.',
          'Driver commission and payout cycles are set under Drivers → Earnings.',
        ]),
      ],
    },
    { id: 'apps', title: 'Building the apps', blocks: appBuildBlocks('rider app and driver app') },
    supportSection,
  ],
}

export const docs: Record<DocId, DocPage> = {
  'getting-started': gettingStarted,
  customization,
  integration,
  'api-reference': apiReference,
  chitchat,
  'astroway-pro': astrowayPro,
  'food-delivery': foodDelivery,
  'e-commerce': eCommerce,
  'ride-sharing': rideSharing,
}

export const docGroups: { id: DocPage['group']; title: string; description: string }[] = [
  { id: 'guides', title: 'Guides', description: 'Set up, brand and connect any ReadyApps product.' },
  {
    id: 'products',
    title: 'Product documentation',
    description: 'Installation and configuration of each ready-made solution.',
  },
]

export const documentationHubContent = {
  hero: {
    eyebrow: 'Documentation',
    title: 'Everything you need to launch and run your app',
    description:
      'Installation guides, configuration, branding, integrations and API reference for every ReadyApps product. Written by the engineers who build them.',
  },
  otherProducts: {
    title: 'Other products',
    description:
      'Guides for Fitness Tracker, Real Estate, Social Network and custom projects are shared with each customer on delivery, together with their admin manuals.',
  },
  popular: [
    { label: 'Server requirements', to: '/documentation/getting-started', hash: 'requirements' },
    { label: 'Payment gateway set-up', to: '/documentation/integration', hash: 'payments' },
    { label: 'API authentication', to: '/documentation/api-reference', hash: 'authentication' },
    { label: 'Branding your apps', to: '/documentation/customization', hash: 'branding' },
  ],
  help: {
    title: 'Can’t find what you need?',
    description: `Our support team replies within 24 business hours, ${siteConfig.contact.businessHours}.`,
  },
}

export function isDocId(value: string): value is DocId {
  return (docIds as readonly string[]).includes(value)
}

export function findDoc(id: string): DocPage | undefined {
  return isDocId(id) ? docs[id] : undefined
}

/** The sections of a page, across all tabs for tabbed pages. */
export function docSections(doc: DocPage): DocSection[] {
  return doc.kind === 'article' ? doc.sections : doc.tabs.flatMap((tab) => tab.sections)
}
