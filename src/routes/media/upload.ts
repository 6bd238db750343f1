import { createFileRoute } from '@tanstack/react-router'

/** POST /media/upload: an admin's image upload (the raw file as the body, at most 5 MB). */
export const Route = createFileRoute('/media/upload')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const { uploadMedia } = await import('~/server/media/media-routes.server')
        return uploadMedia(request)
      },
    },
  },
})
