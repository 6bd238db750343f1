import { MantineContext, localStorageColorSchemeManager, useProviderColorScheme } from '@mantine/core'
import { useMemo, useState, type ReactNode } from 'react'

const DEFAULT_COLOR_SCHEME = 'auto'
const getRootElement = () => document.documentElement

/**
 * What Mantine's MantineProvider does for the site, less the two <style> tags it writes into every
 * page: the theme's CSS variables and the hidden-from / visible-from classes are a static sheet,
 * src/styles/mantine-theme.css (`npm run theme-css` writes it from src/theme.ts, and a unit test
 * fails when it is out of date), so the code that builds that CSS is not in every page's
 * JavaScript. Renders no DOM of its own, the same on the server and in the browser.
 *
 * The theme is not here: Mantine's components get it from a ThemeScope around them
 * (./theme-scope.tsx), so its code is not in every page's JavaScript; the page frame draws Mantine's
 * look without Mantine's components (src/ui/plain).
 *
 * The context is the one MantineProvider builds with the root route's former props
 * (defaultColorScheme 'auto', getStyleNonce; its cssVariablesResolver served only the CSS variables
 * that are now the static sheet) and its defaults: the
 * colour scheme in local storage under Mantine's key (the key ColorSchemeScript reads), the
 * 'mantine' class prefix, static classes, ':root'. MantineProvider's useRespectReduceMotion only
 * sets an attribute when the theme asks for `respectReducedMotion`, which ours does not.
 */
export function MantineRoot({ nonce, children }: { nonce?: string | undefined; children: ReactNode }) {
  // One manager for the provider's life (MantineProvider makes one per render, so it subscribes
  // to the storage event again on every render; the behaviour is otherwise the same).
  const [manager] = useState(() => localStorageColorSchemeManager())
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    manager,
    defaultColorScheme: DEFAULT_COLOR_SCHEME,
    forceColorScheme: undefined,
    getRootElement,
  })
  const value = useMemo(
    () => ({
      colorScheme,
      setColorScheme,
      clearColorScheme,
      getRootElement,
      classNamesPrefix: 'mantine',
      // The response's CSP nonce, for the <style> tags Mantine still writes (InlineStyles of
      // responsive style props, the colour switch's no-transition sheet).
      getStyleNonce: nonce ? () => nonce : undefined,
      cssVariablesSelector: ':root',
      withStaticClasses: true,
      deduplicateInlineStyles: false,
    }),
    [colorScheme, setColorScheme, clearColorScheme, nonce],
  )
  return <MantineContext value={value}>{children}</MantineContext>
}
