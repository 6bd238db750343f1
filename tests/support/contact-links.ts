import { afterAll, beforeAll, vi } from 'vitest'
import { contactLinkTarget } from '~/features/contact/contact-link'

/**
 * Records what the page's one contact listener (ContactDialogProvider) would open for each click on
 * a contact link, while the test file runs: the returned mock is called with `{ product, source }`.
 */
export function recordContactLinks() {
  const open = vi.fn()
  const onClick = (event: MouseEvent) => {
    const target = contactLinkTarget(event)
    if (!target) return
    event.preventDefault()
    open(target)
  }
  beforeAll(() => window.addEventListener('click', onClick, true))
  afterAll(() => window.removeEventListener('click', onClick, true))
  return open
}
