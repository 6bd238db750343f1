import { createServerFn } from '@tanstack/react-start'
import { resolveVisitorPreference } from '~/server/geo/visitor-preference.server'
import { ensureLeadDeliveryWorker } from '~/server/leads/lead-delivery-worker.server'

/**
 * The visitor's currency preference for server rendering: the cookie, else country detection
 * (CDN headers, then the IP look-up). India keeps INR; any other country gives USD.
 */
export const getVisitorPreference = createServerFn({ method: 'GET' }).handler(async () => {
  // The first page rendered after a (re)start also resumes e-mail retries of stored leads.
  ensureLeadDeliveryWorker()
  return resolveVisitorPreference()
})
