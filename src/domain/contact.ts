import * as v from 'valibot'
import { GENERIC_ERROR_MESSAGE, INVALID_REQUEST_MESSAGE } from './errors'
import { PRODUCT_IDS } from './product'
import { stripControlCharacters } from './text'
import { submissionIdEntry } from './submission'

export { stripControlCharacters }

/**
 * Every sentence a visitor can read about a contact request, in one place: the dialog's notices
 * and the server's answers use these, so the same situation always reads the same way.
 */
export const CONTACT_MESSAGES = {
  productMissing: 'Please choose the product you are interested in.',
  missing: { title: 'Missing information', message: 'Please fill out all required fields and accept the terms.' },
  invalid: {
    title: 'Please check your details',
    message: 'Some fields need a correction before we can send your request.',
  },
  sent: { title: 'Message sent!', message: "Thank you for contacting us. We'll get back to you soon." },
  failed: {
    title: 'Error',
    message: GENERIC_ERROR_MESSAGE,
  },
  rateLimited:
    'You have sent several requests in a short time. Please wait a few minutes and try again, or email us directly.',
  rejected: 'Your request could not be accepted.',
} as const

/** Size limits, the same in the browser and on the server. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  mobile: 24,
  brandName: 100,
  description: 2000,
  source: 60,
  honeypot: 200,
} as const

const MOBILE_CHARACTERS = /^\+?[\d\s().-]+$/

const singleLine = v.transform((value: string) => stripControlCharacters(value))

function requiredText(empty: string, max: number, tooLong: string) {
  return v.pipe(v.string(empty), singleLine, v.trim(), v.nonEmpty(empty), v.maxLength(max, tooLong))
}

function optionalText(max: number, tooLong: string, multiline = false) {
  return v.optional(
    v.pipe(
      v.string(INVALID_REQUEST_MESSAGE),
      v.transform((value: string) => stripControlCharacters(value, multiline)),
      v.trim(),
      v.maxLength(max, tooLong),
    ),
    '',
  )
}

/** The mobile number's format, in the words of the form's placeholder ("Country code, then ..."). */
const MOBILE_FORMAT_MESSAGE = 'Please enter a mobile number in international format: the country code, then the number.'

/** The contact dialog's fields: one schema for the form (browser) and the server function. */
export const contactFormEntries = {
  name: requiredText(
    'Please enter your name.',
    CONTACT_LIMITS.name,
    `Please keep your name under ${CONTACT_LIMITS.name} characters.`,
  ),
  email: v.pipe(
    v.string('Please enter your email address.'),
    singleLine,
    v.trim(),
    v.nonEmpty('Please enter your email address.'),
    v.maxLength(CONTACT_LIMITS.email, 'That email address is too long.'),
    v.email('Please enter a valid email address, e.g. name@company.com.'),
  ),
  mobile: v.pipe(
    v.string('Please enter your mobile number.'),
    singleLine,
    v.trim(),
    v.nonEmpty('Please enter your mobile number.'),
    v.maxLength(CONTACT_LIMITS.mobile, 'That mobile number is too long.'),
    v.regex(MOBILE_CHARACTERS, MOBILE_FORMAT_MESSAGE),
    v.check((value) => {
      const digits = value.replace(/\D/g, '').length
      return digits >= 7 && digits <= 15
    }, MOBILE_FORMAT_MESSAGE),
  ),
  product: v.picklist(PRODUCT_IDS, CONTACT_MESSAGES.productMissing),
  brandName: optionalText(
    CONTACT_LIMITS.brandName,
    `Please keep the brand name under ${CONTACT_LIMITS.brandName} characters.`,
  ),
  description: optionalText(
    CONTACT_LIMITS.description,
    `Please keep the description under ${CONTACT_LIMITS.description.toLocaleString('en-US')} characters.`,
    true,
  ),
  terms: v.literal(true, 'Please accept the terms to continue.'),
}

export const ContactFormSchema = v.object(contactFormEntries)

