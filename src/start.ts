import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'

/**
 * Security headers on every server response (pages, server functions, server routes).
 * Static files are served by scripts/start.mjs, which adds the same basic headers itself.
 */
const securityHeaders = createMiddleware({ type: 'request' }).server(async ({ next, request }) => {
  const result = await next()
  const headers = result.response.headers
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  if (process.env.SITE_ORIGIN?.startsWith('https://')) {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
  // Personal data (admin pages, leads) and per-visitor answers must never sit in a shared cache.
  const { pathname } = new URL(request.url)
  if (pathname.startsWith('/admin') || pathname.startsWith('/_serverFn')) headers.set('Cache-Control', 'no-store')
  return result
})

/**
 * Defining start.ts turns off Start's automatic CSRF check, so it is added back here. Browsers
 * without Sec-Fetch-Site fall back to the Origin header: accept the public origin too, since
 * behind a TLS-terminating proxy the request URL the server sees is http://.
 */
const csrf = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === 'serverFn',
  origin: (origin, ctx) => {
    const allowed = [new URL(ctx.request.url).origin]
    if (process.env.SITE_ORIGIN) {
      try {
        allowed.push(new URL(process.env.SITE_ORIGIN).origin)
      } catch {
        // an invalid SITE_ORIGIN is reported by the config module
      }
    }
    return allowed.includes(origin)
  },
})

export const startInstance = createStart(() => ({
  requestMiddleware: [securityHeaders, csrf],
}))
