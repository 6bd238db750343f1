import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'

const keyOf = (location: ParsedLocation) => location.state.__TSR_key ?? location.href
const regions = () => document.querySelectorAll('section, footer')

/**
 * Back (or Forward) returns to the same content, not to the same number of pixels. A section the
 * visitor has not yet seen (`content-visibility: auto`, section.module.css) stands in at 900 px,
 * and one seen has its own height, so the page a visitor left (sections above drawn as they
 * scrolled by) and the page drawn anew on Back (none drawn yet) put the same content at different
 * heights: the router's restored number landed up to 7,000 px away (a footer link of / at 1280 px,
 * clamped at the end of the shorter page). So the region at the top of the screen is noted when
 * the visitor leaves, with how far into it they were, and after Back or Forward the page is
 * scrolled there; sections above it that are drawn later change their height above the screen,
 * which the browser's scroll anchoring absorbs.
 */
export function keepRestoredScroll(router: AnyRouter) {
  const left = new Map<string, [index: number, offset: number]>()
  router.subscribe('onBeforeLoad', ({ fromLocation }) => {
    // In document order: the last region across the top of the screen is the innermost.
    if (fromLocation)
      regions().forEach((region, index) => {
        const { top, bottom } = region.getBoundingClientRect()
        if (top <= 0 && bottom > 0) left.set(keyOf(fromLocation), [index, -top])
      })
  })
  // A place is noted under the history entry it was left from: only Back or Forward to that
  // entry finds one (a link or a redirect makes a new entry).
  router.subscribe('onRendered', ({ toLocation }) => {
    const place = left.get(keyOf(toLocation))
    const region = place && regions()[place[0]]
    if (region) scrollTo({ top: region.getBoundingClientRect().top + scrollY + place[1], behavior: 'instant' })
  })
}
