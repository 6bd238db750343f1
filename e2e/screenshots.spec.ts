import { test, expect, drawEverySection, gotoHydrated } from './support/fixtures'
import { SHOWCASE_POST } from './support/sample-content'
import { expectScheme, setSystemScheme, switchScheme } from './support/scheme'

/**
 * What the key pages look like, compared with committed baselines (issue 15): the home page,
 * /apps, both star products, one catalogue page and a blog post, at a phone and a desktop width, in both
 * schemes. Full page, animations off, motion reduced; anything that changes with time (dates,
 * the copyright year) is masked. A change here is either a regression or a new baseline:
 * `npx playwright test e2e/screenshots.spec.ts --update-snapshots` after looking at the diff.
 */

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'apps', path: '/apps' },
  { name: 'astroway', path: '/astroway' },
  { name: 'chitchat', path: '/chitchat' },
  { name: 'food-delivery', path: '/apps/food-delivery' },
  { name: 'blog-post', path: SHOWCASE_POST },
] as const

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

test.describe.configure({ mode: 'parallel' })

for (const { name, path } of PAGES) {
  for (const size of WIDTHS) {
    // Loaded in the light scheme, then the system turns dark under the page, which follows it (the
    // colours change, nothing else: e2e/support/scheme.ts switchScheme). That a dark system gets
    // the dark scheme from the first paint is e2e/visitor-polish.spec.ts's.
    test(`${path} at ${size.width}px looks as approved in the light and the dark scheme`, async ({ page }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width: size.width, height: size.height })
      await setSystemScheme(page, 'light')
      await gotoHydrated(page, path)
      await expectScheme(page, 'light')
      await page.waitForLoadState('networkidle')
      // Every image loaded (lazy ones too: a full-page capture would catch some half-way) and every font in,
      // otherwise one capture can differ from the next.
      await page.evaluate(() => {
        for (const image of document.images) image.loading = 'eager'
      })
      await expect
        .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)), { timeout: 20_000 })
        .toBe(true)
      // Loaded is not yet decoded: an image below the fold is decoded when it is first drawn, and the
      // full-page capture drew the home page's blog covers blank. The comparison then fails the first
      // capture and waits for two that agree, about 5 s more for a tall page.
      await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))))
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      // A capture beyond the screen does not draw the sections there.
      await drawEverySection(page)
      for (const scheme of ['light', 'dark'] as const) {
        if (scheme === 'dark') await switchScheme(page, 'dark')
        await expect(page).toHaveScreenshot(`${name}-${size.name}-${scheme}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          mask: [page.locator('time'), page.getByText(/All rights reserved/)],
          maxDiffPixelRatio: 0.01,
          timeout: 20_000,
        })
      }
    })
  }
}
