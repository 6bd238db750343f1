// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Burger } from '~/ui/burger/burger'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'

afterEach(cleanup)

const wrap = (ui: ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>)

describe('ThemeIcon', () => {
  it('draws a span with its colour and radius as CSS variables, never as attributes', () => {
    wrap(
      <ThemeIcon data-testid="tile" size={44} radius="md" color="brand" variant="light" aria-hidden>
        <svg />
      </ThemeIcon>,
    )
    const tile = screen.getByTestId('tile')
    expect(tile.tagName).toBe('SPAN')
    expect(tile.hasAttribute('radius')).toBe(false)
    expect(tile.hasAttribute('color')).toBe(false)
    expect(tile.getAttribute('style')).toContain('--ti-radius')
    expect(tile.getAttribute('style')).toContain('--ti-bg')
    expect(tile.getAttribute('aria-hidden')).toBe('true')
  })
})

describe('Burger', () => {
  function Menu() {
    const [opened, setOpened] = useState(false)
    return <Burger opened={opened} onClick={() => setOpened((o) => !o)} aria-label="Menu" aria-expanded={opened} />
  }
  it('is a button holding only phrasing content, and draws the cross when open', () => {
    wrap(<Menu />)
    const button = screen.getByRole('button', { name: 'Menu' })
    expect(button.querySelector('div')).toBeNull()
    const lines = button.querySelector('span')!
    expect(lines.hasAttribute('data-opened')).toBe(false)
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.querySelector('span')!.hasAttribute('data-opened')).toBe(true)
  })
})
