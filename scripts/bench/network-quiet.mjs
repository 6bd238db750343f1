// When a page's network has gone quiet: for the byte counts of `npm run bench` (measure.mjs) and
// e2e/budgets.spec.ts, and for the end-to-end tests that wait for what a page fetches after it has
// been idle once (a section's code as it hydrates, a move inside the site). Playwright's `waitForLoadState('networkidle')` answers at once on a page
// that has been idle once: after the visit that only reads, the code a sign of life then fetches
// (the entry, then the sections near the screen as they hydrate) was counted only as far as it had
// come by the time the page said it had hydrated. A slower machine counted more: CI found part of
// a sidebar's code on the tabbed document that a faster one missed.

/**
 * Watches `page`'s requests from now on; `quiet()` resolves once none has been in flight for
 * `quietMs` (500 ms, Playwright's own rule for network idle), counted from the call or the last
 * request's start or end, whichever is later.
 * @param {import('@playwright/test').Page} page
 */
export function watchNetwork(page) {
  const inFlight = new Set()
  let lastActivity = Date.now()
  const started = (request) => {
    inFlight.add(request)
    lastActivity = Date.now()
  }
  const ended = (request) => {
    inFlight.delete(request)
    lastActivity = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    /** @param {{ quietMs?: number, timeoutMs?: number }} [options] */
    async quiet({ quietMs = 500, timeoutMs = 30_000 } = {}) {
      const since = Date.now()
      const deadline = since + timeoutMs
      while (inFlight.size > 0 || Date.now() - Math.max(since, lastActivity) < quietMs) {
        if (Date.now() > deadline) {
          const urls = [...inFlight].map((request) => request.url()).join(', ')
          throw new Error(`the network was not quiet for ${quietMs} ms within ${timeoutMs} ms (in flight: ${urls})`)
        }
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
  }
}
