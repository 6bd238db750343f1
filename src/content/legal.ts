import { siteConfig } from '#app-config'
import { mailboxes } from './contact-page'

/**
 * Privacy policy, terms of service, refund policy and support terms. Plain-English policies for
 * an Indian software company; facts from the product spec (section 9). Data only.
 */
export const legalPageIds = ['privacy', 'terms', 'refund', 'support'] as const
export type LegalPageId = (typeof legalPageIds)[number]

export type LegalBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'table'; caption: string; head: string[]; rows: string[][] }

export interface LegalSection {
  id: string
  title: string
  blocks: LegalBlock[]
}

export interface LegalDocument {
  id: LegalPageId
  /** The page's h1. */
  title: string
  /** Short label used in the cross-links between legal pages. */
  shortTitle: string
  /** Meta description and lead text. */
  description: string
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string
  /** The key points in a sentence each, shown before the full text. */
  summary: string[]
  sections: LegalSection[]
}

const { brand } = siteConfig
const { email, phone, phoneHours, phoneSupport, officeHours, address } = siteConfig.contact
const company = `${brand} (“${brand}”, “we”, “us” or “our”)`

const p = (text: string): LegalBlock => ({ type: 'paragraph', text })
const list = (items: string[], ordered = false): LegalBlock => ({ type: 'list', items, ordered })

/**
 * The version of the privacy policy, recorded with each newsletter consent (which text the visitor
 * agreed under). Change it with every change to the privacy text below; it is its "last updated" date.
 */
export const PRIVACY_POLICY_VERSION = '2026-12-02'

