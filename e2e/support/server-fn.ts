import type { Page, Request, Route } from '@playwright/test'

const SERVER_FN_CALLS = '**/_serverFn/**'

/** Whether the browser is calling a server function by POST (what sending a form does). */
export const isServerFnPost = (request: Request) => request.url().includes('/_serverFn/') && request.method() === 'POST'

/** The answer to the next server-function POST. */
export const nextServerFnAnswer = (page: Page) => page.waitForResponse((response) => isServerFnPost(response.request()))

/**
 * Hands each server-function POST to `handle` on its way (other server-function calls go
 * through) until the returned function is called.
 */
export async function interceptServerFnPosts(page: Page, handle: (route: Route, request: Request) => Promise<void>) {
  const handler = async (route: Route) => {
    const request = route.request()
    if (request.method() !== 'POST') return route.continue()
    await handle(route, request)
  }
  await page.route(SERVER_FN_CALLS, handler)
  return () => page.unroute(SERVER_FN_CALLS, handler)
}
