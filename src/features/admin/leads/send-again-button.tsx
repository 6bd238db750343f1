import { Button } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { readPublicError } from '~/domain/errors'
import { notifications } from '@mantine/notifications'
import { sendAdminLeadAgain } from './leads.functions'

/** "Send again": shown only where a retry can succeed (the server decides: canSendAgain). */
export function SendAgainButton({
  id,
  size = 'compact-sm',
}: {
  id: string
  size?: 'compact-xs' | 'compact-sm' | 'sm'
}) {
  const queryClient = useQueryClient()
  const [sending, setSending] = useState(false)
  const send = async () => {
    setSending(true)
    try {
      const result = await sendAdminLeadAgain({ data: { id } })
      notifications.show(
        result.status === 'sent'
          ? { color: 'green', title: 'E-mail sent', message: 'The lead reached the sales inbox.' }
          : { color: 'yellow', title: 'Queued again', message: 'It will be retried automatically.' },
      )
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not sent', message: readPublicError(error).message })
    } finally {
      setSending(false)
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
    }
  }
  return (
    <Button size={size} variant="light" loading={sending} onClick={() => void send()}>
      Send again
    </Button>
  )
}
