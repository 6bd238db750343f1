// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { astrowayContent } from '~/content/astroway'
import { chitchatContent } from '~/content/chitchat'
import { docs } from '~/content/docs'
import { faqCategories } from '~/content/faq'
import { portfolioCategories } from '~/content/portfolio'
import { showcaseProducts } from '~/content/products'
import { appTabs } from '~/features/apps/app-tabs'
import { earlyTapsScript } from '~/features/layout/early-taps'
import { ChoiceOption, MAX_OPTIONS, shownFor } from '~/ui/choice/choice'

afterEach(cleanup)

/** The server's HTML of `ui`, parsed. */
function parse(ui: ReactNode): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = renderToStaticMarkup(ui)
  return root
}

const css = (path: string) => readFileSync(resolve('src', path), 'utf8')

/** The positions choice.module.css hides the parts of, per axis. */
function positionsWithRules(axis: 'a' | 'b'): number[] {
  const [radio, attribute] = axis === 'a' ? ['radio', 'data-in'] : ['radioB', 'data-in-b']
  const rule = new RegExp(
    String.raw`\.scope:has\(\.${radio}:nth-of-type\((\d+)\):checked\) \[${attribute}\]:not\(\[${attribute}~=['"](\d+)['"]\]\)`,
    'g',
  )
  return [...css('ui/choice/choice.module.css').matchAll(rule)]
    .filter((match) => match[1] === match[2])
    .map((match) => Number(match[1]))
}

describe('the choices switched by CSS (src/ui/choice)', () => {
  it('has a rule for every position up to the most options of each axis', () => {
    for (const axis of ['a', 'b'] as const) {
      const count = MAX_OPTIONS[axis]
      expect(positionsWithRules(axis)).toEqual(Array.from({ length: count }, (_, index) => index + 1))
    }
  })

  it('every choice on the site has no more options than the rules reach', () => {
    const tabbedDoc = docs.chitchat
    const choices: Record<string, { options: number; axis: 'a' | 'b' }> = {
      'the FAQ filter (All and each category)': { options: faqCategories.length + 1, axis: 'a' },
      'the portfolio filter': { options: portfolioCategories.length, axis: 'a' },
      'the app picker of /apps': { options: showcaseProducts.length, axis: 'a' },
      'the detail tabs of /apps': { options: appTabs.length, axis: 'b' },
      'the Astroway product tour': { options: astrowayContent.showcase.tabs.length, axis: 'a' },
      'the Chitchat features': { options: chitchatContent.features.tabs.length, axis: 'a' },
      'the Chitchat FAQ': { options: chitchatContent.faq.tabs.length, axis: 'a' },
      'the tabbed document': { options: tabbedDoc?.kind === 'tabbed' ? tabbedDoc.tabs.length : 0, axis: 'a' },
    }
    for (const [name, { options, axis }] of Object.entries(choices)) {
      expect(options, name).toBeGreaterThan(1)
      expect(options, name).toBeLessThanOrEqual(MAX_OPTIONS[axis])
    }
  })

  it('/apps colours its panel for every app of the picker', () => {
    const colours = [...css('features/apps/apps.module.css').matchAll(/--chosen-app-color: var\(--app-color-(\d+)\)/g)]
    expect(colours.map((match) => Number(match[1]))).toEqual(
      Array.from({ length: showcaseProducts.length }, (_, index) => index + 1),
    )
  })

  it('marks the parts with their positions, on the axis asked', () => {
    expect(shownFor(2)).toEqual({ 'data-in': '2' })
    expect(shownFor([1, 4])).toEqual({ 'data-in': '1 4' })
    expect(shownFor(3, 'b')).toEqual({ 'data-in-b': '3' })
  })

  it('draws each option as a radio followed by its own label', () => {
    const root = parse(
      <div>
        <ChoiceOption name="pick" value="one" checked={false}>
          One
        </ChoiceOption>
        <ChoiceOption name="pick" value="two" checked search={{ param: 'p', omit: 'one' }}>
          Two
        </ChoiceOption>
      </div>,
    )
    const children = [...root.firstElementChild!.children]
    expect(children.map((element) => element.tagName)).toEqual(['INPUT', 'LABEL', 'INPUT', 'LABEL'])
    const [one, oneLabel, two, twoLabel] = children as [
      HTMLInputElement,
      HTMLLabelElement,
      HTMLInputElement,
      HTMLLabelElement,
    ]
    expect([one.type, one.name, one.id, one.value, one.defaultChecked]).toEqual([
      'radio',
      'pick',
      'pick-one',
      'one',
      false,
    ])
    expect(oneLabel.htmlFor).toBe('pick-one')
    expect(one.hasAttribute('data-search-param')).toBe(false)
    expect([two.id, two.defaultChecked, two.dataset.searchParam, two.dataset.searchOmit]).toEqual([
      'pick-two',
      true,
      'p',
      'one',
    ])
    expect(twoLabel.htmlFor).toBe('pick-two')
  })
})

