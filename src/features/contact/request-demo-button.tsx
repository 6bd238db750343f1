import { Button, type ButtonProps } from '@mantine/core'
import type { ReactNode } from 'react'
import type { ProductId } from '~/domain/product'
import { useContactDialog } from './contact-dialog-context'
import { demoLabel } from '~/content/story'

/** The contact page, with the product preselected when there is one: where the button leads without its script. */
export function contactPageHref(product?: ProductId): string {
  return product ? `/contact?product=${encodeURIComponent(product)}` : '/contact'
}

/**
 * Every 'Request a demo' / 'Talk to sales' button (labels in src/content/story.ts): a link to
 * /contact (with the page's product preselected when it names one), which the script turns into
 * the contact dialog. Before the script has arrived, or without JavaScript, the link still works.
 */
export function RequestDemoButton({
  product,
  source,
  children = demoLabel,
  ...props
}: { product?: ProductId; source?: string; children?: ReactNode } & ButtonProps) {
  const contact = useContactDialog()
  return (
    <Button
      {...props}
      component="a"
      href={contactPageHref(product)}
      onClick={(event) => {
        // A new tab or window (modifier keys, middle click) opens the page as a link would.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
        event.preventDefault()
        contact.open({ product, source })
      }}
    >
      {children}
    </Button>
  )
}
