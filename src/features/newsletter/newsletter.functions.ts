import { createServerFn } from '@tanstack/react-start'
import type { NewsletterInput } from './newsletter-schema'
import { getClientIp } from '~/server/geo/client-ip.server'
import { getDbOrUnavailable } from '~/server/leads/lead-context.server'
import { parseNewsletterRequest, subscribeToNewsletter } from '~/server/leads/newsletter.server'
import { withPublicErrorStatus } from '~/server/leads/public-error.server'

/** The footer sign-up: validated, rate-limited, idempotent for an address already on the list. */
export const subscribeNewsletter = createServerFn({ method: 'POST' })
  .validator((input: NewsletterInput) => {
    try {
      return parseNewsletterRequest(input)
    } catch (error) {
      return withPublicErrorStatus(error)
    }
  })
  .handler(async ({ data }) =>
    subscribeToNewsletter(data, { db: await getDbOrUnavailable(), clientKey: getClientIp() ?? 'unknown' }).catch(
      withPublicErrorStatus,
    ),
  )
