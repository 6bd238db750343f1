import { MantineThemeProvider } from '@mantine/core'
import type { ComponentType, JSX, ReactNode } from 'react'
import { theme } from '~/theme'

/**
 * Mantine's theme for the components inside: Mantine's components read it (colours, radius,
 * variants), the page frame does not. The root route provides only Mantine's context (MantineRoot),
 * so the theme and the code that merges and resolves it (about 6 KB gzip) are not in the
 * JavaScript every page loads: they come with the first piece of the page that draws Mantine's
 * components, a lazySection (which wraps its section in this) or a page, dialog or admin screen
 * that renders Mantine's components itself and wraps them here. Renders no DOM of its own; nested
 * scopes are harmless.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
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
