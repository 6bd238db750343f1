// @vitest-environment jsdom
import { Button, MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ICON_KEYS } from '~/domain/icon'
import { ink } from '~/ui/color/ink'
import { CtaBand } from '~/ui/cta-band/cta-band'
import { FaqAccordion, withIds } from '~/ui/faq-accordion/faq-accordion'
import { IconGlyph, icons } from '~/ui/icons/icon'
import { ChoiceTabs } from '~/ui/choice/choice-tabs'

afterEach(cleanup)

const wrap = (ui: ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>)

const items = [
  { id: 'one', question: 'How long does a launch take?', answer: 'Most launches take two to four weeks.' },
  { id: 'two', question: 'Is the code mine?', answer: 'Yes, the source code is handed over.' },
]

describe('FaqAccordion', () => {
  it('keeps every answer in the page, closed until asked, and lets several stay open', () => {
    wrap(<FaqAccordion items={items} />)
    const accordion = screen.getByTestId('faq-accordion')
    // Closed answers are in the HTML (indexable); each question is a native disclosure.
    expect(accordion.textContent).toContain('the source code is handed over')
    const disclosures = [...accordion.querySelectorAll('details')]
    expect(disclosures).toHaveLength(items.length)
    expect(disclosures.every((details) => !details.open)).toBe(true)
    expect(disclosures[0]!.querySelector('summary')?.textContent).toBe(items[0]!.question)
    // Several may be open at once: no shared name ties them into one exclusive group.
    expect(disclosures.every((details) => !details.hasAttribute('name'))).toBe(true)
    disclosures[0]!.open = true
    disclosures[1]!.open = true
    expect(disclosures.filter((details) => details.open)).toHaveLength(2)
  })

  it('starts with every answer closed (one FAQ style site-wide) and uses the heading level given', () => {
    wrap(<FaqAccordion items={items} headingOrder={4} />)
    expect([...screen.getByTestId('faq-accordion').querySelectorAll('details[open]')]).toHaveLength(0)
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(
      items.map((item) => item.question),
    )
  })

  it('gives questions without ids stable ids by position', () => {
    expect(withIds([{ question: 'Q?', answer: 'A.' }], 'food').map((item) => item.id)).toEqual(['food-1'])
  })
})

describe('CtaBand', () => {
  it('labels the section with its title and shows the actions it is given', () => {
    wrap(
      <CtaBand title="Ready?" description="Book a demo." titleId="x-cta">
        <Button>Request a Demo</Button>
      </CtaBand>,
    )
    const band = screen.getByTestId('cta-band')
    expect(band.getAttribute('aria-labelledby')).toBe('x-cta')
    expect(within(band).getByRole('heading', { level: 2, name: 'Ready?' }).id).toBe('x-cta')
    expect(within(band).getByRole('button', { name: 'Request a Demo' })).toBeTruthy()
  })

  it('takes a product’s colours as the only computed style', () => {
    wrap(
      <CtaBand title="T" colors={{ color: '#c2410c', accent: '#5f3dc4' }} testId="final-cta">
        <span />
      </CtaBand>,
    )
    const panel = screen.getByTestId('final-cta').querySelector('[style]') as HTMLElement
    expect(panel.style.getPropertyValue('--cta-from')).toBe('#c2410c')
    expect(panel.style.getPropertyValue('--cta-to')).toBe('#5f3dc4')
  })
})

describe('ChoiceTabs', () => {
  const tabs = [
    { id: 'user', label: 'Customer app' },
    { id: 'admin', label: 'Admin panel' },
  ] as const
  const draw = (value: 'user' | 'admin') =>
    wrap(
      <ChoiceTabs<'user' | 'admin', (typeof tabs)[number]>
        name="showcase"
        label="Product tour"
        value={value}
        tabs={tabs}
        search={{ param: 'tab', omit: 'user' }}
        color="#c2410c"
        testId="tabs"
        panelTestId="panel"
        renderPanel={(tab) => <p>{tab.label} panel</p>}
      />,
    )

  it('is a radio group with the tab the server opens checked, and every panel in the HTML', () => {
    draw('admin')
    const group = screen.getByRole('radiogroup', { name: 'Product tour' })
    expect(within(group).getByRole('radio', { name: 'Admin panel' })).toHaveProperty('checked', true)
    expect(within(group).getByRole('radio', { name: 'Customer app' })).toHaveProperty('checked', false)
    // Both panels are there; CSS shows the one whose position the checked radio has.
    expect(screen.getByTestId('panel-user').textContent).toBe('Customer app panel')
    expect(screen.getByTestId('panel-user').getAttribute('data-in')).toBe('1')
    expect(screen.getByTestId('panel-admin').getAttribute('data-in')).toBe('2')
  })

  it('tells the inline script which search param keeps the tab, and which value stays out of the URL', () => {
    draw('user')
    const radio = screen.getByRole('radio', { name: 'Admin panel' })
    expect(radio.getAttribute('data-search-param')).toBe('tab')
    expect(radio.getAttribute('data-search-omit')).toBe('user')
    expect(radio.getAttribute('value')).toBe('admin')
    // A tap (a click on the label) checks it, as the browser does with no script.
    fireEvent.click(screen.getByText('Admin panel'))
    expect(radio).toHaveProperty('checked', true)
  })
})

describe('the icon registry', () => {
  it('has a Tabler icon for every key content may name', () => {
    expect(Object.keys(icons).sort()).toEqual([...ICON_KEYS].sort())
    expect(new Set(ICON_KEYS).size).toBe(ICON_KEYS.length)
  })

  it('draws icons as decoration', () => {
    const { container } = wrap(<IconGlyph name="moon-stars" />)
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})

describe('colour helpers', () => {
  it('darken a product colour for text on its own tint', () => {
    expect(ink('#ffffff')).toBe('#b3b3b3')
    expect(ink('#fff')).toBe('#b3b3b3')
    expect(ink('#c2410c', 0)).toBe('#c2410c')
  })
})
