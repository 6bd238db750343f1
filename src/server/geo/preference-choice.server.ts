import * as v from 'valibot'
import { PREFERENCE_COOKIE, serializePreferenceCookie } from '~/domain/currency'
import { backPathFromReferer, safeBackPath } from '~/domain/preference-choice'
import { preferenceChoiceSchema } from '~/domain/preference-choice-schema'
import { getServerConfig } from '~/server/config.server'
import { preferenceCookieOptions } from './visitor-preference.server'

/** The form has two short fields: anything bigger is not this form. */
const MAX_BODY_BYTES = 4096

/**
 * POST /preference (the header's country menu as a native form): validates the choice, remembers
 * it as a manual choice in the preference cookie (the same cookie and format the browser writes
 * once hydrated) and answers 303 back to the page it came from: the `back` field, else the
 * same-origin Referer, else the home page. Never anywhere else. The CSRF middleware (src/start.ts)
 * has already refused a cross-site post.
 */
export async function answerPreferenceChoice(request: Request): Promise<Response> {
  const noStore = { 'cache-control': 'no-store' }
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY_BYTES) return new Response('Request too large.', { status: 413, headers: noStore })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return new Response('Choose India or Global.', { status: 400, headers: noStore })
  }
  const parsed = v.safeParse(preferenceChoiceSchema, {
    country: form.get('country'),
    back: form.get('back') ?? undefined,
  })
  if (!parsed.success) return new Response('Choose India or Global.', { status: 400, headers: noStore })

  const config = getServerConfig()
  const origins = [new URL(request.url).origin, new URL(config.SITE_ORIGIN).origin]
  const back = safeBackPath(parsed.output.back) ?? backPathFromReferer(request.headers.get('referer'), origins) ?? '/'
  return new Response(null, {
    status: 303,
    headers: {
      ...noStore,
      location: back,
      'set-cookie': preferenceCookie(serializePreferenceCookie(parsed.output.country, 'manual')),
    },
  })
}

function preferenceCookie(value: string): string {
  const options = preferenceCookieOptions()
  const parts = [`${PREFERENCE_COOKIE}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAge}`, 'SameSite=Lax']
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}
