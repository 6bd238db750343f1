// @vitest-environment jsdom
import {
  Box,
  Button,
  MantineContext,
  MantineProvider,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
  useMantineTheme,
} from '@mantine/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { use, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from '~/theme'
import { MantineRoot } from '~/ui/mantine-root/mantine-root'
import { ThemeScope } from '~/ui/mantine-root/theme-scope'

afterEach(() => {
  cleanup()
  window.localStorage.clear()
  document.documentElement.removeAttribute('data-mantine-color-scheme')
})

const NONCE = 'test-nonce'

/**
 * The provider the root route rendered before: MantineRoot with a ThemeScope inside (where Mantine's
 * components are) must behave as it does, less its <style> tags.
 */
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

describe('MantineRoot', () => {
  it("renders what MantineProvider rendered, without the provider's two style tags", () => {
    const before = renderToStaticMarkup(<Before>{page}</Before>)
    const after = renderToStaticMarkup(
      <MantineRoot nonce={NONCE}>
        <ThemeScope>{page}</ThemeScope>
      </MantineRoot>,
    )
    expect(before).toContain('data-mantine-styles="true"')
    expect(after).not.toContain('data-mantine-styles="true"')
    expect(after).not.toContain('data-mantine-styles="classes"')
    expect(after).toContain(`data-mantine-styles="inline" nonce="${NONCE}"`)
    // React's ids (the responsive styles' class) count the provider's own elements: compare without them.
    const ids = (html: string) => html.replace(/_R_\w+_/g, '_R_id_')
    const withoutProviderStyles = before.replace(/<style data-mantine-styles="(true|classes)"[^>]*>[^<]*<\/style>/g, '')
    expect(ids(after)).toBe(ids(withoutProviderStyles))
  })

  it('renders no DOM of its own, nor does ThemeScope', () => {
    expect(renderToStaticMarkup(<MantineRoot>text</MantineRoot>)).toBe('text')
    expect(
      renderToStaticMarkup(
        <MantineRoot>
          <ThemeScope>text</ThemeScope>
        </MantineRoot>,
      ),
    ).toBe('text')
  })

  it("provides no theme: Mantine's components fail outside a ThemeScope", () => {
    expect(() => renderToStaticMarkup(<MantineRoot>{page}</MantineRoot>)).toThrow(/MantineProvider was not found/)
  })

  it('provides, with ThemeScope, the context and theme MantineProvider built', () => {
    const seen: unknown[] = []
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
      <MantineRoot nonce={NONCE}>
        <ThemeScope>
          <Probe />
        </ThemeScope>
      </MantineRoot>,
    )
    // cssVariablesResolver served only MantineProvider's CSS variables, now a static sheet.
    const { cssVariablesResolver: resolver, ...before } = (seen[0] as { context: Record<string, unknown> }).context
    expect(resolver).toBe('function')
    expect(seen[1]).toEqual({ ...(seen[0] as object), context: before })
    expect(seen[1]).toMatchObject({
      context: { colorScheme: 'auto', getStyleNonce: NONCE, classNamesPrefix: 'mantine' },
    })
  })

  it('has nothing to do for reduced motion: the theme does not ask for it', () => {
    expect(theme.respectReducedMotion).toBeFalsy()
  })

  it('switches and stores the colour scheme as Mantine does', () => {
    function Switch() {
      const { colorScheme, setColorScheme } = useMantineColorScheme()
      const computed = useComputedColorScheme('light', { getInitialValueInEffect: false })
      return (
        <button type="button" data-scheme={colorScheme} data-computed={computed} onClick={() => setColorScheme('dark')}>
          switch
        </button>
      )
    }
    render(
      <MantineRoot>
        <Switch />
      </MantineRoot>,
    )
    const button = screen.getByRole('button')
    expect(button.dataset.scheme).toBe('auto')
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light')
    act(() => {
      fireEvent.click(button)
    })
    expect(button.dataset.scheme).toBe('dark')
    expect(button.dataset.computed).toBe('dark')
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark')
    expect(window.localStorage.getItem('mantine-color-scheme-value')).toBe('dark')
  })
})
