// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { contactLinkProps, contactLinkTarget } from '~/features/contact/contact-link'

/** A link made by contactLinkProps, with a child the click lands on. */
function link(product?: 'astroway', source?: string): HTMLSpanElement {
  const anchor = document.createElement('a')
  for (const [name, value] of Object.entries(contactLinkProps(product, source)))
    if (value !== undefined) anchor.setAttribute(name, value)
  const label = document.createElement('span')
  anchor.append(label)
  document.body.append(anchor)
  return label
}

const click = (init: MouseEventInit = {}) => new MouseEvent('click', { bubbles: true, cancelable: true, ...init })

describe('contact links (what the page’s one listener turns into the dialog)', () => {
  it('lead to the contact page with the product preselected, and name where the request came from', () => {
    expect(contactLinkProps('astroway', 'astroway:hero').href).toBe('/contact?product=astroway')
    expect(contactLinkProps().href).toBe('/contact')
    const label = link('astroway', 'astroway:hero')
    const event = click()
    label.dispatchEvent(event)
    Object.defineProperty(event, 'target', { value: label })
    expect(contactLinkTarget(event)).toEqual({ product: 'astroway', source: 'astroway:hero' })
  })

  it('leave a new tab, a new window, another button or an already handled click to the browser', () => {
    const label = link('astroway', 'x')
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const event = click(init)
      Object.defineProperty(event, 'target', { value: label })
      expect(contactLinkTarget(event)).toBeNull()
    }
    const handled = click()
    handled.preventDefault()
    Object.defineProperty(handled, 'target', { value: label })
    expect(contactLinkTarget(handled)).toBeNull()
  })

  it('ignore every other link', () => {
    const other = document.createElement('a')
    other.href = '/contact'
    document.body.append(other)
    const event = click()
    Object.defineProperty(event, 'target', { value: other })
    expect(contactLinkTarget(event)).toBeNull()
  })
})
