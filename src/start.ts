import { createSerializationAdapter } from '@tanstack/react-router'
import { createCsrfMiddleware, createMiddleware, createServerOnlyFn, createStart } from '@tanstack/react-start'
import type { PublicError } from '~/domain/errors'
import { getServerConfig } from '~/server/config.server'
import { guardRequest } from '~/server/http/request-guard.server'
import { markServerFnReached } from '~/server/http/request-state.server'
import { toPublicError } from '~/server/leads/public-error.server'

/**
 * The public origin from the checked configuration. Server-only, so the compiler drops it (and
 * the config module with it) from the browser bundle, where start.ts is loaded too.
 */
const siteOrigin = createServerOnlyFn(() => getServerConfig().SITE_ORIGIN)

/**
 * Personal data (admin pages, leads) and per-visitor answers must never sit in a shared cache.
 * The security headers and the policy are put on every answer in one place, src/server.ts
 * (src/server/http/csp.server.ts `responseSecurer`).
 */
const privateNoStore = createMiddleware({ type: 'request' }).server(async ({ next, request }) => {
  const result = await next()
  const { pathname } = new URL(request.url)
  if (pathname.startsWith('/admin') || pathname.startsWith('/_serverFn') || pathname.startsWith('/newsletter/')) {
    result.response.headers.set('Cache-Control', 'no-store')
  }
  return result
})

/**
 * RFC 8058's one-click unsubscribe: a mail provider POSTs `List-Unsubscribe=One-Click` to the URL of
 * the message's List-Unsubscribe header from its own servers, with no Origin of ours. The only
 * request let through unchecked: a POST to exactly /newsletter/unsubscribe with a token in the
 * query and a form body. The token is what authorises it (a cross-site page cannot know one), and
 * the handler refuses anything but that body (src/server/forms/newsletter-links.server.ts).
 */
function isOneClickUnsubscribe(request: Request): boolean {
  if (request.method !== 'POST') return false
  const url = new URL(request.url)
  return (
    url.pathname === '/newsletter/unsubscribe' &&
    url.searchParams.has('token') &&
    /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(request.headers.get('content-type') ?? '')
  )
}

/**
 * Defining start.ts turns off Start's automatic CSRF check, so it is added back here, for server
 * functions and for every request that is not a GET or HEAD (the native form endpoints, uploads):
 * a browser's own form post or fetch is same-origin, a cross-site one is refused with 403. Browsers
 * without Sec-Fetch-Site fall back to the Origin header: accept the public origin too, since
 * behind a TLS-terminating proxy the request URL the server sees is http://.
 */
const csrf = createCsrfMiddleware({
  filter: (ctx) =>
    ctx.handlerType === 'serverFn' ||
    (ctx.request.method !== 'GET' && ctx.request.method !== 'HEAD' && !isOneClickUnsubscribe(ctx.request)),
  origin: (origin, ctx) => {
    // The config module has already checked that SITE_ORIGIN is a URL.
    const allowed = [new URL(ctx.request.url).origin, new URL(siteOrigin()).origin]
    return allowed.includes(origin)
  },
})

/**
 * Client mistakes become 4xx before Start parses a server function request; a data page whose
 * database is down becomes the friendly 503 page (src/server/http/request-guard.server.ts).
 */
const requestGuard = createMiddleware({ type: 'request' }).server(({ next, request }) =>
  guardRequest(request, async () => await next()),
)

/**
 * Every server function answers errors in one envelope (`~/domain/errors`): a stable code, a
 * message for a person, field errors; never the submitted values, driver text or a stack.
 */
const publicErrors = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  markServerFnReached()
  try {
    return await next()
  } catch (error) {
    throw toPublicError(error)
  }
})

/**
 * Start's default error serialisation keeps only `message`: this carries the whole envelope
 * (code, field errors, retry time) to the browser, where the call rejects with an Error that
 * carries the envelope's fields, which `readPublicError` reads. Known by its name
 * (PublicErrorException's), not by its class: importing anything of ~/domain/errors here would put
 * the whole module into every page's entry JavaScript (about 0.6 KB), which loads this file.
 */
const publicErrorAdapter = createSerializationAdapter({
  key: 'readyapps-public-error',
  test: (value): value is Error & PublicError => value instanceof Error && value.name === 'PublicError',
  toSerializable: ({ code, message, fields, retryAfterSeconds }): PublicError => ({
    code,
    message,
    fields,
    retryAfterSeconds,
  }),
  fromSerializable: (envelope: PublicError) =>
    Object.assign(new Error(envelope.message), { ...envelope, name: 'PublicError' }),
})

export const startInstance = createStart(() => ({
  requestMiddleware: [privateNoStore, requestGuard, csrf],
  functionMiddleware: [publicErrors],
  serializationAdapters: [publicErrorAdapter],
}))
