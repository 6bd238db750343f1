import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { DEFAULT_THEME } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { PUBLIC_PALETTES, cssVariablesResolver, theme } from '~/theme'
import { sourceFiles } from '../support/source-files'
// @ts-expect-error: a plain ES module script without types
import { ADMIN_COLORS_CSS_PATH, THEME_CSS_PATH, buildThemeCss } from '../../scripts/mantine-theme-css.mjs'

const build = buildThemeCss as (
  themeOverride: typeof theme,
  resolver: typeof cssVariablesResolver,
  publicPalettes: readonly string[],
) => { theme: string; admin: string }
const read = (path: unknown) => readFileSync(path as string, 'utf8')

const SRC = join(import.meta.dirname, '../../src')
const ADMIN_PALETTES = Object.keys({ ...DEFAULT_THEME.colors, ...theme.colors }).filter(
  (name) => !PUBLIC_PALETTES.includes(name),
)

describe("the site's Mantine CSS variables (src/styles/mantine-theme.css, mantine-admin-colors.css)", () => {
  it('are what `npm run theme-css` builds from src/theme.ts and Mantine: run it after changing either', () => {
    const css = build(theme, cssVariablesResolver, PUBLIC_PALETTES)
    expect(read(THEME_CSS_PATH)).toBe(css.theme)
    expect(read(ADMIN_COLORS_CSS_PATH)).toBe(css.admin)
  })

  it("hold Mantine's defaults and the theme's variables for both schemes, and the hidden-from / visible-from classes", () => {
    const css = read(THEME_CSS_PATH)
    expect(css).toContain('--mantine-color-brand-7: #4a39d8')
    expect(css).toContain('--mantine-spacing-md: calc(1rem * var(--mantine-scale))')
    expect(css).toContain('--mantine-color-red-6: #fa5252')
    expect(css).toContain(':root[data-mantine-color-scheme="dark"]')
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)')
    expect(css).toContain('.mantine-hidden-from-md {display: none !important;}')
  })

  it("set each variable once, to the theme's value where Mantine's default differs", () => {
    const css = read(THEME_CSS_PATH)
    for (const rule of css.matchAll(/([^{}/]+)\{([^{}]*)\}/g)) {
      const names = (rule[2] ?? '').split(';').map((declaration) => declaration.split(':')[0]!.trim())
      expect(names.length, rule[1]).toBe(new Set(names).size)
    }
    // Mantine's default light anchor colour is blue 6; the theme's is brand 7.
    expect(css).not.toContain('--mantine-color-anchor: var(--mantine-color-blue-6)')
    expect(css).toContain('--mantine-color-anchor: var(--mantine-color-brand-7)')
  })

  it('leave the palettes the public pages do not use to the admin’s sheet, both schemes', () => {
    const publicCss = read(THEME_CSS_PATH)
    const adminCss = read(ADMIN_COLORS_CSS_PATH)
    expect(ADMIN_PALETTES).toContain('violet')
    for (const name of ADMIN_PALETTES) {
      expect(publicCss).not.toContain(`--mantine-color-${name}-`)
      expect(adminCss).toContain(`--mantine-color-${name}-6:`)
      expect(adminCss).toContain(`--mantine-color-${name}-filled:`)
    }
    expect(adminCss).toContain(':root[data-mantine-color-scheme="dark"]')
    expect(adminCss).not.toContain('--mantine-color-brand-')
  })

  it('no public page names a palette left to the admin’s sheet (it would have no colour there)', () => {
    const pattern = new RegExp(
      `['"\`](${ADMIN_PALETTES.join('|')})(\\.\\d)?['"\`]|--mantine-color-(${ADMIN_PALETTES.join('|')})-`,
    )
    const offenders = sourceFiles(SRC, /\.(tsx?|css)$/)
      .map((path) => relative(SRC, path))
      .filter((path) => !path.startsWith('features/admin/') && !path.startsWith('styles/mantine-'))
      .filter((path) => pattern.test(readFileSync(join(SRC, path), 'utf8')))
    // theme.ts names them only to darken their light badges' text, a rule that needs them defined.
    expect(offenders).toEqual(['theme.ts'])
  })
})
