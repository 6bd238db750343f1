import { MantineContext, MantineThemeProvider } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import { useMemo, type ComponentType, type JSX, type ReactNode } from 'react'
import { setColorScheme, storedColorScheme } from '~/ui/color-scheme/color-scheme'
import { theme } from '~/theme'

const getRootElement = () => document.documentElement

/**
 * What Mantine's components need of MantineProvider, around the components inside: Mantine's
 * context and the theme (colours, radius, variants). The page frame draws Mantine's look without
 * Mantine's components (src/ui/plain) and the light / dark choice without Mantine's provider
 * (src/ui/color-scheme), so nothing of Mantine's JavaScript is in every page's entry: this code
 * (about 6 KB gzip with the theme) comes with the first piece of a page that draws Mantine's
 * components, a lazySection (which wraps its section in this) or a page, dialog or admin screen
 * that renders Mantine's components itself and wraps them here (withTheme). Renders no DOM of its
 * own; nested scopes are harmless.
 *
 * What it leaves out of MantineProvider: the two <style> tags of the theme's CSS variables and
 * the hidden-from / visible-from classes (a static sheet, src/styles/mantine-theme.css, from
 * `npm run theme-css`), and the colour scheme's state and listeners (src/ui/color-scheme: one set
 * for the page, at the root). The context is the one MantineProvider builds with the root route's
 * former props (defaultColorScheme 'auto', getStyleNonce) and its defaults: the 'mantine' class
 * prefix, static classes, ':root'. MantineProvider's useRespectReduceMotion only sets an attribute
 * when the theme asks for `respectReducedMotion`, which ours does not.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  // The response's CSP nonce, for the <style> tags Mantine still writes (InlineStyles of
  // responsive style props).
  const nonce = useRouter({ warn: false })?.options.ssr?.nonce
  const value = useMemo(
    () => ({
      // Read by useMantineColorScheme, which the site does not use (its switch is plain).
      colorScheme: typeof window === 'undefined' ? ('auto' as const) : storedColorScheme(),
      setColorScheme: (scheme: 'light' | 'dark' | 'auto') => setColorScheme(scheme, nonce),
      clearColorScheme: () => setColorScheme('auto', nonce),
      getRootElement,
      classNamesPrefix: 'mantine',
      getStyleNonce: nonce ? () => nonce : undefined,
      cssVariablesSelector: ':root',
      withStaticClasses: true,
      deduplicateInlineStyles: false,
    }),
    [nonce],
  )
  return (
    <MantineContext value={value}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  )
}

/** `Component` inside a ThemeScope. */
export function withTheme<P extends object>(Component: ComponentType<P>): (props: P) => JSX.Element {
  function Themed(props: P) {
    return (
      <ThemeScope>
        <Component {...props} />
      </ThemeScope>
    )
  }
  return Themed
}
