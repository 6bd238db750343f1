import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type ComponentType, type CSSProperties } from 'react'
import { flushSync } from 'react-dom'
import type { ProductId } from '~/domain/product'
import { pushContactOpen } from '~/features/analytics/data-layer'
import { DELEGATED } from '~/ui/hydrate-later/hydrate-later'
import { buttonLook } from '~/ui/plain/button-look'
import { cx, mantine } from '~/ui/plain/mantine-classes'
import plain from '~/ui/plain/plain.module.css'
import utilities from '~/ui/utilities/utilities.module.css'
import field from '~/features/newsletter/newsletter-form.module.css'
import {
  CONTACT_DIALOG_ID,
  CONTACT_FORM_ACTION,
  CONTACT_OPEN_EVENT,
  CONTACT_OPEN_LISTENER_ATTRIBUTE,
} from './contact-link'
import type { OpenContactOptions } from './contact-dialog-context'
import type { ContactFormProps } from './contact-form'
import { PRODUCT_OPTIONS, productOptionText } from './product-options'
import classes from './contact-dialog.module.css'

export const CONTACT_DIALOG_TITLE = 'Request a free demo'

/** The site's contact form with Mantine's fields and the form's code: fetched once the dialog has hydrated. */
const loadEnhancedForm = () =>
  Promise.all([import('./contact-form'), import('./contact-draft'), import('~/ui/theme-scope/theme-scope')]).then(
    ([form, draft, scope]) => ({ Form: scope.withTheme(form.ContactForm), saveTypedDraft: draft.saveTypedDraft }),
  )

// The dialog's layout, inline (every page carries the dialog: see contact-dialog.module.css).
const HEADER: CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: 'var(--mantine-spacing-md)',
  background: 'inherit',
}
const TITLE: CSSProperties = { margin: 0, fontSize: 'var(--mantine-font-size-xl)', fontWeight: 750, lineHeight: 1.3 }
const BODY: CSSProperties = {
  display: 'grid',
  gap: 'var(--mantine-spacing-md)',
  padding: '0 var(--mantine-spacing-md) var(--mantine-spacing-md)',
}
const FIELDS: CSSProperties = {
  display: 'grid',
  gap: 'var(--mantine-spacing-sm)',
  fontSize: 'var(--mantine-font-size-sm)',
}
const LABEL: CSSProperties = { display: 'grid', gap: 4, fontWeight: 500 }

/** The asterisk of a required field: seen, not read out (the field itself is `required`). */
const Required = () => (
  <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)' }}>
    {' *'}
  </span>
)

/**
 * The form of the server's HTML: the same fields, names and endpoint as the site's contact form
 * (contact-form.tsx), with native fields in the footer sign-up's look, posting natively. A refused
 * post lands on /contact, whose form shows the server's messages with what the visitor sent.
 */
function PlainContactForm({ page }: { page: string }) {
  return (
    <form
      method="post"
      action={CONTACT_FORM_ACTION}
      aria-label="Contact form"
      style={FIELDS}
      data-testid="contact-form"
    >
      <input type="hidden" name="returnTo" defaultValue="/contact" />
      <input type="hidden" name="source" defaultValue="website" />
      <input type="hidden" name="page" defaultValue={page} />
      <label style={LABEL}>
        <span>
          Name
          <Required />
        </span>
        <input className={field.input} name="name" autoComplete="name" required data-contact-field="name" />
      </label>
      <label style={LABEL}>
        <span>
          Email
          <Required />
        </span>
        <input className={field.input} name="email" type="email" autoComplete="email" required />
      </label>
      <label style={LABEL}>
        <span>
          Mobile
          <Required />
        </span>
        <input
          className={field.input}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="Country code, then 10-digit number"
          required
        />
      </label>
      <label style={LABEL}>
        <span>
          Product
          <Required />
        </span>
        <select className={field.input} name="product" required defaultValue="">
          <option value="" disabled>
            Select a product
          </option>
          {PRODUCT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {productOptionText(option)}
            </option>
          ))}
        </select>
      </label>
      <label style={LABEL}>
        Brand name
        <input className={field.input} name="brandName" />
      </label>
      <label style={LABEL}>
        Description
        <textarea className={field.input} name="description" rows={3} style={{ height: 'auto', paddingBlock: 8 }} />
      </label>
      <div aria-hidden="true" className={utilities.honeypot}>
        <label style={LABEL}>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <label style={{ display: 'flex', gap: 8 }}>
        <input type="checkbox" name="terms" required />
        <span>
          I agree to the{' '}
          <a className={mantine.anchor} href="/terms" target="_blank" rel="noopener" data-underline="always">
            Terms of Service
          </a>{' '}
          and the{' '}
          <a className={mantine.anchor} href="/privacy" target="_blank" rel="noopener" data-underline="always">
            Privacy Policy
          </a>
          , and to be contacted about my request.
        </span>
      </label>
      <button type="submit" {...buttonLook({ block: true })}>
        <span className={mantine.buttonInner}>
          <span className={mantine.buttonLabel}>Send request</span>
        </span>
      </button>
    </form>
  )
}

