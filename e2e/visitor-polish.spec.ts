import type { Page } from '@playwright/test'
import { products } from '../src/content/products'
import { test, expect, gotoHydrated } from './support/fixtures'
import { axe } from './support/axe'
import { expectScheme, setSystemScheme } from './support/scheme'

/**
 * Issue 15, what a visitor sees on the home page and every product page of the registry, at a
 * phone width and a desktop width, in the light and the dark scheme:
 * - nothing runs off the side of the screen (a row that scrolls on purpose must say so),
 * - everything you can tap in the page body is at least 44 x 44 px on the phone (WCAG 2.5.5;
 *   links inside running text are excepted, as WCAG 2.5.8 allows),
 * - text keeps its contrast on the phone (axe color-contrast finds nothing; e2e/a11y.spec.ts runs
 *   it at the desktop width on every sitemap URL, in both schemes),
 * - every image and drawing has a text alternative or is hidden from screen readers.
 * Problems are collected per page rather than thrown at the first, so one run lists them all.
 */

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

const PATHS = ['/', ...new Set(products.map((product) => product.path))]

/**
 * Where the touch-target rule is checked: the page body. The header and the footer size their
 * own controls (the layout owns them and has its own test); widen this once that lands.
 */
const TOUCH_SCOPE = 'main'

test.describe.configure({ mode: 'parallel' })

/**
 * Runs in the page before its own scripts: keeps every value the html element's scheme attribute
 * takes once the body exists (before that nothing can be painted; the server's markup says light
 * and the head script corrects it). A flash of the wrong scheme shows up as a second value.
 */
function recordSchemes() {
  const seen: string[] = []
  ;(window as unknown as { __schemes: string[] }).__schemes = seen
  const record = () => {
    if (!document.body) return
    const value = document.documentElement.getAttribute('data-mantine-color-scheme')
    if (value && seen[seen.length - 1] !== value) seen.push(value)
  }
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-mantine-color-scheme'],
  })
}

const schemesSeen = (page: Page) => page.evaluate(() => (window as unknown as { __schemes: string[] }).__schemes)

/** Elements that stick out of the viewport, unless a scroll container that shows it scrolls holds them. */
async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const root = document.documentElement
    const width = root.clientWidth
    if (root.scrollWidth > width) problems.push(`the page scrolls sideways (${root.scrollWidth} > ${width} px)`)
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''
      } "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue
      if (getComputedStyle(element).visibility === 'hidden') continue
      // Inside a container that clips or scrolls: clipped is out of sight; scrolled must show its affordance.
      let ancestor = element.parentElement
      let held = false
      while (ancestor && ancestor !== document.body) {
        const overflow = getComputedStyle(ancestor).overflowX
        if (overflow === 'hidden' || overflow === 'clip') {
          held = true
          break
        }
        if (overflow === 'auto' || overflow === 'scroll') {
          held = true
          if (!ancestor.closest('[data-scroll-affordance]'))
            problems.push(`${describe(ancestor)} scrolls sideways with no sign that it does`)
          break
        }
        ancestor = ancestor.parentElement
      }
      if (!held) problems.push(`${describe(element)} ends at ${Math.round(box.right)} px (screen ${width} px)`)
    }
    return [...new Set(problems)]
  })
}

