import { test as base, expect, type Locator, type Page } from '@playwright/test'

export const stubUrl = `http://127.0.0.1:${Number(process.env.E2E_STUB_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1)}`

/**
 * Every test fails on an uncaught page error or a React hydration warning, so a page that
 * renders but breaks in the browser does not pass.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        const text = message.text()
        if (message.type() === 'error' && /hydrat|did not match|Minified React error/i.test(text))
          errors.push(`console: ${text}`)
      })
      await use(errors)
      expect(errors, 'no errors in the browser').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * The visitor's first sign of life: a public page runs no script until then (the loader of
 * src/server/page-cache/defer-scripts.server.ts). A wheel event on the window, which the loader
 * listens for: it starts the page's script without pointing at, pressing or focusing anything, and
 * wherever the pointer is (a real wheel turn goes to the element under the pointer, and to nothing
 * when the pointer is outside a viewport that has been made narrower).
 */
export async function showSignOfLife(page: Page) {
  // Once the document is parsed: the loader ends the head, so a sign given earlier counts once it is
  // there, but a test acting on a page that has only begun to arrive could come before it.
  await page.waitForLoadState('domcontentloaded')
  await page.evaluate(() => window.dispatchEvent(new WheelEvent('wheel')))
}

/**
 * Waits until React has hydrated the page (the router marks the document), after the visitor's
 * first sign of life has started its script.
 */
export async function waitForHydration(page: Page) {
  await showSignOfLife(page)
  await untilHydrated(page)
}

/** Waits until React has hydrated the page, giving no sign of life of its own. */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __readyappsHydrated?: boolean }).__readyappsHydrated === true,
  )
}

/** Loads the page and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

/**
 * Draws every part of the page as it is drawn on the screen, wherever it is. The sections, the
 * closing band, the footer and a post's parts below the fold are laid out only when they near the
 * screen (`content-visibility: auto`: src/ui/section, src/ui/cta-band, the site footer, the blog's
 * post body), and neither a full-page screenshot nor axe's colour checks bring them near: each
 * keeps the containment it has when shown (layout, style and paint) and is no longer skipped.
 */
export async function drawEverySection(page: Page) {
  await setSkippedContent(page, 'visible')
}

/**
 * Every element whose content `content-visibility: auto` skips off the screen, set to show it
 * (`visible`, what drawEverySection does) or to hide it outright (`hidden`, the yardstick of what
 * is missing when nothing in those elements is drawn). Each keeps the containment it has when
 * shown.
 */
export async function setSkippedContent(page: Page, contentVisibility: 'visible' | 'hidden') {
  await page.evaluate((value) => {
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue
      element.style.contentVisibility = value
      element.style.contain = 'layout style paint'
    }
  }, contentVisibility)
}

/**
 * Scrolls an element far down a freshly loaded page into view and waits until the page around it
 * has settled: a section that content-visibility skips is laid out a few frames after it nears the
 * screen, and the sections drawn then can move what was scrolled to. Playwright's own check (the
 * same box in two frames in a row) can pass before that: a press that began on a link ended, 185 ms
 * later, on the section the link had moved away from, and the click opened nothing (1 in 20 runs
 * on a busy machine). Settled: the element's place and the page's scroll the same for five frames.
 * It counts frames with requestAnimationFrame, which does not run where JavaScript is off.
 */
export async function scrollIntoViewSettled(locator: Locator) {
  await locator.scrollIntoViewIfNeeded()
  await locator.evaluate(async (element) => {
    let last = ''
    // At most 4 s of frames: a page that never settles is left to the action's own checks.
    for (let same = 0, frames = 0; same < 5 && frames < 240; frames += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const box = element.getBoundingClientRect()
      const now = `${box.top} ${box.left} ${window.scrollY}`
      same = now === last ? same + 1 : 0
      last = now
    }
  })
}

/**
 * Back in the browser's history, and waits until React has hydrated the page again when the
 * browser loaded it afresh. A test of what a click does before hydration says so and waits for
 * nothing (e2e/nav-slow-phone.spec.ts, e2e/forms-slow-phone.spec.ts).
 */
export async function goBackHydrated(page: Page) {
  const response = await page.goBack()
  await waitForHydration(page)
  return response
}

/**
 * Waits until React's handlers are live on the element: `__readyappsHydrated` says the page's root has
 * hydrated, but parts of a page become React's later (an island below the fold hydrates when the
 * visitor nears it, when used, or when its code has come), and until then the server's HTML there looks
 * the same but does nothing React would do. An island's wrapper carries `data-island`, and `data-live`
 * once its section is React's (src/ui/hydrate-later/hydrate-later.tsx); an element in no island is the
 * page's once the page has hydrated, unless it is in a static section (`data-server-html`), which never is.
 */
export async function expectLive(locator: Locator) {
  await expect
    .poll(() => locator.evaluate(isLive), { message: `${locator} is React's (rendered or hydrated, and committed)` })
    .toBe(true)
}

/** In the page: whether React handles `element` (see expectLive). */
export function isLive(element: Element): boolean {
  const island = element.closest('[data-island]')
  if (island) return island.hasAttribute('data-live')
  return (
    (window as unknown as { __readyappsHydrated?: boolean }).__readyappsHydrated === true &&
    !element.closest('[data-server-html]')
  )
}

export async function stubRequests(
  service: string,
): Promise<Array<{ path: string; body: unknown; method: string; answered: 'ok' | 'fail' | 'slow' }>> {
  const response = await fetch(`${stubUrl}/__requests?service=${service}`)
  return (await response.json()) as Array<{
    path: string
    body: unknown
    method: string
    answered: 'ok' | 'fail' | 'slow'
  }>
}

export interface StubMail {
  to: string[]
  from: string
  subject: string
  /** Header names in lower case. */
  headers: Record<string, string>
  /** The decoded text of the message. */
  text: string
}

/** The messages the SMTP stand-in received for `address`, oldest first. */
export async function stubMail(address: string): Promise<StubMail[]> {
  const response = await fetch(`${stubUrl}/__mail?to=${encodeURIComponent(address)}`)
  return (await response.json()) as StubMail[]
}

/** The site link in a message's text to `path` (e.g. '/newsletter/confirm'), with its token. */
export function linkIn(message: StubMail, path: string): string {
  const at = message.text.indexOf(`${path}?token=`)
  if (at < 0) throw new Error(`no ${path} link in the message:\n${message.text}`)
  const start = message.text.lastIndexOf('http', at)
  const end = message.text.slice(at).search(/\s|$/)
  return message.text.slice(start, at + end)
}

/**
 * How a stand-in service answers the requests that carry `match` (the test's own unique address):
 * only those, so tests running at the same time never see each other's outage. 'ok' ends it.
 */
export async function setStubMode(service: string, mode: 'ok' | 'fail' | 'slow', match: string) {
  const response = await fetch(`${stubUrl}/__mode`, {
    method: 'POST',
    body: JSON.stringify({ service, mode, match }),
    headers: { 'content-type': 'application/json' },
  })
  if (!response.ok) throw new Error(`stub mode refused: ${await response.text()}`)
}

/** Every server function call of the page answers `ms` later: the page's data comes late. */
export async function slowServerFunctions(page: Page, ms: number) {
  await page.route('**/_serverFn/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

/** A move inside the site to `path`, made by the router (no new document), as Back and Forward are. */
export async function moveInSite(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}
