import { Button, type ButtonProps } from '@mantine/core'
import type { ReactNode } from 'react'
import type { ProductId } from '~/domain/product'
import { useContactDialog } from './contact-dialog-context'

/**
 * Any 'Request Demo' / 'Contact Sales' / 'Schedule a Demo' button: opens the contact dialog,
 * with the page's product preselected when it names one.
 */
export function RequestDemoButton({
  product,
  source,
  children = 'Request a Demo',
  ...props
}: { product?: ProductId; source?: string; children?: ReactNode } & ButtonProps) {
  const contact = useContactDialog()
  return (
    <Button {...props} onClick={() => contact.open({ product, source })}>
      {children}
    </Button>
  )
}
