import * as v from 'valibot'

export const NEWSLETTER_EMAIL_MAX = 254

/** The footer sign-up: one schema for the form and the server function. */
export const NewsletterSchema = v.object(
  {
    email: v.pipe(
      v.string('Please enter your email address.'),
      v.trim(),
      v.toLowerCase(),
      v.nonEmpty('Please enter your email address.'),
      v.maxLength(NEWSLETTER_EMAIL_MAX, 'That email address is too long.'),
      v.email('Please enter a valid email address, e.g. name@company.com.'),
    ),
    /** Honeypot: hidden from people, filled in by bots. */
    website: v.optional(v.pipe(v.string('Invalid request.'), v.maxLength(200, 'Invalid request.')), ''),
  },
  'Invalid request.',
)

export type NewsletterInput = v.InferInput<typeof NewsletterSchema>
export type NewsletterRequest = v.InferOutput<typeof NewsletterSchema>

export const NEWSLETTER_SUCCESS_MESSAGE = "Thanks! You're subscribed. Look out for our next update in your inbox."