/** The form's values as the site's contact form holds them (for its draft), from the plain form. */
function plainValues(form: HTMLFormElement): Record<string, string | boolean> {
  const data = new FormData(form)
  const values: Record<string, string | boolean> = {}
  // A product the dialog was opened for is not something typed: the next opening chooses again.
  try {
    if (!form.querySelector('select')?.matches(':user-valid')) data.delete('product')
  } catch {
    // A browser without :user-valid: the product is left to the next opening.
    data.delete('product')
  }
  for (const name of ['name', 'email', 'mobile', 'product', 'brandName', 'description']) {
    const value = data.get(name)
    if (typeof value === 'string' && value) values[name] = value
  }
  if (data.get('terms')) values.terms = true
  return values
}

/**
 * The contact dialog, opened by every Request a demo / Talk to sales link of the site: a native
 * <dialog> in every public page's HTML, opened in place by the page's inline script from the first
 * tap (src/features/layout/early-taps.ts), with Escape and its close button closing it natively,
 * and focus going back to the link. Its first form is server HTML that posts natively; once the
 * dialog has hydrated (an island: when the visitor uses it or engages with the page), the site's
 * contact form (in-place messages, the server function, the draft) takes its place, with what
 * was typed in the first one: at once while the visitor has not touched it, else once the dialog
 * closes (a form that changes under a finger loses the tap or the letters).
 */
