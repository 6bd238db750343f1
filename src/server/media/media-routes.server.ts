import { SECOND_FACTOR_MESSAGES } from '~/domain/admin'
import { mustEnrolSecondFactor } from '~/server/auth/require-admin.server'
import { getServerConfig } from '~/server/config.server'
import { envelopeResponse } from '~/server/http/request-guard.server'
import { getAuthProvider } from '~/server/auth/index.server'
import { logError } from '~/server/log.server'
import { MAX_IMAGE_BYTES, IMAGE_UPLOAD_MESSAGES, parseMediaUrl } from '~/domain/post-media'
import { ImageRejectedError } from './media-repository.server'
import { getMediaRepository } from './media.server'

/** Content-addressed URLs never change meaning: a year, immutable. */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** GET /media/<id>/<width>.webp */
export async function serveMedia(splat: string): Promise<Response> {
  const target = parseMediaUrl(`/media/${splat}`)
  if (!target) return notFound()
  const media = await getMediaRepository()
  const variant = await media.variant(target.id, target.width)
  if (!variant) return notFound()
  return new Response(variant as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': 'image/webp',
      'content-length': String(variant.length),
      'cache-control': MEDIA_CACHE_CONTROL,
    },
  })
}

/**
 * The upload endpoint is a plain route (a 5 MB body is over the server functions' 1 MB limit),
 * so it makes the checks Start's CSRF middleware makes for server functions itself: the request
 * must come from this site's own pages.
 */
function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site) return site === 'same-origin'
  const origin = request.headers.get('origin')
  if (!origin) return false
  return [new URL(request.url).origin, new URL(getServerConfig().SITE_ORIGIN).origin].includes(origin)
}

/** Reads the body up to the limit; null when it is larger. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.length
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.length
  }
  return bytes
}

/** POST /media/upload: the raw image as the body; answers the stored image or the error envelope. */
export async function uploadMedia(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return envelopeResponse('rejected', 'Uploads are accepted from the admin only.')
  const user = await (await getAuthProvider()).currentUser()
  if (!user) return envelopeResponse('unauthorized', 'Please sign in again.')
  if (mustEnrolSecondFactor(user)) return envelopeResponse('forbidden', SECOND_FACTOR_MESSAGES.enrolmentRequired)
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_IMAGE_BYTES) return envelopeResponse('too_large', IMAGE_UPLOAD_MESSAGES.tooLarge)
  let bytes: Uint8Array | null
  try {
    bytes = await readLimited(request, MAX_IMAGE_BYTES)
  } catch {
    return envelopeResponse('invalid', 'The upload was interrupted. Try again.')
  }
  if (!bytes) return envelopeResponse('too_large', IMAGE_UPLOAD_MESSAGES.tooLarge)
  try {
    const image = await (await getMediaRepository()).store(bytes)
    return new Response(JSON.stringify(image), {
      status: 201,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    })
  } catch (error) {
    if (error instanceof ImageRejectedError) return envelopeResponse(error.code, error.message)
    logError('Image upload failed', error)
    return envelopeResponse('unavailable', 'The image could not be stored. Try again in a minute.')
  }
}
