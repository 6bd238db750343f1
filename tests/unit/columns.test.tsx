import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { theme } from '~/theme'
import { Columns, Split } from '~/ui/columns/columns'

const html = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {node}
    </MantineProvider>,
  )

/** The custom properties on the element's style attribute, and its data-* breakpoint marks. */
function read(markup: string) {
  const style = /style="([^"]*)"/.exec(markup)?.[1] ?? ''
  const variables = Object.fromEntries(
    style
      .split(';')
      .filter(Boolean)
      .map((declaration) => {
        const at = declaration.indexOf(':')
        return [declaration.slice(0, at).trim(), declaration.slice(at + 1).trim()]
      }),
  )
  const marks = [...markup.matchAll(/ data-(xs|sm|md|lg|xl)=""/g)].map((match) => match[1])
  return { variables, marks }
}

describe('Columns: what SimpleGrid drew, as custom properties for one static sheet', () => {
  it('writes no <style> element', () => {
    expect(html(<Columns cols={{ base: 1, sm: 2, lg: 4 }} spacing={{ base: 32, md: 'lg' }} />)).not.toContain('<style')
  })

  it('writes the base set, and the whole set again from each breakpoint where a value changes', () => {
    const { variables, marks } = read(
      html(<Columns cols={{ base: 1, sm: 2, lg: 4 }} spacing={{ base: 32, md: 'lg' }} />),
    )
    expect(marks).toEqual(['sm', 'md', 'lg'])
    expect(variables['--columns']).toBe('1')
    expect(variables['--columns-x']).toBe('calc(2rem * var(--mantine-scale))')
    // From sm: 2 columns, the gap still the base one.
    expect(variables['--columns-sm']).toBe('2')
    expect(variables['--columns-x-sm']).toBe('calc(2rem * var(--mantine-scale))')
    // From md: the gap changes, the columns carry on from sm.
    expect(variables['--columns-md']).toBe('2')
    expect(variables['--columns-x-md']).toBe('var(--mantine-spacing-lg)')
    expect(variables['--columns-lg']).toBe('4')
    expect(variables['--columns-x-lg']).toBe('var(--mantine-spacing-lg)')
  })

  it('takes the row gap from the column gap unless verticalSpacing is given, at every breakpoint', () => {
    const same = read(html(<Columns cols={{ base: 1, md: 3 }} spacing={{ base: 'sm', md: 'xl' }} />)).variables
    expect(same['--columns-y']).toBe('var(--mantine-spacing-sm)')
    expect(same['--columns-y-md']).toBe('var(--mantine-spacing-xl)')
    const own = read(html(<Columns cols={2} spacing="md" verticalSpacing={{ base: 40, md: 48 }} />)).variables
    expect(own['--columns-x-md']).toBe('var(--mantine-spacing-md)')
    expect(own['--columns-y']).toBe('calc(2.5rem * var(--mantine-scale))')
    expect(own['--columns-y-md']).toBe('calc(3rem * var(--mantine-scale))')
  })

  it('defaults to one column md apart, as SimpleGrid does, and draws lists', () => {
    const markup = html(
      <Columns component="ul">
        <li>a</li>
      </Columns>,
    )
    expect(markup.startsWith('<ul')).toBe(true)
    const { variables, marks } = read(markup)
    expect(variables).toMatchObject({ '--columns': '1', '--columns-x': 'var(--mantine-spacing-md)' })
    expect(marks).toEqual([])
  })
})

describe('Split: two columns of Mantine’s Grid', () => {
  it('carries the spans and gaps as custom properties, marking a span that changes at lg', () => {
    const markup = html(
      <Split start={4} startLg={3} gap={0} gapMd={56}>
        <div>toc</div>
        <div>document</div>
      </Split>,
    )
    expect(markup).not.toContain('<style')
    const { variables, marks } = read(markup)
    expect(variables).toMatchObject({
      '--split-start': '4',
      '--split-start-lg': '3',
      '--split-gap-md': 'calc(3.5rem * var(--mantine-scale))',
    })
    expect(marks).toEqual(['lg'])
    expect(
      read(
        html(
          <Split start={7} gap={40} gapMd={56} align="center">
            {null}
          </Split>,
        ),
      ).marks,
    ).toEqual([])
  })
})