const privacy: LegalDocument = {
  id: 'privacy',
  title: 'Privacy Policy',
  shortTitle: 'Privacy',
  description: `How ${brand} collects, uses, shares and protects personal data on its website and in its services, and the rights you have under Indian law.`,
  lastUpdated: PRIVACY_POLICY_VERSION,
  summary: [
    'We collect only what you give us (for example through the contact form) and a few technical details needed to run the site.',
    'We use it to answer you, deliver our services and improve the site. We never sell personal data.',
    'You can ask to see, correct or delete your data at any time by writing to our Grievance Officer.',
    'Our services are for businesses; we do not serve children under 13.',
  ],
  sections: [
    {
      id: 'scope',
      title: 'Who we are and what this policy covers',
      blocks: [
        p(
          `This policy explains how ${company}, a software company based in ${address}, handles personal data when you visit our website, contact us, subscribe to our newsletter or buy our products and services.`,
        ),
        p(
          'We follow the Information Technology Act, 2000 and its rules, and the Digital Personal Data Protection Act, 2023 (“DPDP Act”). In the language of the DPDP Act, we are the data fiduciary for the personal data described here.',
        ),
        p(
          'The apps we build for clients are run by those clients. When you use an app published under another company’s brand, that company decides how your data is used and its own privacy policy applies.',
        ),
      ],
    },
    {
      id: 'data-we-collect',
      title: 'Personal data we collect',
      blocks: [
        p('We collect personal data in three ways:'),
        list([
          'What you give us: your name, e-mail address, mobile number, the product you are interested in, your brand name and project description when you fill in the contact form; your e-mail address when you subscribe to the newsletter; and anything you write to us by e-mail, phone or chat.',
          'What we need to serve customers: billing name and address, GSTIN, and the details needed to install and configure the software you have bought (such as server and store account access you choose to share).',
          'What your browser sends: IP address, approximate country, browser and device type, pages visited and referring page. We use this to show prices in the right currency and to understand how the site is used.',
        ]),
        p(
          'We do not collect sensitive personal data such as passwords to your personal accounts, bank account numbers, card numbers or health information through the website. Online payments are processed by the payment gateway, which receives your card or UPI details directly.',
        ),
      ],
    },
    {
      id: 'how-we-use',
      title: 'How we use your data',
      blocks: [
        list([
          'To reply to your enquiry, arrange demos and prepare quotes.',
          'To deliver, install, support and invoice the products and services you buy.',
          'To send the newsletter you subscribed to. A subscription starts only once you confirm it with the link we e-mail to the address; we record when you signed up and confirmed, from which page and under which version of this policy. Every e-mail has a one-click unsubscribe link.',
          'To show prices in rupees or US dollars based on your country.',
          'To keep the site secure, prevent abuse and meet legal obligations such as tax records.',
          'To understand which pages are useful and improve them, using aggregated statistics.',
        ]),
        p(
          'We process your data on the basis of your consent (for example when you submit the contact form or subscribe), to perform a contract with you, or for legitimate uses permitted by law. You may withdraw consent at any time; this does not affect processing that already took place.',
        ),
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        p(
          'We never sell or rent personal data. We share it only with service providers who help us run our business, under contracts that require them to protect it:',
        ),
        list([
          'E-mail delivery services that forward contact form messages to our team.',
          'Hosting and cloud providers that run this website and its database.',
          'Payment gateways that process your payments.',
          'Analytics tools that tell us, in aggregate, how the site is used.',
          'Professional advisers such as auditors and lawyers, where necessary.',
        ]),
        p(
          'We may disclose data when required by law, a court order or a government authority, or to protect our rights and the safety of others.',
        ),
        p(
          'Some providers store data outside India. Where that happens we use providers with strong security practices and transfer data only as permitted by Indian law.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        p(
          'We use a small number of cookies: one remembers your country and currency choice, and analytics cookies help us count visits and see which pages are useful. We do not use advertising cookies that track you across other websites.',
        ),
        p(
          'You can block or delete cookies in your browser settings. The site keeps working, although it may ask for your currency again.',
        ),
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      blocks: [
        list([
          'Enquiries that do not lead to a project: up to 2 years after our last conversation.',
          'Customer and billing records: for as long as the contract runs and then for 8 years, as required by Indian tax and accounting law.',
          'Newsletter subscriptions: until you unsubscribe; the record of your consent and its withdrawal is kept as proof. A sign-up that is never confirmed is not used for anything else.',
          'Server logs: up to 90 days, unless needed to investigate a security incident.',
        ]),
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      blocks: [
        p(
          'All traffic to this website is encrypted with HTTPS. Access to personal data is limited to staff who need it for their work, protected by individual accounts, and logged. We keep our systems updated and review access regularly.',
        ),
        p(
          'No system is perfectly secure. If a personal data breach affects you, we will inform you and the Data Protection Board of India as the law requires.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        p('Under the DPDP Act you have the right to:'),
        list([
          'Get a summary of the personal data we hold about you and how we use it.',
          'Correct, complete or update inaccurate data.',
          'Ask us to erase data we no longer need, or withdraw your consent.',
          'Have your grievance handled by our Grievance Officer.',
          'Nominate another person to exercise your rights in the event of death or incapacity.',
        ]),
        p(
          `To use any of these rights, write to ${mailboxes.privacy}. We confirm receipt within 2 business days and respond within 30 days.`,
        ),
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        p(
          `Our website and services are meant for businesses and are not directed at children. We do not serve children under 13 and do not knowingly collect their personal data. If you are under 18, please use this site only with the consent of a parent or guardian.`,
        ),
        p(`If you believe a child has given us personal data, write to ${mailboxes.privacy} and we will delete it.`),
      ],
    },
    {
      id: 'grievance-officer',
      title: 'Grievance Officer and contact',
      blocks: [
        p(
          `Questions or complaints about privacy can be sent to our Grievance Officer at ${mailboxes.privacy}, or by post to ${brand}, ${address}. You can also reach us at ${email} or ${phone} (${phoneHours}).`,
        ),
        p('If you are not satisfied with our answer, you may complain to the Data Protection Board of India.'),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        p(
          'We may update this policy when our services or the law change. The date at the top of the page shows the latest version. If a change is significant, we will tell customers by e-mail before it takes effect.',
        ),
      ],
    },
  ],
}

const terms: LegalDocument = {
  id: 'terms',
  title: 'Terms of Service',
  shortTitle: 'Terms',
  description: `The terms for using the ${brand} website and buying its ready-made apps, custom development and support: licence, payments, delivery, liability and governing law.`,
  lastUpdated: '2026-11-01',
  summary: [
    'Each purchase gives you a single-domain licence: one business, one domain and its matching apps.',
    'Prices are one-time fees; 18% GST is added for customers in India.',
    'Launch dates depend on you providing branding, content and store accounts on time.',
    'Our total liability is capped at the fees you paid us in the 12 months before a claim.',
  ],
  sections: [
    {
      id: 'agreement',
      title: 'About these terms',
      blocks: [
        p(
          `These terms are an agreement between you and ${company}. They apply when you use this website and when you buy our ready-made apps, custom development or support. By placing an order you confirm that you are at least 18 years old and authorised to act for your business.`,
        ),
        p(
          'A signed proposal or order form may add specific details such as scope, price and dates. If it conflicts with these terms, the signed document wins for that project.',
        ),
      ],
    },
    {
      id: 'services',
      title: 'What we provide',
      blocks: [
        list([
          'Ready-to-launch apps: white-label software (mobile apps, website and admin panel) branded with your name, logo and colours, installed on your server.',
          'Custom development: new features or new software built to a written scope.',
          'Technical support: help and bug fixes for the period included in your package, as described in our Support Terms.',
        ]),
        p(
          'Product pages describe features as accurately as we can. Demo builds show the standard product; anything not in the standard product or the written scope is custom work.',
        ),
      ],
    },
    {
      id: 'licence',
      title: 'Your licence',
      blocks: [
        p(
          'When you have paid in full, we grant you a perpetual, non-exclusive, non-transferable single-domain licence to use the software for your own business. This means:',
        ),
        list([
          'You may run one production installation on one domain (and its sub-domains), with the matching Android and iOS apps published under your brand.',
          'You receive the source code and may modify it for your own installation.',
          'You may not resell, sublicense, share or publish the source code, or use it to offer a competing ready-made product.',
          'A second domain, brand or business needs an additional licence.',
        ]),
        p(
          `${brand} keeps ownership of the underlying product and its code. Your brand assets, content and customer data remain yours. Custom features paid for only by you are covered by the same licence unless the proposal says otherwise.`,
        ),
      ],
    },
    {
      id: 'payments',
      title: 'Prices and payment',
      blocks: [
        p(
          `Prices are shown in Indian rupees, or in US dollars for customers outside India, and are one-time fees unless stated otherwise. For customers in India, GST at ${siteConfig.business.gstPercent}% is added to the price. Invoices are payable as set out in the proposal, usually an advance to start work and the balance before launch.`,
        ),
        p(
          'Third-party costs are paid by you directly: for example server hosting, domain names, Google Play and Apple developer accounts, SMS credits, maps usage and payment gateway fees.',
        ),
        p('Refunds are governed by our Refund Policy.'),
      ],
    },
    {
      id: 'delivery',
      title: 'Delivery and launch',
      blocks: [
        p(
          'Ready-made apps are typically launched within 2-4 weeks of receiving the advance payment and everything we need from you. Larger platforms and custom work follow the timeline in the proposal.',
        ),
        p(
          'You agree to provide on time: branding (logo, colours, app name), content, server access or hosting details, developer accounts for the app stores, and payment gateway and SMS accounts. Delays in these move the launch date accordingly.',
        ),
        p(
          'App store approval is decided by Google and Apple. We prepare submissions to meet their published guidelines and fix any issues they raise within the scope of the product, but cannot guarantee approval times.',
        ),
      ],
    },
    {
      id: 'your-responsibilities',
      title: 'Your responsibilities',
      blocks: [
        list([
          'Use the software lawfully, including consumer protection, data protection, tax and any licensing rules that apply to your business.',
          'Publish your own privacy policy and terms for your app users; you are responsible for your users’ data.',
          'Keep admin passwords, server credentials and API keys secure.',
          'Do not use the website or our software to send spam, distribute malware or break the law.',
        ]),
      ],
    },
    {
      id: 'warranty',
      title: 'Warranty',
      blocks: [
        p(
          'We warrant that the software will work materially as described on the product page and in the written scope during your support period. If it does not, we will fix the defect at no cost. This is your main remedy for defects.',
        ),
        p(
          'The warranty does not cover problems caused by changes made by you or others, unsupported hosting, third-party services or store policy changes. Apart from this warranty, the software is provided “as is”.',
        ),
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        p(
          `To the extent permitted by law, ${brand}’s total liability arising out of or relating to these terms or our services is limited to the fees you paid us in the 12 months before the event giving rise to the claim.`,
        ),
        p(
          'We are not liable for indirect or consequential losses, such as loss of profit, revenue, data or goodwill. Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud.',
        ),
      ],
    },
    {
      id: 'termination',
      title: 'Suspension and termination',
      blocks: [
        p(
          'Either party may end a project if the other seriously breaches these terms and does not fix the breach within 15 days of written notice. If we end a project because of non-payment or misuse, licences for unpaid work end too.',
        ),
        p('Sections on licence restrictions, liability and governing law continue to apply after termination.'),
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      // @confirm jurisdiction: law and courts (India; Indore) must be confirmed by the company's lawyer.
      blocks: [
        p(
          'These terms are governed by the laws of India. We will first try to resolve any dispute through good-faith discussion. If that fails within 30 days, the courts at Indore, Madhya Pradesh, have exclusive jurisdiction.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Changes and contact',
      blocks: [
        p(
          'We may update these terms from time to time. The version that applies to your purchase is the one in force on the date of your order. Website use is governed by the current version.',
        ),
        p(`Questions about these terms: ${email} or ${phone} (${phoneHours}).`),
      ],
    },
  ],
}

const refund: LegalDocument = {
  id: 'refund',
  title: 'Refund Policy',
  shortTitle: 'Refunds',
  description: `When ${brand} refunds payments for its apps and services, how to request a refund and how long it takes: 5-10 business days to cards, up to 14 business days by bank transfer.`,
  lastUpdated: '2026-11-01',
  summary: [
    'You can cancel for a refund until a project team has been assigned to your order.',
    'Once a project team is assigned, payments are not refundable.',
    'Approved refunds reach cards in 5-10 business days and bank accounts by transfer within 14 business days.',
    `Write to ${email} with your invoice number to request a refund.`,
  ],
  sections: [
    {
      id: 'overview',
      title: 'How refunds work',
      blocks: [
        p(
          `Our products are software that we brand, configure and install for you. Work starts as soon as a project team is assigned to your order, usually within 2 business days of your payment and kick-off call. Because that work cannot be returned, this policy links refunds to the moment a team is assigned.`,
        ),
      ],
    },
    {
      id: 'eligible',
      title: 'When you can get a refund',
      blocks: [
        list([
          'You cancel your order in writing before a project team has been assigned: full refund of the amount paid.',
          'We are unable to start your project within the timeline we agreed, for reasons on our side: full refund of the amount paid for work not started.',
          'You were charged twice or charged the wrong amount: the extra amount is refunded in full.',
        ]),
        p(
          'We confirm by e-mail when a project team has been assigned to your order, so you always know whether you can still cancel for a refund.',
        ),
      ],
    },
    {
      id: 'not-eligible',
      title: 'When refunds are not available',
      blocks: [
        list([
          'After a project team has been assigned to your order, no refunds are given for the licence, branding, installation or custom work.',
          'Support renewals and maintenance plans once the period has started.',
          'Third-party costs paid on your behalf, such as hosting, domains, developer accounts, SMS credits or paid plugins.',
          'Delays caused by missing branding, content or accounts from your side, or by app store review times.',
        ]),
        p(
          'If something in the delivered software does not work as described, you are covered by the warranty in our Terms of Service: we fix it at no cost.',
        ),
      ],
    },
    {
      id: 'request',
      title: 'How to request a refund',
      blocks: [
        list(
          [
            `E-mail ${email} from the address used for your order, with the subject “Refund request”.`,
            'Include your invoice number, the amount paid, the payment method and the reason for the request.',
            'We acknowledge your request within 24 business hours and confirm the decision within 5 business days.',
          ],
          true,
        ),
      ],
    },
    {
      id: 'timelines',
      title: 'Refund timelines',
      blocks: [
        {
          type: 'table',
          caption: 'How long an approved refund takes to reach you',
          head: ['Original payment method', 'Time to receive the refund'],
          rows: [
            ['Credit or debit card', '5-10 business days after approval'],
            ['Bank transfer (NEFT, RTGS, IMPS or international wire)', 'Up to 14 business days after approval'],
            ['UPI or net banking through the payment gateway', '5-10 business days after approval'],
          ],
        },
        p(
          'Refunds are paid to the original payment method in the original currency. Exchange-rate differences and charges from intermediary banks on international transfers are outside our control. Where GST was charged, we issue a credit note with the refund.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Questions',
      blocks: [
        p(
          `If you have any question about a payment or this policy, contact us at ${email} or ${phone} (${phoneHours}).`,
        ),
      ],
    },
  ],
}

const support: LegalDocument = {
  id: 'support',
  title: 'Support Terms',
  shortTitle: 'Support',
  description: `What ${brand} technical support covers: support periods (3, 6 or 12 months), business hours, response times by priority and how to reach the support team.`,
  lastUpdated: '2026-11-01',
  summary: [
    'Support is included with every package: Standard 3 months, Premium 6 months, Enterprise 12 months.',
    `${officeHours}. ${phoneSupport}.`,
    'We reply within 24 business hours, and much faster when your app is down.',
    'Support can be extended with a renewable maintenance plan.',
  ],
  sections: [
    {
      id: 'periods',
      title: 'Support periods',
      blocks: [
        p(
          'Every ready-made app includes technical support from the day your app goes live. The length depends on your package:',
        ),
        {
          type: 'table',
          caption: 'Support included with each package',
          head: ['Package', 'Support included'],
          rows: [
            ['Standard', '3 months'],
            ['Premium (Professional for Chitchat)', '6 months'],
            ['Enterprise', '12 months'],
          ],
        },
        p(
          'Custom development projects include 3 months of support after delivery unless the proposal says otherwise. After the included period you can renew support as a maintenance plan for 6 or 12 months.',
        ),
      ],
    },
    {
      id: 'covered',
      title: 'What support covers',
      blocks: [
        list([
          'Fixing defects in the software we delivered, in the apps, website and admin panel.',
          'Help with installation, server configuration and SSL on supported hosting.',
          'Guidance on using the admin panel, settings and reports.',
          'Help with Google Play and App Store submissions and review feedback.',
          'Updates required to keep the apps working after operating system or store policy changes, during the support period.',
          'Re-configuration of payment gateway, SMS and push notification keys you provide.',
        ]),
      ],
    },
    {
      id: 'not-covered',
      title: 'What support does not cover',
      blocks: [
        list([
          'New features, new screens or design changes (we quote these as custom work).',
          'Problems caused by code changes made by you or other developers.',
          'Hosting that does not meet the requirements (PHP 8.0+, MySQL 5.7+, SSL), or server administration unrelated to our software.',
          'Outages or changes of third-party services such as payment gateways, SMS providers or maps.',
          'Content entry, marketing or day-to-day operation of your business.',
        ]),
      ],
    },
    {
      id: 'hours',
      title: 'Support hours',
      blocks: [
        p(
          `${officeHours}, except Indian public holidays. ${phoneSupport}; calls in these hours are answered straight away. Messages received outside office hours are handled from the start of the next business day.`,
        ),
      ],
    },
    {
      id: 'response-times',
      title: 'Response times',
      blocks: [
        p(
          'We reply to every request within 24 business hours. Requests are prioritised by their impact on your business:',
        ),
        {
          type: 'table',
          caption: 'First response by priority, within business hours',
          // @confirm response-time: the first-response times the support team commits to.
          head: ['Priority', 'Example', 'First response'],
          rows: [
            ['Critical', 'App or admin panel down for all users; payments failing', 'Within 4 business hours'],
            ['High', 'An important feature broken for many users', 'Within 8 business hours'],
            ['Normal', 'A bug with a workaround; a question about settings', 'Within 24 business hours'],
            ['Low', 'Cosmetic issues and general guidance', 'Within 2 business days'],
          ],
        },
        p(
          'Response time is the time until a support engineer replies and starts working on your request. Resolution time depends on the problem; we keep you updated until it is solved.',
        ),
      ],
    },
    {
      id: 'channels',
      title: 'How to reach support',
      blocks: [
        list([
          `E-mail: ${mailboxes.support}. Best for anything that needs screenshots, logs or a written record. Each e-mail opens a ticket with a reference number.`,
          `Phone: ${phone}, ${phoneHours}. Best for critical issues.`,
          'Chat: WhatsApp, for quick questions and follow-ups on an open ticket.',
        ]),
        p(
          'To help us solve your issue quickly, include your domain, the app and version, the steps to reproduce the problem and screenshots or screen recordings.',
        ),
      ],
    },
    {
      id: 'access',
      title: 'Access to your systems',
      blocks: [
        p(
          'Some fixes need access to your server, admin panel or store accounts. Please create a separate account for our team where possible and remove it when the work is done. We use access only for your support request and never change data beyond what the fix requires.',
        ),
      ],
    },
  ],
}

export const legalDocuments: Record<LegalPageId, LegalDocument> = { privacy, terms, refund, support }

/** '2026-11-01' as '1 November 2026', the same on the server and in every browser. */
export function formatLegalDate(isoDate: string): string {
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ]
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${day} ${months[(month ?? 1) - 1]} ${year}`
}

/** Every word of a legal document, for checks that a fact is stated. */
export function legalDocumentText(doc: LegalDocument): string {
  const blockText = (block: LegalBlock) =>
    block.type === 'paragraph'
      ? block.text
      : block.type === 'list'
        ? block.items.join(' ')
        : [block.caption, ...block.head, ...block.rows.flat()].join(' ')
  return [
    doc.title,
    doc.description,
    ...doc.summary,
    ...doc.sections.flatMap((section) => [section.title, ...section.blocks.map(blockText)]),
  ].join(' ')
}
