import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'

/**
 * Security headers on every server response (pages, server functions, server routes).
 * Static files are served by scripts/start.mjs, which sets its own headers.
 */
const securityHeaders = createMiddleware({ type: 'request' }).server(async ({ next }) => {
  const result = await next()
  const headers = result.response.headers
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  if (process.env.NODE_ENV === 'production') {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
  return result
})

/** Defining start.ts turns off Start's automatic CSRF check, so it is added back here. */
const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

export const startInstance = createStart(() => ({
  requestMiddleware: [securityHeaders, csrf],
}))
