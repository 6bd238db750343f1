import type { Page } from '@playwright/test'
import { axe, rerunAxe, violationLines } from './axe'

/**
 * What a visitor sees that axe does not judge, checked on the page as it is now. Each returns its
 * problems as lines rather than throwing at the first, so one run lists them all. Used by
 * e2e/visitor-polish.spec.ts (home and the product pages at a phone width) and e2e/a11y.spec.ts
 * (every sitemap URL at the desktop width).
 */

/** Elements that stick out of the viewport, unless a scroll container that shows it scrolls holds them. */
export async function overflowProblems(page: Page): Promise<string[]> {
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

/**
 * Where the touch-target rule is checked: the page body. The header and the footer size their
 * own controls (the layout owns them and has its own test); widen this once that lands.
 */
const TOUCH_SCOPE = 'main'

/** Visible controls in the page body smaller than 44 x 44 px (links inside running text excepted). */
export async function smallTargets(page: Page): Promise<string[]> {
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
export async function missingTextAlternatives(page: Page): Promise<string[]> {
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

export async function contrastProblems(page: Page, { again = false } = {}): Promise<string[]> {
  // again: axe has already run on this page (e.g. before the scheme changed), and runs once more.
  const violations = again
    ? await rerunAxe(page, ['color-contrast'])
    : (await axe(page).withRules(['color-contrast']).analyze()).violations
  return violationLines(violations)
}
