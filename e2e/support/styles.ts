import type { Page } from '@playwright/test'

/** The classes that only a style sheet gives a look: Mantine's (`m_1a2b3c`) and CSS modules' (`_name_hash_n`). */
const STYLED_CLASS = /^(m_[0-9a-f]+|_[A-Za-z0-9]+_[a-z0-9]+_\d+)$/

/** The text of every `<style>` element in `html`, in order. */
export function inlinedCss(html: string): string {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('')
}

/**
 * The Mantine and CSS-module classes on the elements of `html` that no rule of its inlined CSS
 * names: what the server's HTML would show unstyled until more CSS came.
 */
export function classesWithoutRules(html: string): string[] {
  const css = inlinedCss(html)
  const classes = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) =>
      (match[1] ?? '').split(/\s+/).filter((name) => STYLED_CLASS.test(name)),
    ),
  )
  return [...classes].filter((name) => !css.includes(`.${name}`)).sort()
}

/** The same for the page as the browser has it now: its elements against all its style sheets. */
export function classesWithoutRulesOnPage(page: Page): Promise<string[]> {
  return page.evaluate((styled) => {
    const named = new Set<string>()
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const match of rule.selectorText.matchAll(/\.([\w-]+)/g)) named.add(match[1]!)
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules)
      }
    }
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules)
    const pattern = new RegExp(styled)
    const used = new Set(
      Array.from(document.querySelectorAll('[class]')).flatMap((element) => Array.from(element.classList)),
    )
    return [...used].filter((name) => pattern.test(name) && !named.has(name)).sort()
  }, STYLED_CLASS.source)
}

/**
 * The Mantine colour variables (`--mantine-color-…`) that `html` reads, in its inlined CSS, its
 * style attributes or its scripts' data, and that its inlined CSS does not set: colours the page
 * would draw as nothing (a palette left to the admin's sheet, src/theme.ts PUBLIC_PALETTES).
 */
export function colorsWithoutValues(html: string): string[] {
  const css = inlinedCss(html)
  const read = new Set([...html.matchAll(/var\((--mantine-color-[\w-]+)/g)].map((match) => match[1]!))
  return [...read].filter((name) => !css.includes(`${name}:`)).sort()
}