export function ContactDialog() {
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [Enhanced, setEnhanced] = useState<ComponentType<ContactFormProps> | null>(null)
  const [request, setRequest] = useState<OpenContactOptions & { count: number }>({ count: 0 })
  const sending = useRef(false)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const plainForm = () => {
      const form = element.querySelector('form[method="post"]')
      return form instanceof HTMLFormElement ? form : null
    }
    // A tap or a key in the plain form since it opened: the visitor is at it, even before a letter shows.
    // Before this island ran, a tap shows as focus away from the field the inline script focused.
    const active = document.activeElement
    let touched =
      element.open && !!active && !!plainForm()?.contains(active) && !active.matches('[data-contact-field="name"]')
    // What opened it (the inline script or openContactDialog): the product for the form, the count to preselect again.
    const onOpen = (event: Event) => {
      touched = false
      const { product, source } = (event as CustomEvent<OpenContactOptions>).detail ?? {}
      setRequest((previous) => ({ product, source, count: previous.count + 1 }))
      pushContactOpen(product, source)
    }
    // Not while a request is on its way.
    const onCancel = (event: Event) => {
      if (sending.current) event.preventDefault()
    }
    element.addEventListener(CONTACT_OPEN_EVENT, onOpen)
    element.setAttribute(CONTACT_OPEN_LISTENER_ATTRIBUTE, '')
    element.addEventListener('cancel', onCancel)
    let swapped = false
    let stopWaiting = () => {}
    // Online only: a failed dynamic import is remembered by the browser until reload.
    const loading = navigator.onLine ? loadEnhancedForm() : null
    // What is typed in the plain form is the draft too (a reload keeps it).
    const onInput = () => {
      void loading?.then(({ saveTypedDraft }) => {
        const form = plainForm()
        if (!swapped && form) saveTypedDraft(plainValues(form))
      })
    }
    element.addEventListener('input', onInput)
    const onTouch = (event: Event) => {
      if (event.target instanceof Node && plainForm()?.contains(event.target)) touched = true
    }
    element.addEventListener('pointerdown', onTouch)
    element.addEventListener('keydown', onTouch)
    if (loading)
      loading.then(
        ({ Form, saveTypedDraft }) => {
          const swap = () => {
            if (swapped) return
            swapped = true
            const form = plainForm()
            // What was typed in the plain form comes back in the site's form (it reads its draft).
            if (form) {
              const values = plainValues(form)
              if (Object.keys(values).length) saveTypedDraft(values)
            }
            // The site's form in place in this very task, with the check above and the decision
            // before it: a letter typed between them would go into a form that is about to go.
            flushSync(() => {
              // The dialog may be open: what it was opened for (the inline script set the fields).
              if (form && element.open) {
                const product = form.querySelector('select')?.value
                const source = form.querySelector<HTMLInputElement>('input[name="source"]')?.value
                setRequest((previous) => ({
                  product: (product || undefined) as ProductId | undefined,
                  source,
                  count: previous.count + 1,
                }))
              }
              setEnhanced(() => Form)
            })
          }
          // Never under the visitor's hands: at once while it is closed or untouched, else once it closes.
          const form = plainForm()
          if (!element.open || !form || (!touched && Object.keys(plainValues(form)).length === 0)) swap()
          else {
            element.addEventListener('close', swap, { once: true })
            stopWaiting = () => element.removeEventListener('close', swap)
          }
        },
        (error: unknown) => console.warn('Could not load the contact form', error),
      )
    return () => {
      swapped = true
      stopWaiting()
      element.removeEventListener('input', onInput)
      element.removeEventListener('pointerdown', onTouch)
      element.removeEventListener('keydown', onTouch)
      element.removeEventListener(CONTACT_OPEN_EVENT, onOpen)
      element.removeAttribute(CONTACT_OPEN_LISTENER_ATTRIBUTE)
      element.removeEventListener('cancel', onCancel)
    }
  }, [])

  // Swapped while open: the cursor goes to the first field of the site's form.
  useEffect(() => {
    const element = dialog.current
    if (!Enhanced || !element?.open) return
    const active = document.activeElement
    if (active === document.body || active === null || element.contains(active))
      element.querySelector<HTMLElement>('[data-contact-field="name"]')?.focus()
  }, [Enhanced])

  return (
    <dialog
      ref={dialog}
      id={CONTACT_DIALOG_ID}
      aria-labelledby={titleId}
      className={classes.dialog}
      data-testid="contact-dialog"
      {...DELEGATED}
    >
      <div style={HEADER}>
        <h2 id={titleId} style={TITLE}>
          {CONTACT_DIALOG_TITLE}
        </h2>
        <form method="dialog">
          <button
            type="submit"
            className={cx(mantine.actionIcon, plain.iconButtonSubtle)}
            data-variant="subtle"
            aria-label="Close the contact form"
          >
            {/* Mantine's close cross, drawn as two strokes. */}
            <svg viewBox="0 0 15 15" width="18" height="18" aria-hidden="true">
              <path
                d="M3.75 3.5l7.5 7.5m0-7.5l-7.5 7.5"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </form>
      </div>
      <div style={BODY}>
        <p className={cx(mantine.text, plain.textSm)} style={{ margin: 0, color: 'var(--mantine-color-dimmed)' }}>
          Tell us about your business. A product specialist will reply within 24 business hours with a live demo and a
          price for your launch.
        </p>
        {Enhanced ? (
          <Enhanced
            product={request.product as ProductId | undefined}
            source={request.source}
            presetKey={request.count}
            onSent={() => dialog.current?.close()}
            onSendingChange={(value) => (sending.current = value)}
          />
        ) : (
          <PlainContactForm page={pathname} />
        )}
      </div>
    </dialog>
  )
}
