import { useNavigate } from '@tanstack/react-router'
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type { ProductId } from '~/domain/product'
import { CONTACT_SEARCH_PARAM } from '~/domain/contact-search'
import { resolveProductId } from '~/content/product-nav'
import { pushContactOpen } from '~/features/analytics/data-layer'
import { whenVisitorEngages } from '~/ui/idle/when-idle'
import { LoadingDialog } from '~/ui/loading-dialog/loading-dialog'
import { contactLinkTarget } from './contact-link'

export interface OpenContactOptions {
  /** The registry id of the product to preselect (the page's product, the card's product). */
  product?: ProductId
  /** Where the request came from, kept with the lead (e.g. 'header', 'apps:pricing'). */
  source?: string
}

// The form is loaded when first needed (or when the browser is idle), not with every page.
// Modal's style sheets come with the dialog's code (they are not in every page's CSS).
const loadDialog = () =>
  Promise.all([import('./contact-dialog'), import('~/styles/mantine-dialog.css')]).then(([module]) => module)
const ContactDialog = lazy(() => loadDialog().then((module) => ({ default: module.ContactDialog })))

interface DialogState extends OpenContactOptions {
  opened: boolean
  openCount: number
}

/**
 * Opens the contact dialog from anywhere (header, mobile menu, every Request Demo button).
 * The dialog stays mounted after its first use, so what a visitor typed survives closing it.
 */
export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const [state, setState] = useState<DialogState>({ opened: false, openCount: 0 })
  // What opened the dialog: focus goes back to it when the dialog closes (the WAI-ARIA dialog
  // pattern). Kept here, not left to Mantine's Modal, which notes what held focus only when it opens
  // after mounting: on a first open it mounts open (after the stand-in dialog) and focus fell to <body>.
  const opener = useRef<HTMLElement | null>(null)

  const open = useCallback((options: OpenContactOptions = {}) => {
    setState((previous) => ({
      opened: true,
      product: options.product,
      source: options.source,
      openCount: previous.openCount + 1,
    }))
    pushContactOpen(options.product, options.source)
  }, [])
  const close = useCallback(() => {
    setState((previous) => ({ ...previous, opened: false }))
    // Once the dialog has let go of focus; without scrolling: the page has not moved under the dialog.
    setTimeout(() => opener.current?.focus({ preventScroll: true }))
  }, [])

  // Every contact link of the page (RequestDemoButton, contactLinkProps) opens the dialog, also those
  // in parts of the page that stay the server's HTML and have no handler of their own. On window, in
  // the capture phase: React stops a click inside a part it has not hydrated at the document.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const options = contactLinkTarget(event)
      if (!options) return
      event.preventDefault()
      // A menu the link was in (the header's Contact panel, the mobile menu) closes behind the dialog.
      if ('hidePopover' in HTMLElement.prototype)
        for (const popover of document.querySelectorAll<HTMLElement>('[popover]:popover-open')) popover.hidePopover()
      // contactLinkTarget found the link from the target, an Element.
      opener.current = (event.target as Element).closest('a')
      open(options)
    }
    window.addEventListener('click', onClick, true)
    return () => window.removeEventListener('click', onClick, true)
  }, [open])

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const requested = params.get(CONTACT_SEARCH_PARAM)
    if (requested !== null) {
      open({ product: resolveProductId(requested), source: 'link' })
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => {
          const rest = { ...previous }
          delete rest[CONTACT_SEARCH_PARAM]
          return rest
        },
        replace: true,
        resetScroll: false,
      } as never)
    }
    // Prefetched once the visitor engages with the page (not while it loads and hydrates), and
    // only online: a failed dynamic import is remembered by the browser until reload.
    return whenVisitorEngages(() => {
      if (navigator.onLine)
        loadDialog().catch((error: unknown) => console.warn('Could not prefetch the contact form', error))
    })
  }, [navigate, open])

  return (
    <>
      {children}
      {state.openCount > 0 ? (
        <Suspense
          fallback={
            <LoadingDialog
              opened={state.opened}
              onClose={close}
              title="Request a free demo"
              label="Loading the contact form"
            />
          }
        >
          <ContactDialog
            opened={state.opened}
            onClose={close}
            product={state.product}
            source={state.source}
            openCount={state.openCount}
          />
        </Suspense>
      ) : null}
    </>
  )
}
