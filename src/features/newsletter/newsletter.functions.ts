import { createServerFn } from '@tanstack/react-start'
import { NewsletterSchema } from '~/domain/newsletter'
import { signUpForNewsletter } from '~/server/forms/form-actions.server'
import { inputValidator } from '~/server/leads/public-error.server'

/**
 * The footer sign-up: validated, rate-limited, idempotent for an address already on the list.
 * The native form post (src/routes/forms/newsletter.ts) takes the same schema and service.
 */
export const subscribeNewsletter = createServerFn({ method: 'POST' })
  .validator(inputValidator(NewsletterSchema))
  .handler(({ data }) => signUpForNewsletter(data))
