import * as v from 'valibot'
import { PRODUCT_VALUES } from './product-options'

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

function requiredText(empty: string, max: number, tooLong: string) {
  return v.pipe(v.string(empty), v.trim(), v.nonEmpty(empty), v.maxLength(max, tooLong))
}

function optionalText(max: number, tooLong: string) {
  return v.optional(v.pipe(v.string('Invalid request.'), v.trim(), v.maxLength(max, tooLong)), '')
}

/** The contact dialog's fields: one schema for the form (browser) and the server function. */
export const contactFormEntries = {
  name: requiredText(
    'Please enter your name.',
    CONTACT_LIMITS.name,
    `Please keep your name under ${CONTACT_LIMITS.name} characters.`,
  ),
  email: v.pipe(
    v.string('Please enter your email address.'),
    v.trim(),
    v.nonEmpty('Please enter your email address.'),
    v.maxLength(CONTACT_LIMITS.email, 'That email address is too long.'),
    v.email('Please enter a valid email address, e.g. name@company.com.'),
  ),
  mobile: v.pipe(
    v.string('Please enter your mobile number.'),
    v.trim(),
    v.nonEmpty('Please enter your mobile number.'),
    v.maxLength(CONTACT_LIMITS.mobile, 'That mobile number is too long.'),
    v.regex(MOBILE_CHARACTERS, 'Please enter a mobile number in international format, e.g. +91 98765 43210.'),
    v.check((value) => {
      const digits = value.replace(/\D/g, '').length
      return digits >= 7 && digits <= 15
    }, 'Please enter a mobile number in international format, e.g. +91 98765 43210.'),
  ),
  product: v.picklist(PRODUCT_VALUES, 'Please choose the product you are interested in.'),
  brandName: optionalText(
    CONTACT_LIMITS.brandName,
    `Please keep the brand name under ${CONTACT_LIMITS.brandName} characters.`,
  ),
  description: optionalText(
    CONTACT_LIMITS.description,
    `Please keep the description under ${CONTACT_LIMITS.description.toLocaleString('en-US')} characters.`,
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

/**
 * What the server function accepts: the form plus where it was opened and a honeypot field
 * ('website') that people never see and bots fill in.
 */
export const ContactRequestSchema = v.object(
  {
    ...contactFormEntries,
    /** Which button opened the dialog: tidied rather than refused, since callers pick it. */
    source: v.optional(
      v.pipe(v.string('Invalid source.'), v.maxLength(200, 'Invalid source.'), v.transform(tidySource)),
      '',
    ),
    website: v.optional(
      v.pipe(v.string('Invalid request.'), v.maxLength(CONTACT_LIMITS.honeypot, 'Invalid request.')),
      '',
    ),
  },
  'Invalid request.',
)

export type ContactRequestInput = v.InferInput<typeof ContactRequestSchema>
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>

/** The form's own state (product starts empty, terms unchecked). */
export interface ContactFormValues {
  name: string
  email: string
  mobile: string
  product: string
  brandName: string
  description: string
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

/** One readable sentence from validation issues (the first problem of each field). */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const seen = new Set<string>()
  const messages: string[] = []
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? ''
    if (seen.has(path)) continue
    seen.add(path)
    // A problem with the request as a whole would echo the input: say it plainly instead.
    messages.push(path ? issue.message : 'Invalid request.')
  }
  return messages.join(' ') || 'Please check the form and try again.'
}
