import { expect, type Page, type Route } from '@playwright/test'

/**
 * A visitor on a phone, before the page's script has run: the specs that prove a tap, a form or a
 * link works before hydration (nav-slow-phone, forms-slow-phone).
 */

/**
 * A mid-range phone: CPU 4x slower and a slow 4G link (Lighthouse's mobile settings), through
 * the DevTools protocol (the benchmarks' own: scripts/bench/slow-phone.mjs).
 */
export { slowPhone } from '../../scripts/bench/slow-phone.mjs'

/** The page's JavaScript modules: the entry (/assets/index-*.js) and every chunk it imports. */
const PAGE_SCRIPTS = /^[^?#]*\/assets\/[^/?#]+\.m?js(?:[?#].*)?$/

export interface HeldScripts {
  /** Every script requested while held (the entry among them once the page asked for it). */
  readonly urls: readonly string[]
  /**
   * Lets the held scripts (and every later one) through: the page then hydrates. First waits until
   * the page has asked for one: on the slow link the end of the HTML, where the entry script is,
   * can still be arriving when a tap near the top has been made and checked, and a release then
   * would hold nothing (the script would come after it, unheld).
   */
  release: () => Promise<void>
}

/**
 * Holds back the page's JavaScript modules until `release()`, so the page stays the server's HTML
 * for as long as the test needs: what it does then happens before hydration for certain, not by a
 * race. Also on the next document (a native form post or link): its scripts wait too. Call it
 * before `page.goto`; a goto must not wait for `domcontentloaded` if the entry were a parser-inserted
 * module script (use `waitUntil: 'commit'` and let the locators wait for the content).
 */
export async function holdScripts(page: Page): Promise<HeldScripts> {
  const urls: string[] = []
  let open!: () => void
  const released = new Promise<void>((resolve) => (open = resolve))
  const hold = async (route: Route) => {
    urls.push(route.request().url())
    await released
    // The page may have moved on (a native navigation) and dropped the request.
    await route.continue().catch(() => undefined)
  }
  await page.route(PAGE_SCRIPTS, hold)
  return {
    urls,
    release: async () => {
      await expect
        .poll(() => urls.length, { message: 'the page asked for its scripts (they were held)', timeout: 30_000 })
        .toBeGreaterThan(0)
      open()
      await page.unroute(PAGE_SCRIPTS, hold)
    },
  }
}

/** Whether React has hydrated the page (the layout's HydrationMarker sets the flag). */
export const isHydrated = (page: Page) =>
  page.evaluate(() => (window as unknown as { __readyappsHydrated?: boolean }).__readyappsHydrated === true)

/** Waits until React has hydrated the page (after the visitor's first sign of life). */
export { waitForHydration } from './fixtures'