describe('the FAQ’s category filter', () => {
  it('has every question in the HTML, each category shown for All and for itself, the URL’s category checked', async () => {
    const { FaqQuestions } = await import('~/features/faq/faq-questions')
    const root = parse(
      <MantineProvider>
        <FaqQuestions category="technical" />
      </MantineProvider>,
    )
    const group = root.querySelector('[role="radiogroup"]')!
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    expect(radios.map((radio) => radio.value)).toEqual(['all', ...faqCategories.map((item) => item.id)])
    expect(radios.filter((radio) => radio.defaultChecked).map((radio) => radio.value)).toEqual(['technical'])
    // The radios are siblings, each followed by its label (the look of the chosen one: `input:checked + label`).
    for (const radio of radios) expect(radio.nextElementSibling?.getAttribute('for')).toBe(radio.id)
    faqCategories.forEach((item, index) => {
      const category = root.querySelector(`section#${item.id}`)!
      expect(category.parentElement?.getAttribute('data-in')).toBe(`1 ${index + 2}`)
      for (const question of item.questions) expect(category.textContent).toContain(question.question)
    })
  })
})

describe('the inline script keeps a choice in the URL', () => {
  const address = () => location.pathname + location.search

  it('writes the chosen value into the address after the frame that shows it, and leaves the default out', async () => {
    history.replaceState(null, '', '/astroway?utm_source=mail')
    new Function(earlyTapsScript())()
    render(
      <div>
        <ChoiceOption name="tour" value="user" checked search={{ param: 'tab', omit: 'user' }}>
          Customer app
        </ChoiceOption>
        <ChoiceOption name="tour" value="admin" checked={false} search={{ param: 'tab', omit: 'user' }}>
          Admin panel
        </ChoiceOption>
        <ChoiceOption name="team" value="tech" checked search={{ param: 'team', omit: 'tech' }}>
          Technology
        </ChoiceOption>
        <ChoiceOption name="team" value="business" checked={false} search={{ param: 'team', omit: 'tech' }}>
          Business
        </ChoiceOption>
      </div>,
    )
    fireEvent.click(screen.getByText('Admin panel'))
    // Not in the tap's own task: the router following the address would hold the answer's frame.
    expect(address()).toBe('/astroway?utm_source=mail')
    await vi.waitFor(() => expect(address()).toBe('/astroway?utm_source=mail&tab=admin'))
    fireEvent.click(screen.getByText('Customer app'))
    await vi.waitFor(() => expect(address()).toBe('/astroway?utm_source=mail'))
    // Two quick changes before either is written: both reach the address.
    fireEvent.click(screen.getByText('Admin panel'))
    fireEvent.click(screen.getByText('Business'))
    await vi.waitFor(() => expect(address()).toBe('/astroway?utm_source=mail&tab=admin&team=business'))
  })
})
