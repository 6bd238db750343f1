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
  },
})

/**
 * Mantine's default dimmed text (gray 6) is about 3.3:1 on white: too faint for body copy.
 * Gray 7 on white is above 7:1; in the dark scheme gray 4 on dark 7 is above 7:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-7)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-4)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-3)',
  },
})
