import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'

/** The page's notes of where the visitor was, per history entry (src/server/page-cache/keep-place.server.ts). */
interface Places {
  save: (key: string) => void
  go: (key: string) => void
}

const places = () => (window as { __readyappsPlace?: Places }).__readyappsPlace
const keyOf = (location: ParsedLocation) => location.state.__TSR_key ?? location.href

let drawn = false

/**
 * For createRouter's `scrollRestoration`: the router restores its numbers on moves inside the site
 * (which keepRestoredScroll then corrects), but not when a page loads. On the server it says no, so
 * the page carries no restoring script of the router's (the page's notes place it once it is
 * parsed, keep-place.server.ts); in the browser, not on the page's first draw either: the visitor
 * may have scrolled since (the page's script starts on that scroll), and the router's number, from
 * before the visitor left, moved them a second time.
 */
export const afterFirstDraw = () => typeof window !== 'undefined' && (drawn || !(drawn = true))

/**
 * Back (or Forward) inside the site returns to the same content, not to the same number of pixels
 * (why: src/server/page-cache/keep-place.server.ts, whose notes in the page's head this uses): the
 * place is noted when the router leaves a page and gone to after a Back or Forward has drawn the
 * page again, over the router's own restored number. A page without the notes (the admin, the
 * development server) keeps the router's numbers inside the site and the browser's on a load.
 */
export function keepRestoredScroll(router: AnyRouter) {
  let traversed = false
  addEventListener('popstate', () => (traversed = true))
  router.subscribe('onBeforeLoad', ({ fromLocation }) => fromLocation && places()?.save(keyOf(fromLocation)))
  router.subscribe('onRendered', ({ toLocation }) => {
    if (traversed) places()?.go(keyOf(toLocation))
    traversed = false
  })
}
