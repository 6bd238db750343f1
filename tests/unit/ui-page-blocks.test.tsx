// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AnchoredSection } from '~/ui/anchored-section/anchored-section'
import { ContentTable } from '~/ui/content-table/content-table'
import { HoneypotField } from '~/ui/honeypot-field/honeypot-field'
import { ProseList } from '~/ui/prose-list/prose-list'

afterEach(cleanup)

const wrap = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>)

describe('HoneypotField', () => {
  function Form() {
    const [website, setWebsite] = useState('')
    return (
      <form aria-label="f">
        <HoneypotField value={website} onChange={setWebsite} />
        <output>{website}</output>
      </form>
    )
  }

  it('is hidden from assistive technology and out of the tab order, and reports what a bot types', () => {
    const { container } = wrap(<Form />)
    const input = container.querySelector('input[name="website"]') as HTMLInputElement
    expect(input.tabIndex).toBe(-1)
    expect(input.autocomplete).toBe('off')
    expect(input.closest('[aria-hidden="true"]')).not.toBeNull()
    fireEvent.change(input, { target: { value: 'spam.example' } })
    expect(container.querySelector('output')?.textContent).toBe('spam.example')
  })
})

describe('ContentTable', () => {
  it('captions the table and makes the first cell of each row its header', () => {
    wrap(<ContentTable caption="Refund times" head={['Method', 'Time']} rows={[['Card', '5 days']]} />)
    const table = screen.getByRole('table', { name: 'Refund times' })
    expect(within(table).getByRole('columnheader', { name: 'Method' })).toBeTruthy()
    expect(within(table).getByRole('rowheader', { name: 'Card' })).toBeTruthy()
    expect(within(table).getByRole('cell', { name: '5 days' })).toBeTruthy()
  })

  it('scrolls sideways in a focusable region named after the table, not after its caption alone', () => {
    wrap(<ContentTable caption="Refund times" head={['Method', 'Time']} rows={[['Card', '5 days']]} />)
    const region = screen.getByRole('region', { name: 'Table: Refund times' })
    expect(region.tabIndex).toBe(0)
    expect(within(region).getByRole('table', { name: 'Refund times' })).toBeTruthy()
  })
})

describe('ProseList', () => {
  it('renders an ordered list when asked, else a bulleted one', () => {
    const { container, rerender } = wrap(<ProseList items={['one', 'two']} ordered />)
    expect(container.querySelectorAll('ol > li')).toHaveLength(2)
    rerender(
      <MantineProvider env="test">
        <ProseList items={['one']} />
      </MantineProvider>,
    )
    expect(container.querySelectorAll('ul > li')).toHaveLength(1)
  })
})

describe('AnchoredSection', () => {
  it('is a section named by its heading, with the id in-page links point at', () => {
    wrap(
      <AnchoredSection id="cookies" headingId="cookies-title" testId="s">
        <h2 id="cookies-title">Cookies</h2>
      </AnchoredSection>,
    )
    const section = screen.getByRole('region', { name: 'Cookies' })
    expect(section.id).toBe('cookies')
    expect(section.dataset.testid).toBe('s')
  })
})
