import { siteConfig } from '#app-config'
import {
  INVALID_REQUEST_MESSAGE,
  PUBLIC_ERROR_STATUS,
  UNAVAILABLE_MESSAGE,
  type PublicError,
  type PublicErrorCode,
} from '~/domain/errors'
import { getRequest } from '@tanstack/react-start/server'
import { isDatabaseUnavailable } from '~/server/db/database.server'
import { logError } from '~/server/log.server'
import { runWithRequestState } from './request-state.server'

/** Server function bodies above this are refused before Start parses them (a long post is ~0.5 MB). */
export const MAX_SERVER_FN_BODY_BYTES = 1024 * 1024
/** Retry-After of the database-down page and of server function 503 answers. */
export const UNAVAILABLE_RETRY_SECONDS = 30

const SERVER_FN_PREFIX = '/_serverFn/'

/** A /_serverFn answer in the error envelope, for failures that happen before any function runs. */
export function envelopeResponse(code: PublicErrorCode, message: string, extraHeaders: HeadersInit = {}): Response {
  const body: PublicError = { code, message }
  const headers = new Headers(extraHeaders)
  headers.set('content-type', 'application/json')
  headers.set('cache-control', 'no-store')
  return new Response(JSON.stringify(body), { status: PUBLIC_ERROR_STATUS[code], headers })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * The unavailable page's own sheet. It is made outside the renderer, so it carries no nonce: the
 * page policy allows exactly this text by hash (src/server.ts).
 */
export const UNAVAILABLE_PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;line-height:1.6;color:#1a1b1e}
@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#e9ecef}a{color:#74c0fc}}`

const UNAVAILABLE_TITLE = 'This page is temporarily unavailable'

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')
}

/** The end of the element whose start tag begins at `start` (a div), or -1. */
function endOfDiv(html: string, start: number): number {
  const tags = /<div\b|<\/div>/g
  tags.lastIndex = start
  let depth = 0
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1
    if (depth === 0) return match.index + match[0].length
  }
  return -1
}

/**
 * The 503 page in the site's layout, made from what the renderer produced when the page's data
 * could not be read: the header, navigation and footer (they need no data) around the route's
 * error view, whose words become the outage's plain message and a link home. The page's scripts
 * go (only the colour scheme's stays): hydrating would run the failing loader again, and the
 * header and footer work without them. Null when the render is not that page (then the bare page).
 */
