import { Button, type ButtonProps } from '@mantine/core'
import type { ReactNode } from 'react'
import type { ProductId } from '~/domain/product'
import { demoLabel } from '~/content/story'
import { contactLinkProps } from './contact-link'

export { contactPageHref } from './contact-link'

/**
 * Every 'Request a demo' / 'Talk to sales' button (labels in src/content/story.ts): a link to
 * /contact (with the page's product preselected when it names one). Once the page's script runs,
 * ContactDialogProvider turns a plain click on it into the contact dialog, wherever the link
 * sits: in a part of the page that hydrated or in one that stays the server's HTML. Before the
 * script has arrived, or without JavaScript, the link leads to the contact page.
 */
export function RequestDemoButton({
  product,
  source,
  children = demoLabel,
  ...props
}: { product?: ProductId; source?: string; children?: ReactNode } & ButtonProps) {
  return (
    <Button {...props} component="a" {...contactLinkProps(product, source)}>
      {children}
    </Button>
  )
}
