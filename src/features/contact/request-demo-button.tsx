import { Button, type ButtonProps } from '@mantine/core'
import type { ReactNode } from 'react'
import type { ProductId } from '~/domain/product'
import { useContactDialog } from './contact-dialog-context'
import { demoLabel } from '~/content/story'

/**
 * Every 'Request a demo' / 'Talk to sales' button (labels in src/content/story.ts): opens the contact dialog,
 * with the page's product preselected when it names one.
 */
export function RequestDemoButton({
  product,
  source,
  children = demoLabel,
  ...props
}: { product?: ProductId; source?: string; children?: ReactNode } & ButtonProps) {
  const contact = useContactDialog()
  return (
    <Button {...props} onClick={() => contact.open({ product, source })}>
      {children}
    </Button>
  )
}
