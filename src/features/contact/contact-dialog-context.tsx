import { useNavigate } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import type { ProductId } from '~/domain/product'
import { CONTACT_SEARCH_PARAM } from '~/domain/contact-search'
import { resolveProductId } from '~/content/product-nav'
import { openContactDialog } from './contact-link'

export interface OpenContactOptions {
  /** The registry id of the product to preselect (the page's product, the card's product). */
  product?: ProductId
  /** Where the request came from, kept with the lead (e.g. 'header', 'apps:pricing'). */
  source?: string
}

/**
 * The contact dialog asked for by the address (`?contact=<product>`, a link from a mail or an old
 * page): opened once the page's script runs (the loader starts it at once for such an address),
 * and the parameter taken off the address. Every contact link opens the dialog by itself, through
 * the page's inline script (src/features/layout/early-taps.ts); the dialog is contact-dialog.tsx.
 */
export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const requested = params.get(CONTACT_SEARCH_PARAM)
    if (requested === null) return
    // Once the parameter is off the address: the move hydrates the parts of the page still waiting,
    // the dialog's among them, and a dialog opened before it could be drawn again, closed.
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => {
        const rest = { ...previous }
        delete rest[CONTACT_SEARCH_PARAM]
        return rest
      },
      replace: true,
      resetScroll: false,
    } as never).then(() => openContactDialog({ product: resolveProductId(requested), source: 'link' }))
  }, [navigate])
  return children
}
