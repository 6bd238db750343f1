import * as v from 'valibot'
import { stripControlCharacters } from './contact'
import { INVALID_REQUEST_MESSAGE } from './errors'
import { submissionIdEntry } from './submission'

export const NEWSLETTER_EMAIL_MAX = 254

/** The footer sign-up: one schema for the form and the server function. */
export const NewsletterSchema = v.object(
  {
    email: v.pipe(
      v.string('Please enter your email address.'),
      v.transform((value: string) => stripControlCharacters(value)),
      v.trim(),
      v.toLowerCase(),
      v.nonEmpty('Please enter your email address.'),
      v.maxLength(NEWSLETTER_EMAIL_MAX, 'That email address is too long.'),
      v.email('Please enter a valid email address, e.g. name@company.com.'),
    ),
    /** Honeypot: hidden from people, filled in by bots. */
    website: v.optional(v.pipe(v.string(INVALID_REQUEST_MESSAGE), v.maxLength(200, INVALID_REQUEST_MESSAGE)), ''),
    /** The browser's idempotency key for this attempt (a UUID); see src/domain/submission.ts. */
    submissionId: submissionIdEntry,
  },
  INVALID_REQUEST_MESSAGE,
)

export type NewsletterInput = v.InferInput<typeof NewsletterSchema>
export type NewsletterRequest = v.InferOutput<typeof NewsletterSchema>

/** Every sentence a visitor can read about the sign-up, shared by the form and the server. */
export const NEWSLETTER_MESSAGES = {
  // The same answer for every address, new, pending or already subscribed: it says nothing about the list.
  success:
    "Almost done: if this address is not on our list yet, we've sent it a link to confirm your subscription. Please check your inbox.",
  failed: 'We could not sign you up just now. Please try again in a few minutes.',
  rateLimited: 'Too many sign-ups from your connection. Please try again in a few minutes.',
  rejected: 'Your sign-up could not be accepted.',
} as const

/** What the pages of the links in the newsletter's mail say. */
export const NEWSLETTER_LINK_TEXT = {
  confirm: {
    title: 'Confirm your subscription',
    lead: 'Press the button to start receiving our newsletter at the address this link was sent to.',
    button: 'Confirm subscription',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    lead: 'Press the button and we will stop sending the newsletter to the address this link was sent to.',
    button: 'Unsubscribe',
  },
  results: {
    confirmed: {
      title: 'Subscription confirmed',
      text: "Thanks! You're subscribed. Look out for our next update in your inbox.",
    },
    unsubscribed: {
      title: 'You are unsubscribed',
      text: 'You will not receive the newsletter any more. You can sign up again at any time.',
    },
    invalid: {
      title: 'This link cannot be used',
      text: 'This link has expired, was already used or is incomplete. Sign up again from the form at the foot of any page.',
    },
  },
} as const
