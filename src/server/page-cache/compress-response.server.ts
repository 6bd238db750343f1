import { acceptsEncoding } from './page-store.server'

const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript|manifest\+json))/

/**
 * Gzip for answers that are not stored (admin pages, server functions, feeds). Streams, so a
 * streamed render still starts early; small bodies and already encoded ones are left alone.
 */
export function compressResponse(request: Request, response: Response): Response {
  if (!response.body || response.headers.has('content-encoding')) return response
  if (request.method === 'HEAD' || response.status === 204 || response.status === 304) return response
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return response
  const length = Number(response.headers.get('content-length') ?? NaN)
  if (length < 1024) return response
  if (!acceptsEncoding(request.headers.get('accept-encoding'), 'gzip')) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('Content-Encoding', 'gzip')
  const vary = headers.get('vary')
  if (!vary || !/accept-encoding/i.test(vary))
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
