import { SYSTEM_FONT_STACK } from '~/styles/fonts'
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

/** Indigo-violet brand scale. Shades 6-9 carry white text at >= 4.5:1 (shade 7 is about 7:1). */
const brand: MantineColorsTuple = [
  '#f0efff',
  '#dfdcff',
  '#bdb6fc',
  '#988df8',
  '#7a6af5',
  '#6655f3',
  '#5a48f2',
  '#4a39d8',
  '#4131c2',
  '#3527ab',
]

/** Saffron accent for star badges and the promo banner. Always paired with dark text. */
const saffron: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc7',
  '#ffdd8f',
  '#ffca53',
  '#ffba24',
  '#ffb005',
  '#f5a300',
  '#db8f00',
  '#c27e00',
  '#a86b00',
]

/**
 * The palettes the public pages draw with (in components' `color` props, `var(--mantine-color-…)`
 * in CSS, or Mantine's own sheets). Only their variables are in every page's CSS
 * (src/styles/mantine-theme.css); the rest of Mantine's palettes come with the admin's sheet
 * (mantine-admin-colors.css). Add a palette here, and run `npm run theme-css`, before a public page
 * uses it: tests/unit/mantine-theme-css.test.ts fails on a public file that names another.
 */
export const PUBLIC_PALETTES = ['brand', 'saffron', 'dark', 'gray', 'red', 'green', 'teal', 'grape']

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, saffron },
  autoContrast: true,
  luminanceThreshold: 0.4,
  fontFamily: SYSTEM_FONT_STACK,
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  headings: {
    fontFamily: SYSTEM_FONT_STACK,
    fontWeight: '750',
    sizes: {
      h1: { fontSize: 'clamp(2.1rem, 1.4rem + 2.6vw, 3.4rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.7rem, 1.3rem + 1.4vw, 2.4rem)', lineHeight: '1.15' },
      h3: { fontSize: '1.35rem', lineHeight: '1.25' },
    },
  },
  defaultRadius: 'md',
  fontSizes: { md: '1.0625rem' },
  cursorType: 'pointer',
  components: {
    Container: { defaultProps: { size: 1200 } },
    Anchor: { defaultProps: { underline: 'hover' } },
    // The arrow of every select (NativeSelect, Select) is a drawing: the select names itself.
    ComboboxChevron: { defaultProps: { 'aria-hidden': true } },
    // Every toast (public and admin) passes axe: Mantine's close button has no name, and the
    // description under a title is gray 6 (about 3.3:1 on white).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } },
      classNames: { description: 'toast-description' },
    },
  },
})

/**
 * Text colours that keep 4.5:1 in both schemes, set once here so components use the tokens:
 * - Mantine's default dimmed text (gray 6) is about 3.3:1 on white: too faint for body copy.
 *   Gray 7 on white is above 7:1; in the dark scheme gray 4 on dark 7 is above 7:1.
 * - Brand-coloured text and outlines default to brand 4 in the dark scheme (3.4:1 on a dark
 *   card); brand 3 is above 4.8:1 on dark 6 and dark 7.
 * - Saffron's light variant (badges) defaults to saffron 9 on saffron 1 in the light scheme
 *   (about 3:1): dark text instead. In the dark scheme the default (saffron 0 on a dark wash) reads.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-7)',
    '--mantine-color-saffron-light-color': 'var(--mantine-color-dark-8)',
    // Mantine's light badges of the bright hues (shade 9 on shade 1) are about 3.8:1: a darker ink.
    ...Object.fromEntries(
      ['green', 'teal', 'lime', 'yellow', 'orange', 'cyan'].map((hue) => [
        `--mantine-color-${hue}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${hue}-9) 70%, black)`,
      ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-4)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-3)',
    '--mantine-color-brand-text': 'var(--mantine-color-brand-3)',
    '--mantine-color-brand-outline': 'var(--mantine-color-brand-3)',
  },
})
