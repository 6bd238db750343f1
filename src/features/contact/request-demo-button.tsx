import { Button, type ButtonProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { useContactDialog } from './contact-dialog-context'

/** Any 'Request Demo' / 'Contact Sales' / 'Schedule a Demo' button: opens the contact dialog. */
export function RequestDemoButton({
  app,
  source,
  children = 'Request a Demo',
  ...props
}: { app?: string; source?: string; children?: ReactNode } & ButtonProps) {
  const contact = useContactDialog()
  return (
    <Button {...props} onClick={() => contact.open({ app, source })}>
      {children}
    </Button>
  )
}