/** Visible controls in the page body smaller than 44 x 44 px (links inside running text excepted). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((scope) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=checkbox], [role=radio], [tabindex]:not([tabindex="-1"])'
    const problems: string[] = []
    for (const area of document.querySelectorAll(scope)) {
      for (const element of area.querySelectorAll<HTMLElement>(selector)) {
        if (element.closest('[aria-hidden="true"], [inert]')) continue
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) continue
        const style = getComputedStyle(element)
        if (style.visibility === 'hidden' || style.opacity === '0') continue
        // A link inside a sentence (WCAG 2.5.8 inline exception): its block holds more text than the link.
        if (element.tagName === 'A') {
          const block = element.parentElement?.closest('p, li, dd, td, figcaption, blockquote')
          const own = (element.textContent ?? '').trim().length
          if (block && (block.textContent ?? '').trim().length > own + 3) continue
        }
        // A native checkbox or radio is reached through its label: measure the label instead.
        const label = element.matches('input[type=checkbox], input[type=radio]') ? element.closest('label') : null
        const measured = label ? label.getBoundingClientRect() : box
        if (measured.width < 44 - 0.5 || measured.height < 44 - 0.5) {
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ')
          problems.push(
            `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" is ${Math.round(measured.width)} x ${Math.round(measured.height)} px`,
          )
        }
      }
    }
    return problems
  }, TOUCH_SCOPE)
}

/** Images without alt, drawings neither hidden from screen readers nor named. */
async function missingTextAlternatives(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    for (const image of document.querySelectorAll('img')) {
      if (!image.hasAttribute('alt')) problems.push(`img ${image.getAttribute('src') ?? ''} has no alt`)
    }
    for (const svg of document.querySelectorAll('svg')) {
      if (svg.closest('[aria-hidden="true"]')) continue
      // A drawing inside a named drawing is part of it.
      if (svg.parentElement?.closest('svg')) continue
      const title = svg.querySelector(':scope > title')?.textContent?.trim()
      const named =
        svg.getAttribute('role') === 'img' &&
        Boolean(svg.getAttribute('aria-label')?.trim() || svg.getAttribute('aria-labelledby'))
      if (title || named) continue
      // An icon inside a control that is named by its own words or label (a chevron in an accordion
      // button, an arrow in a link) is read as part of that name and adds nothing of its own.
      const control = svg.closest('a[href], button, summary, [role=button], [role=tab], [role=link], label')
      const controlName = control
        ? (control.getAttribute('aria-label') ?? control.textContent ?? '').trim() ||
          (control.getAttribute('aria-labelledby') ? 'labelled' : '')
        : ''
      if (controlName) continue
      const where = svg.closest('[data-testid], section[id], header, footer, nav')
      problems.push(
        `svg.${(svg.getAttribute('class') ?? '').split(' ')[0]} in ${where?.tagName.toLowerCase() ?? 'body'}${
          where?.id ? `#${where.id}` : ''
        }${where?.getAttribute('data-testid') ? `[data-testid=${where.getAttribute('data-testid')}]` : ''} near "${(
          svg.parentElement?.textContent ?? ''
        )
          .trim()
          .slice(0, 30)}" has neither aria-hidden nor a title / role=img with a label`,
      )
    }
    return problems
  })
}

async function contrastProblems(page: Page): Promise<string[]> {
  const results = await axe(page).withRules(['color-contrast']).analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? violation.help}`),
  )
}

/** Every check on the page as it is now; each line names the view it was found in. */
async function audit(page: Page, view: string, phone: boolean): Promise<string[]> {
  const problems = [
    ...(await overflowProblems(page)).map((problem) => `overflow: ${problem}`),
    ...(phone ? (await smallTargets(page)).map((problem) => `touch target: ${problem}`) : []),
    ...(phone ? (await contrastProblems(page)).map((problem) => `contrast: ${problem}`) : []),
    ...(await missingTextAlternatives(page)).map((problem) => `text alternative: ${problem}`),
  ]
  return problems.map((problem) => `${view} | ${problem}`)
}

for (const path of PATHS) {
  test(`${path} fits the screen, has 44 px targets, keeps its contrast and names its pictures (phone and desktop, light and dark)`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const problems: string[] = []
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height })
      for (const scheme of ['light', 'dark'] as const) {
        // The site follows the system scheme until the visitor chooses; each scheme is a fresh load.
        await setSystemScheme(page, scheme)
        const response = await gotoHydrated(page, path)
        expect(response?.status(), path).toBe(200)
        await expectScheme(page, scheme)
        problems.push(...(await audit(page, `${path} ${size.width}px ${scheme}`, size.name === 'phone')))
      }
    }
    expect(problems).toEqual([])
  })
}

for (const size of WIDTHS) {
  test(`the scheme toggle switches the home page to dark and the choice holds on the next page, with no flash (${size.width}px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    await setSystemScheme(page, 'light')
    await page.addInitScript(recordSchemes)
    await gotoHydrated(page, '/')
    await expectScheme(page, 'light')

    if (size.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByTestId('mobile-menu').getByTestId('color-scheme-toggle').click()
      await page.getByTestId('mobile-menu').getByRole('button', { name: 'Close menu' }).click()
    } else {
      await page.getByTestId('site-header').getByTestId('color-scheme-toggle').click()
    }
    await expectScheme(page, 'dark')
    const problems = await audit(page, `/ ${size.width}px dark by the toggle`, size.name === 'phone')

    // The system still says light; the visitor's choice wins on the next page, from its first paint.
    await gotoHydrated(page, '/chitchat')
    await expectScheme(page, 'dark')
    expect(await schemesSeen(page)).toEqual(['dark'])
    problems.push(...(await audit(page, `/chitchat ${size.width}px dark by the toggle`, size.name === 'phone')))
    expect(problems).toEqual([])
  })
}

test('with no choice made, a dark system shows the dark scheme from the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.addInitScript(recordSchemes)
  await gotoHydrated(page, '/astroway')
  await expectScheme(page, 'dark')
  expect(await schemesSeen(page)).toEqual(['dark'])
})
