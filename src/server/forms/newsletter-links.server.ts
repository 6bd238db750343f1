import type { NewsletterLinkResult } from '~/domain/newsletter-link'
import { getDb } from '~/server/boot.server'
import { confirmSubscription, unsubscribeByToken } from '~/server/leads/newsletter.server'
import { logError } from '~/server/log.server'
import { seeOther } from './form-endpoint.server'

/**
 * The posts of the links in the newsletter's mail (the pages are src/routes/newsletter/*.tsx):
 *
 * - POST /newsletter/confirm?token=...: the page's button; confirms a pending sign-up.
 * - POST /newsletter/unsubscribe?token=... with the body `List-Unsubscribe=One-Click` (RFC 8058):
 *   what a mail client's unsubscribe button sends, and what the page's button sends. The token
 *   authorises it, so the CSRF check of src/start.ts lets exactly this request through without an
 *   Origin: a mail provider posts from its own servers.
 *
 * A browser (the page's own form) is sent back to the page with `?result=`; a mail client gets a
 * short plain-text answer. Opening a link (GET) never changes anything: mail scanners follow links.
 */
const MAX_BODY_BYTES = 4096

function plain(status: number, text: string): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** The posted fields (urlencoded or multipart), read up to MAX_BODY_BYTES; null when it is not such a body. */
async function readSmallForm(request: Request): Promise<URLSearchParams | FormData | null> {
  const type = request.headers.get('content-type') ?? ''
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) return null
  try {
    if (/^multipart\/form-data\b/i.test(type)) return await request.formData()
    if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return null
    const reader = request.body?.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    while (reader) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > MAX_BODY_BYTES) {
        await reader.cancel()
        return null
      }
      chunks.push(value)
    }
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return null
  }
}

function tokenOf(request: Request, form: URLSearchParams | FormData): string {
  const posted = form.get('token')
  if (typeof posted === 'string' && posted) return posted
  return new URL(request.url).searchParams.get('token') ?? ''
}

/** The page's own form (a browser navigation) rather than a mail client's one-click post. */
function fromBrowser(request: Request, form: URLSearchParams | FormData): boolean {
  return request.headers.get('sec-fetch-mode') === 'navigate' || form.has('token')
}

async function answer(
  request: Request,
  path: string,
  run: (token: string) => Promise<NewsletterLinkResult>,
  check?: (form: URLSearchParams | FormData) => boolean,
): Promise<Response> {
  const form = await readSmallForm(request)
  if (!form || (check && !check(form))) return plain(400, 'Invalid request.')
  let result: NewsletterLinkResult
  try {
    result = await run(tokenOf(request, form))
  } catch (error) {
    logError(`Newsletter link post (${path}) failed`, error)
    return plain(503, 'We could not do this just now. Please try again in a few minutes.')
  }
  if (fromBrowser(request, form)) return seeOther(`${path}?result=${result}`)
  return result === 'invalid' ? plain(404, 'This link cannot be used.') : plain(200, 'You are unsubscribed.')
}

export function newsletterConfirmPost(request: Request): Promise<Response> {
  return answer(request, '/newsletter/confirm', async (token) => confirmSubscription(await getDb(), token))
}

export function newsletterUnsubscribePost(request: Request): Promise<Response> {
  return answer(
    request,
    '/newsletter/unsubscribe',
    async (token) => unsubscribeByToken(await getDb(), token),
    (form) => form.get('List-Unsubscribe') === 'One-Click',
  )
}
