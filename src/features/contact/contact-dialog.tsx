import { Modal, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import type { ProductId } from '~/domain/product'
import { ContactForm } from './contact-form'
import { withTheme } from '~/ui/theme-scope/theme-scope'

interface ContactDialogProps {
  opened: boolean
  onClose: () => void
  /** The registry id of the product to preselect; applied each time the dialog opens. */
  product?: ProductId
  /** Kept with the lead: which button opened the dialog. */
  source?: string
  /** Changes with every open() call, so the same app can be preselected again. */
  openCount: number
}

/** The contact form in a dialog, opened by every Request a demo button of the site. */
function ContactDialogContent({ opened, onClose, product, source, openCount }: ContactDialogProps) {
  const narrow = useMediaQuery('(max-width: 48em)')
  const [sending, setSending] = useState(false)

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!sending) onClose()
      }}
      title={
        <Text component="span" fw={750} fz="xl">
          Request a free demo
        </Text>
      }
      size="lg"
      // Kept mounted when closed: what a visitor typed is still there when they open it again.
      keepMounted
      // The provider gives focus back to the link that opened the dialog (contact-dialog-context.tsx).
      returnFocus={false}
      fullScreen={narrow}
      centered
      radius="md"
      overlayProps={{ backgroundOpacity: 0.55, blur: 3 }}
      closeButtonProps={{ 'aria-label': 'Close the contact form' }}
      // Mantine draws the dialog's title bar as a <header>: a second banner landmark for axe.
      attributes={{ header: { role: 'none' } }}
      data-testid="contact-dialog"
    >
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          Tell us about your business. A product specialist will reply within 24 business hours with a live demo and a
          price for your launch.
        </Text>
        <ContactForm
          product={product}
          source={source}
          presetKey={openCount}
          autoFocus
          onSent={onClose}
          onSendingChange={setSending}
        />
      </Stack>
    </Modal>
  )
}

/** ContactDialogContent inside Mantine's theme (see ThemeScope). */
export const ContactDialog = withTheme(ContactDialogContent)
