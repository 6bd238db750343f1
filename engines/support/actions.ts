import type { EngineTab } from './driver'
import type { ElementQuery } from './in-page'

/**
 * What a visitor does and sees, on top of a tab. Every wait has a bound and says what it waited
 * for; none is an assertion about time.
 */
const WAIT_MS = 15_000

export async function until<T>(
  what: string,
  probe: () => Promise<T>,
  ok: (value: T) => boolean = Boolean,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: T | undefined
  for (;;) {
    last = await probe()
    if (ok(last)) return last
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}; last: ${JSON.stringify(last)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const show = (query: ElementQuery) => JSON.stringify(query)

/**
 * Taps the element as a finger or a mouse does: brought into view, then a press and release at
 * its middle once that point is the element's (not a banner's over it) in two looks in a row (a
 * section laid out as it nears the screen can still move it).
 */
export async function tap(tab: EngineTab, query: ElementQuery) {
  let previous = ''
  const point = await until(
    `${show(query)} to be there and reachable`,
    () => tab.call('point', query),
    (spot) => {
      const key = spot ? `${spot.x},${spot.y},${spot.reaches}` : ''
      const steady = !!spot?.reaches && key === previous
      previous = key
      return steady
    },
  )
  await tab.tapAt(point!.x, point!.y)
}

/** Taps a field and types into it. */
export async function fill(tab: EngineTab, query: ElementQuery, text: string) {
  await tap(tab, query)
  await tab.type(text)
  await until(
    `${show(query)} to hold what was typed`,
    () => tab.call('value', query),
    (value) => value === text,
  )
}

/**
 * Picks an option of a closed <select> the keyboard way: focused, then the down arrow until it
 * shows the option (options may start with a mark such as a star, so typing the name is no help).
 */
export async function choose(tab: EngineTab, query: ElementQuery, value: string) {
  await until(`${show(query)} to take focus`, () => tab.call('focus', query))
  for (let step = 0; step < 20 && (await tab.call('value', query)) !== value; step += 1) await tab.press('ArrowDown')
  await until(
    `${show(query)} to be ${value}`,
    () => tab.call('value', query),
    (current) => current === value,
  )
}

export async function expectVisible(tab: EngineTab, query: ElementQuery, what = show(query)) {
  await until(
    `${what} to be visible`,
    () => tab.call('count', query),
    (count) => count > 0,
  )
}

export async function expectHidden(tab: EngineTab, query: ElementQuery, what = show(query)) {
  await until(
    `${what} to be hidden`,
    () => tab.call('count', query),
    (count) => count === 0,
  )
}

export async function expectLocation(tab: EngineTab, path: RegExp) {
  await until(
    `the address to match ${path}`,
    () => tab.location(),
    (location) => path.test(location),
  )
}

/** The page is no wider than the screen: nothing to scroll sideways. */
export async function sidewaysOverflow(tab: EngineTab): Promise<number> {
  return tab.evaluate<number>(
    'var d = document.documentElement; return Math.max(d.scrollWidth, document.body.scrollWidth) - d.clientWidth',
  )
}

/**
 * The visitor's first sign of life: the pointer moves (twice: the page's loader ignores a pointer
 * event that reports the same place as the one before, src/server/page-cache/defer-scripts.server.ts).
 */
export async function showSignOfLife(tab: EngineTab) {
  await tab.pointerMove(3, 300)
  await tab.pointerMove(9, 310)
}

/** React has hydrated the page: the router's mark (what the e2e tests wait for too). */
export const isHydrated = (tab: EngineTab) => tab.evaluate<boolean>('return window.__readyappsHydrated === true')

export async function untilHydrated(tab: EngineTab) {
  await until('the page to hydrate', () => isHydrated(tab), Boolean, 30_000)
}

/** How many of the site's own scripts the document has loaded or asked for. */
export const pageScripts = (tab: EngineTab) =>
  tab.evaluate<number>('return document.querySelectorAll(\'script[src], link[rel="modulepreload"]\').length')

export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
