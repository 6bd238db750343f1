import { createServerFn } from '@tanstack/react-start'
import { ContactRequestSchema } from '~/domain/contact'
import { getClientIp } from '~/server/geo/client-ip.server'
import { resolveVisitorPreference } from '~/server/geo/visitor-preference.server'
import { acceptContactRequest } from '~/server/leads/contact-requests.server'
import { defaultDeliveryContext } from '~/server/leads/lead-context.server'
import { inputValidator } from '~/server/leads/public-error.server'

/**
 * The contact dialog's submit: validated once, here, with the shared domain schema, rate-limited per client,
 * stored as a lead, then e-mailed (retried in the background when EmailJS fails). Bad input,
 * the honeypot and the rate limit are answered in the error envelope with a 4xx status.
 */
export const submitContactRequest = createServerFn({ method: 'POST' })
  .validator(inputValidator(ContactRequestSchema))
  .handler(async ({ data }) => {
    const context = await defaultDeliveryContext()
    const { currency } = await resolveVisitorPreference()
    await acceptContactRequest(data, { ...context, clientKey: getClientIp() ?? 'unknown', currency })
    return { ok: true as const }
  })
