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

/** What axe found: each rule broken, with its nodes. */
export type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations']

/** The rules every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * The rules that depend on colour. The dark scheme changes colours only (the same markup, names
 * and structure as the light one), so a page checked with every rule in light is checked again in
 * dark with these.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * One line per node, so one failure lists every problem: rule, where (the label, when given),
 * target, and for contrast what axe measured.
 */
export function violationLines(violations: Violations, label?: string): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) =>
      [
        violation.id,
        ...(label === undefined ? [] : [label]),
        node.target.join(' '),
        ...(violation.id === 'color-contrast' ? [node.any[0]?.message ?? violation.help] : []),
      ].join(' | '),
    ),
  )
}

/**
 * axe's rules again on a page it has already run on (`axe(page)...analyze()` left axe-core in the
 * page): only the rules named, without sending axe-core's source to the page a second time (about
 * a third of a short check's time). For a second look at the same page, e.g. in the other scheme.
 */
export async function rerunAxe(page: Page, rules: string[]): Promise<Violations> {
  return page.evaluate(async (values) => {
    const { axe } = window as unknown as {
      axe?: { run: (context: Document, options: object) => Promise<{ violations: Violations }> }
    }
    if (!axe) throw new Error('axe has not run on this page yet')
    const results = await axe.run(document, { runOnly: { type: 'rule', values }, resultTypes: ['violations'] })
    return results.violations
  }, rules)
}

/** Every rule of AXE_TAGS on the page as it is now, one line per node (see violationLines). */
export async function everyRuleViolations(page: Page, label?: string): Promise<string[]> {
  return violationLines((await axe(page).withTags(AXE_TAGS).analyze()).violations, label)
}
