import { createServerFn } from '@tanstack/react-start'
import { getServerConfig } from '~/server/config.server'

/** Public, per-deployment settings the browser needs (nothing secret). */
export const getPublicSiteSettings = createServerFn({ method: 'GET' }).handler(async () => {
  const config = getServerConfig()
  return { origin: config.SITE_ORIGIN.replace(/\/+$/, '') }
})
