import type { ProductId } from '~/domain/product'
import { DELEGATED } from '~/ui/hydrate-later/hydrate-later'
import type { OpenContactOptions } from './contact-dialog-context'

/** The contact page, with the product preselected when there is one: where the link leads without its script. */
export function contactPageHref(product?: ProductId): string {
  return product ? `/contact?product=${encodeURIComponent(product)}` : '/contact'
}

const PRODUCT_ATTRIBUTE = 'data-contact-product'
const SOURCE_ATTRIBUTE = 'data-contact-source'
const DIALOG_ATTRIBUTE = 'data-contact-dialog'

/**
 * The attributes of a link that the script turns into the contact dialog (see contactLinkTarget),
 * also inside a part of the page that has not hydrated (DELEGATED: its click does not wait for it).
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
 * The contact dialog a click asks for: a plain left click (no modifier: a new tab or window opens
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
