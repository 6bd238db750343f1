import { createFileRoute } from '@tanstack/react-router'

/**
 * POST /preference: the country and currency choice as a native form, for a visitor whose page
 * has no JavaScript (yet). See answerPreferenceChoice. A GET (a bookmarked or typed address)
 * goes to the home page.
 */
export const Route = createFileRoute('/preference')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const { answerPreferenceChoice } = await import('~/server/geo/preference-choice.server')
        return answerPreferenceChoice(request)
      },
      GET: () => new Response(null, { status: 303, headers: { location: '/', 'cache-control': 'no-store' } }),
    },
  },
})
