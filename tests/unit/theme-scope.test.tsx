// @vitest-environment jsdom
import {
  Box,
  Button,
  MantineContext,
  MantineProvider,
  Text,
  useMantineColorScheme,
  useMantineTheme,
} from '@mantine/core'
import { RouterContextProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { use, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from '~/theme'
import { ThemeScope } from '~/ui/theme-scope/theme-scope'

afterEach(() => {
  cleanup()
  window.localStorage.clear()
  document.documentElement.removeAttribute('data-mantine-color-scheme')
})

const NONCE = 'test-nonce'

/** The provider the root route rendered before: ThemeScope must behave as it does, less its <style> tags. */
const Before = ({ children }: { children: ReactNode }) => (
  <MantineProvider
    theme={theme}
    cssVariablesResolver={cssVariablesResolver}
    defaultColorScheme="auto"
    getStyleNonce={() => NONCE}
  >
    {children}
  </MantineProvider>
)

/** A router whose response nonce is NONCE: where ThemeScope reads it. */
const WithNonce = ({ children }: { children: ReactNode }) => (
  <RouterContextProvider router={{ options: { ssr: { nonce: NONCE } } } as never}>{children}</RouterContextProvider>
)

const After = ({ children }: { children: ReactNode }) => (
  <WithNonce>
    <ThemeScope>{children}</ThemeScope>
  </WithNonce>
)

const page = (
  <>
    <Box p={{ base: 'xs', md: 'xl' }} hiddenFrom="sm">
      <Text c="dimmed">Responsive style props write a style tag with the nonce</Text>
    </Box>
    <Button color="brand">Send</Button>
  </>
)

/** The context's plain values (its functions differ per instance) and what getStyleNonce returns. */
function contextShape(ctx: React.ContextType<typeof MantineContext>) {
  if (!ctx) return null
  return Object.fromEntries(
    Object.entries(ctx).map(([key, value]) => [
      key,
      key === 'getStyleNonce' ? (value as () => string)() : typeof value === 'function' ? 'function' : value,
    ]),
  )
}

describe('ThemeScope', () => {
  it("renders what MantineProvider rendered, without the provider's two style tags", () => {
    const before = renderToStaticMarkup(<Before>{page}</Before>)
    const after = renderToStaticMarkup(<After>{page}</After>)
    expect(before).toContain('data-mantine-styles="true"')
    expect(after).not.toContain('data-mantine-styles="true"')
    expect(after).not.toContain('data-mantine-styles="classes"')
    expect(after).toContain(`data-mantine-styles="inline" nonce="${NONCE}"`)
    // React's ids (the responsive styles' class) count the provider's own elements: compare without them.
    const ids = (html: string) => html.replace(/_R_\w+_/g, '_R_id_')
    const withoutProviderStyles = before.replace(/<style data-mantine-styles="(true|classes)"[^>]*>[^<]*<\/style>/g, '')
    expect(ids(after)).toBe(ids(withoutProviderStyles))
  })

  it('renders no DOM of its own', () => {
    expect(renderToStaticMarkup(<ThemeScope>text</ThemeScope>)).toBe('text')
  })

  it("Mantine's components fail outside one: the page frame and plain islands use none", () => {
    expect(() => renderToStaticMarkup(page)).toThrow(/MantineProvider was not found/)
  })

  it('provides the context and theme MantineProvider built', () => {
    const seen: { context: Record<string, unknown> | null; theme: unknown }[] = []
    const Probe = () => {
      seen.push({ context: contextShape(use(MantineContext)), theme: useMantineTheme() })
      return null
    }
    renderToStaticMarkup(
      <Before>
        <Probe />
      </Before>,
    )
    renderToStaticMarkup(
      <After>
        <Probe />
      </After>,
    )
    // cssVariablesResolver served only MantineProvider's CSS variables, now a static sheet.
    const { cssVariablesResolver: resolver, ...before } = seen[0]!.context!
    expect(resolver).toBe('function')
    expect(seen[1]).toEqual({ ...seen[0], context: before })
    expect(seen[1]).toMatchObject({
      context: { colorScheme: 'auto', getStyleNonce: NONCE, classNamesPrefix: 'mantine' },
    })
  })

  it('has nothing to do for reduced motion: the theme does not ask for it', () => {
    expect(theme.respectReducedMotion).toBeFalsy()
  })

  it("stores and shows a colour scheme set through Mantine's hook as the site's switch does", () => {
    function Switch() {
      const { setColorScheme } = useMantineColorScheme()
      return (
        <button type="button" onClick={() => setColorScheme('dark')}>
          switch
        </button>
      )
    }
    render(
      <ThemeScope>
        <Switch />
      </ThemeScope>,
    )
    act(() => {
      fireEvent.click(screen.getByRole('button'))
    })
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark')
    expect(window.localStorage.getItem('mantine-color-scheme-value')).toBe('dark')
  })
})