/** 'Astroway hero <b>' -> 'Astroway-hero-b': letters, digits and : . / _ - only, 60 at most. */
export function tidySource(source: string): string {
  return source
    .trim()
    .replace(/[^\w:./-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTACT_LIMITS.source)
}

/** The UTM parameters kept with a lead (utm_source ... utm_content of the page's URL). */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const
export type UtmKey = (typeof UTM_KEYS)[number]
export type LeadUtm = Partial<Record<UtmKey, string>>

/** Stored lengths of where a lead came from; longer values are cut, absurd ones refused. */
export const LEAD_ORIGIN_LIMITS = { page: 300, utm: 150, raw: 2048 } as const

/** '/apps/x?y#z' -> '/apps/x': a path on this site only, without control characters, 300 at most. */
export function tidyPagePath(value: string): string {
  const path = stripControlCharacters(value).trim().split(/[?#]/)[0] ?? ''
  return path.startsWith('/') && !path.startsWith('//') ? path.slice(0, LEAD_ORIGIN_LIMITS.page) : ''
}

function tidyUtmValue(value: string): string {
  return stripControlCharacters(value).trim().slice(0, LEAD_ORIGIN_LIMITS.utm)
}

/** The page path and utm_* parameters of the current URL, as the contact dialog sends them. */
export function leadOriginFromLocation(location: { pathname: string; search: string }): {
  page: string
  utm: LeadUtm
} {
  const params = new URLSearchParams(location.search)
  const utm: LeadUtm = {}
  for (const key of UTM_KEYS) {
    const value = tidyUtmValue(params.get(`utm_${key}`) ?? '')
    if (value) utm[key] = value
  }
  return { page: tidyPagePath(location.pathname), utm }
}

const originText = (tidy: (value: string) => string) =>
  v.optional(
    v.pipe(
      v.string(INVALID_REQUEST_MESSAGE),
      v.maxLength(LEAD_ORIGIN_LIMITS.raw, INVALID_REQUEST_MESSAGE),
      v.transform(tidy),
    ),
    '',
  )

/**
 * What the server function accepts: the form plus where it was opened (button, page, UTM) and a
 * honeypot field ('website') that people never see and bots fill in.
 */
export const ContactRequestSchema = v.object(
  {
    ...contactFormEntries,
    /** Which button opened the dialog: tidied rather than refused, since callers pick it. */
    source: v.optional(
      v.pipe(v.string('Invalid source.'), v.maxLength(200, 'Invalid source.'), v.transform(tidySource)),
      '',
    ),
    /** The page the dialog was sent from and its UTM parameters: tidied, never a reason to refuse a lead. */
    page: originText(tidyPagePath),
    utm: v.optional(
      v.object(
        Object.fromEntries(UTM_KEYS.map((key) => [key, originText(tidyUtmValue)])) as Record<
          UtmKey,
          ReturnType<typeof originText>
        >,
        INVALID_REQUEST_MESSAGE,
      ),
      {},
    ),
    website: v.optional(
      v.pipe(v.string(INVALID_REQUEST_MESSAGE), v.maxLength(CONTACT_LIMITS.honeypot, INVALID_REQUEST_MESSAGE)),
      '',
    ),
    /** The browser's idempotency key for this attempt (a UUID); see src/domain/submission.ts. */
    submissionId: submissionIdEntry,
  },
  INVALID_REQUEST_MESSAGE,
)

export type ContactRequestInput = v.InferInput<typeof ContactRequestSchema>
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>

/** What a visitor says about their project: the contact form's fields that a lead keeps. */
export interface LeadDetails {
  name: string
  email: string
  mobile: string
  product: string
  brandName: string
  description: string
}

/** The form's own state (product starts empty, terms unchecked). */
export interface ContactFormValues extends LeadDetails {
  terms: boolean
  website: string
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  mobile: '',
  product: '',
  brandName: '',
  description: '',
  terms: false,
  website: '',
}
