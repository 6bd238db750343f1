import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe-core on the page as it is now, reporting violations only. Every spec's accessibility check
 * goes through here.
 *
 * - `setLegacyMode()`: axe runs once in the page itself (`axe.run`). The default runs it in every
 *   frame and then opens a blank page to merge the frames' results (`finishRun`): a browser tab per
 *   check, about two thirds of each check's time, for pages that have no frames (the site embeds
 *   none; a page that gains a cross-origin frame would need the default back).
 * - `resultTypes: ['violations']`: axe does not describe every node that passed.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })
}
