import { createServerFn } from '@tanstack/react-start'
import type { ContactRequestInput } from './contact-schema'
import { getClientIp } from '~/server/geo/client-ip.server'
import { acceptContactRequest, parseContactRequest } from '~/server/leads/contact-requests.server'
import { defaultDeliveryContext } from '~/server/leads/lead-context.server'
import { withPublicErrorStatus } from '~/server/leads/public-error.server'
import { ensureLeadDeliveryWorker } from '~/server/leads/lead-delivery-worker.server'

/**
 * The contact dialog's submit: validated again with the shared schema, rate-limited per client,
 * stored as a lead, then e-mailed (retried in the background when EmailJS fails). Bad input,
 * the honeypot and the rate limit are answered with a readable message and a 4xx status.
 */
export const submitContactRequest = createServerFn({ method: 'POST' })
  .validator((input: ContactRequestInput) => {
    try {
      return parseContactRequest(input)
    } catch (error) {
      return withPublicErrorStatus(error)
    }
  })
  .handler(async ({ data }) => {
    ensureLeadDeliveryWorker()
    const context = await defaultDeliveryContext()
    await acceptContactRequest(data, { ...context, clientKey: getClientIp() ?? 'unknown' }).catch(withPublicErrorStatus)
    return { ok: true as const }
  })
