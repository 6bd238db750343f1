import { createFileRoute } from '@tanstack/react-router'
import { parseShareImagePath } from '~/features/seo/share-image'

/**
 * The share picture of a product, clone, documentation or blog page: /og/{kind}/{id}.png, drawn
 * on first request (src/server/og) and kept in memory. The site-wide pictures are static files
 * (public/og/*.png) served before any route is asked.
 */
export const Route = createFileRoute('/og/$')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const { withDatabaseFallback } = await import('~/server/http/request-guard.server')
        return withDatabaseFallback(async () => {
          const target = parseShareImagePath(params._splat ?? '')
          const { shareImageFor } = await import('~/server/og/share-images.server')
          const png = target ? await shareImageFor(target.kind, target.id) : null
          if (!png) {
            return new Response('Not found', {
              status: 404,
              headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
            })
          }
          return new Response(png as Uint8Array<ArrayBuffer>, {
            headers: {
              'content-type': 'image/png',
              // Pages link a ?v= that changes with the picture's text, so a day of caching is safe
              // and a stale copy after an edit is short-lived.
              'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
            },
          })
        })
      },
    },
  },
})