export function layoutUnavailableHtml(rendered: string): string | null {
  const marker = rendered.indexOf('data-testid="error-page"')
  if (marker < 0 || !rendered.includes('<footer') || !rendered.includes('<header')) return null
  const start = rendered.lastIndexOf('<div', marker)
  const end = start < 0 ? -1 : endOfDiv(rendered, start)
  if (end < 0) return null
  let view = rendered.slice(start, end)
  const heading = /(<h1\b[^>]*>)[\s\S]*?(<\/h1>)/.exec(view)
  const paragraph = /(<p\b[^>]*>)[\s\S]*?(<\/p>)/.exec(view)
  if (!heading || !paragraph || !/<a\b[^>]*href="\/"/.test(view)) return null
  view = view
    .replace('data-testid="error-page"', 'data-testid="unavailable-page"')
    .replace(heading[0], `${heading[1]}${escapeHtml(UNAVAILABLE_TITLE)}${heading[2]}`)
    .replace(paragraph[0], `${paragraph[1]}${escapeHtml(UNAVAILABLE_MESSAGE)}${paragraph[2]}`)
    // "Try again" needs the script; the link home stays.
    .replace(/<button\b[\s\S]*?<\/button>/g, '')
  return (rendered.slice(0, start) + view + rendered.slice(end))
    .replace(/<title>[\s\S]*?<\/title>/, `<title>Temporarily unavailable - ${escapeHtml(siteConfig.brand)}</title>`)
    .replace(/(<meta name="robots" content=")[^"]*"/, '$1noindex,nofollow"')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) => (/mantine-color-scheme/.test(script) ? script : ''))
}

/**
 * The page a visitor sees when the data a page needs cannot be read: in the site's layout when
 * the render gave one (see layoutUnavailableHtml), else a bare page; no driver text, a way back.
 */
export function unavailablePage(rendered = ''): Response {
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(UNAVAILABLE_RETRY_SECONDS),
  }
  const inLayout = rendered ? layoutUnavailableHtml(rendered) : null
  if (inLayout) return new Response(inLayout, { status: 503, headers })
  const brand = escapeHtml(siteConfig.brand)
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Temporarily unavailable - ${brand}</title>
<style>${UNAVAILABLE_PAGE_STYLE}</style></head>
<body><main><h1>${UNAVAILABLE_TITLE}</h1>
<p>${escapeHtml(UNAVAILABLE_MESSAGE)}</p>
<p><a href="/">Go to the ${brand} home page</a></p></main></body></html>`
  return new Response(html, { status: 503, headers })
}

/**
 * Checks a server function request before Start parses it: an oversized or unreadable body, or
 * JSON that does not parse, is the client's mistake (400/413), answered in the envelope. Reading
 * the body here (a clone: Start reads the original) also means a client that disconnects
 * mid-upload ends here quietly instead of as an 'Error: aborted' stack in Start's handler.
 */
async function precheckServerFn(request: Request): Promise<Response | null> {
  const url = new URL(request.url)
  const id = url.pathname.slice(SERVER_FN_PREFIX.length)
  if (!id || id.length > 2000) return envelopeResponse('not_found', 'Unknown server function.')
  const method = request.method.toUpperCase()
  if (method === 'GET') {
    const payload = url.searchParams.get('payload')
    if (payload && payload.length > MAX_SERVER_FN_BODY_BYTES)
      return envelopeResponse('too_large', 'The request is too large.')
    if (payload && !parsesAsJson(payload)) return envelopeResponse('invalid', INVALID_REQUEST_MESSAGE)
    return null
  }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_SERVER_FN_BODY_BYTES) return envelopeResponse('too_large', 'The request is too large.')
  const type = request.headers.get('content-type') ?? ''
  if (!request.body || !type.includes('application/json')) return null
  let text: string
  try {
    text = await request.clone().text()
  } catch {
    // The client went away (or sent a broken body): nobody is waiting for an answer.
    return envelopeResponse('invalid', INVALID_REQUEST_MESSAGE)
  }
  if (text.length > MAX_SERVER_FN_BODY_BYTES) return envelopeResponse('too_large', 'The request is too large.')
  if (text && !parsesAsJson(text)) return envelopeResponse('invalid', INVALID_REQUEST_MESSAGE)
  return null
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

const START_LOOKUP_FAILURE = /Server function (info not found|not accessible|module (export )?not resolved)/i

function isStartLookupFailure(error: unknown): boolean {
  return error instanceof Error && START_LOOKUP_FAILURE.test(error.message)
}

/**
 * Start answers a failure before the function ran (unknown id, a payload its deserialiser
 * refuses) with a 500 carrying the internal error text. Those are client mistakes: 404 or 400.
 */
async function clientMistakeFromStartFailure(response: Response): Promise<Response> {
  const text = await response.text().catch(() => '')
  if (START_LOOKUP_FAILURE.test(text)) {
    return envelopeResponse('not_found', 'Unknown server function.')
  }
  return envelopeResponse('invalid', INVALID_REQUEST_MESSAGE)
}

/**
 * The outermost request middleware's work (after the security headers): server function
 * requests are checked before Start parses them and Start's own failures become 4xx envelopes;
 * a page whose data could not be read because the database is down becomes the friendly 503 page
 * (with Retry-After), and a page that rendered without its optional data (the home page's blog
 * teaser) is marked no-store so no cache keeps the incomplete copy.
 */
export async function guardRequest<R extends { response: Response }>(
  request: Request,
  next: () => Promise<R>,
): Promise<R | Response> {
  const { pathname } = new URL(request.url)
  const isServerFn = pathname.startsWith(SERVER_FN_PREFIX)
  if (isServerFn) {
    const refused = await precheckServerFn(request)
    if (refused) return refused
  }
  let outcome: Awaited<ReturnType<typeof runWithRequestState<R>>>
  try {
    outcome = await runWithRequestState(next)
  } catch (error) {
    // Start looks the function up outside its own error handling: an unknown id throws here.
    if (isServerFn && !request.signal.aborted && isStartLookupFailure(error)) {
      return envelopeResponse('not_found', 'Unknown server function.')
    }
    throw error
  }
  const { state, value: result } = outcome
  const response = result.response
  if (isServerFn) {
    if (response.status >= 500 && !state.serverFnReached) return clientMistakeFromStartFailure(response)
    return result
  }
  if (state.dependencyDown) {
    if (response.status >= 500) {
      const html = isHtml(response) ? await response.text().catch(() => '') : ''
      await response.body?.cancel().catch(() => undefined)
      return unavailablePage(html)
    }
    response.headers.set('cache-control', 'no-store')
  }
  return result
}

/**
 * Server routes that read the database (RSS, sitemap): when it is down, a plain 503 with
 * Retry-After (crawlers and feed readers come back) instead of a 500; the log keeps the cause.
 */
export async function withDatabaseFallback(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler()
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    logError(`Database unavailable for ${safePath()}`, error)
    return new Response(UNAVAILABLE_MESSAGE, {
      status: 503,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(UNAVAILABLE_RETRY_SECONDS),
      },
    })
  }
}

function safePath(): string {
  try {
    return new URL(getRequest().url).pathname
  } catch {
    return 'a server route'
  }
}
