import { createServerFn } from '@tanstack/react-start'
import { resolveVisitorPreference } from '~/server/geo/visitor-preference.server'

/**
 * The visitor's currency preference for server rendering: the cookie, else country detection
 * (CDN headers, then the IP look-up). India keeps INR; any other country gives USD.
 */
export const getVisitorPreference = createServerFn({ method: 'GET' }).handler(() => resolveVisitorPreference())
