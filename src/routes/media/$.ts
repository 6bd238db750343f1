import { createFileRoute } from '@tanstack/react-router'

/**
 * Uploaded post images: /media/<id>/<width>.webp, a WebP variant made by sharp from the stored
 * original. The id is a hash of the content, so the answer is cached for a year.
 */
export const Route = createFileRoute('/media/$')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const { withDatabaseFallback } = await import('~/server/http/request-guard.server')
        const { serveMedia } = await import('~/server/media/media-routes.server')
        return withDatabaseFallback(() => serveMedia(params._splat ?? ''))
      },
    },
  },
})
