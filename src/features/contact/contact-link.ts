import type { ProductId } from '~/domain/product'
import { DELEGATED } from '~/ui/hydrate-later/hydrate-later'
import type { OpenContactOptions } from './contact-dialog-context'

/** The contact page, with the product preselected when there is one: where the link leads without its script. */
export function contactPageHref(product?: ProductId): string {
  return product ? `/contact?product=${encodeURIComponent(product)}` : '/contact'
}

export const PRODUCT_ATTRIBUTE = 'data-contact-product'
export const SOURCE_ATTRIBUTE = 'data-contact-source'
export const DIALOG_ATTRIBUTE = 'data-contact-dialog'

/** The endpoint of the contact form's native post (src/routes/forms/contact.ts). */
export const CONTACT_FORM_ACTION = '/forms/contact'

/** The id of the native contact dialog every public page carries (contact-dialog.tsx). */
export const CONTACT_DIALOG_ID = 'contact-dialog'

/** The event the dialog gets each time it opens: `detail` is what it was opened for (OpenContactOptions). */
export const CONTACT_OPEN_EVENT = 'contact-open'
/**
 * Set on the dialog while its island listens for CONTACT_OPEN_EVENT (and counts the opening): before
 * that, the inline script counts an opening itself (the data layer's contact_open and the beacon).
 */
export const CONTACT_OPEN_LISTENER_ATTRIBUTE = 'data-open-listener'

/**
 * The attributes of a link that opens the contact dialog in place: the page's inline script
 * (src/features/layout/early-taps.ts) handles a plain click on it from the first byte of the page
 * on, before and after the page's own script (DELEGATED: its click is never held for a section).
 * A new tab, a middle click, or a page without JavaScript follow the link to /contact.
 */
export function contactLinkProps(product?: ProductId, source?: string) {
  return {
    href: contactPageHref(product),
    ...DELEGATED,
    [DIALOG_ATTRIBUTE]: '',
    [PRODUCT_ATTRIBUTE]: product,
    [SOURCE_ATTRIBUTE]: source,
  }
}

/**
 * The contact dialog a click asks for (the rule the inline script applies): a plain left click (no modifier: a new tab or window opens
 * the page as a link would) on a link made by contactLinkProps. Null for any other click.
 */
export function contactLinkTarget(event: MouseEvent): OpenContactOptions | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const target = event.target
  if (!(target instanceof Element)) return null
  const link = target.closest(`a[${DIALOG_ATTRIBUTE}]`)
  if (!link) return null
  return {
    product: (link.getAttribute(PRODUCT_ATTRIBUTE) as ProductId | null) ?? undefined,
    source: link.getAttribute(SOURCE_ATTRIBUTE) ?? undefined,
  }
}

/**
 * Opens the page's contact dialog as a contact link does (the inline script's work, for code: the
 * `?contact=` address): the product and source into the form, then the dialog over the page.
 * False when the page has no dialog (the admin).
 */
export function openContactDialog({ product, source }: OpenContactOptions = {}): boolean {
  const dialog = document.getElementById(CONTACT_DIALOG_ID)
  if (!(dialog instanceof HTMLDialogElement)) return false
  const select = dialog.querySelector<HTMLSelectElement>('select[name="product"]')
  if (select && product) select.value = product
  const sourceField = dialog.querySelector<HTMLInputElement>('input[name="source"]')
  if (sourceField) sourceField.value = source ?? 'website'
  if (!dialog.open) dialog.showModal()
  dialog.dispatchEvent(new CustomEvent(CONTACT_OPEN_EVENT, { detail: { product, source } }))
  return true
}
