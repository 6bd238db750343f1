import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from '~/theme'
// @ts-expect-error: a plain ES module script without types
import { THEME_CSS_PATH, buildThemeCss } from '../../scripts/mantine-theme-css.mjs'

const build = buildThemeCss as (themeOverride: typeof theme, resolver: typeof cssVariablesResolver) => string

describe("the theme's static style sheet (src/styles/mantine-theme.css)", () => {
  it('is what `npm run theme-css` builds from src/theme.ts: run it after changing the theme or Mantine', () => {
    expect(readFileSync(THEME_CSS_PATH as string, 'utf8')).toBe(build(theme, cssVariablesResolver))
  })

  it("holds the theme's variables for both schemes and the hidden-from / visible-from classes", () => {
    const css = readFileSync(THEME_CSS_PATH as string, 'utf8')
    expect(css).toContain('--mantine-color-brand-7: #4a39d8')
    expect(css).toContain(':root[data-mantine-color-scheme="dark"]')
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)')
    expect(css).toContain('.mantine-hidden-from-md {display: none !important;}')
  })
})
