import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { getServerConfig } from '~/server/config.server'
import { NewsletterSchema } from '~/domain/newsletter'
import { getClientIp } from '~/server/geo/client-ip.server'
import { getDbOrUnavailable } from '~/server/leads/lead-context.server'
import { sourcePageFrom, subscribeToNewsletter } from '~/server/leads/newsletter.server'
import { inputValidator } from '~/server/leads/public-error.server'

/** The footer sign-up: validated, rate-limited, idempotent for an address already on the list. */
export const subscribeNewsletter = createServerFn({ method: 'POST' })
  .validator(inputValidator(NewsletterSchema))
  .handler(async ({ data }) =>
    subscribeToNewsletter(data, {
      db: await getDbOrUnavailable(),
      clientKey: getClientIp() ?? 'unknown',
      // The page the form was on, from the same-origin Referer: no extra client code.
      sourcePage: sourcePageFrom(getRequestHeader('referer'), [
        new URL(getServerConfig().SITE_ORIGIN).host,
        getRequestHeader('host'),
      ]),
    }),
  )
