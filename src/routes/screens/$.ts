import { createFileRoute } from '@tanstack/react-router'

/**
 * Product screens: /screens/{product}/{screen}.svg and /screens/portfolio/{project}.svg, static
 * SVG pictures drawn on the server from the content modules (src/server/screens) and cached for
 * a day with an ETag. Pages show them with plain <img> tags: no drawing code reaches the browser.
 */
export const Route = createFileRoute('/screens/$')({
  server: {
    handlers: {
      GET: async ({ params, request }) => {
        const { screenResponse } = await import('~/server/screens/screens.server')
        return screenResponse(params._splat ?? '', request)
      },
    },
  },
})
