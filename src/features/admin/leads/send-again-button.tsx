import { Button } from '@mantine/core'
import { useAdminAction } from '../use-admin-action'
import { sendAdminLeadAgain } from './leads.functions'

/** "Send again": shown only where a retry can succeed (the server decides: canSendAgain). */
export function SendAgainButton({
  id,
  size = 'compact-sm',
}: {
  id: string
  size?: 'compact-xs' | 'compact-sm' | 'sm'
}) {
  const { pending, run } = useAdminAction()
  const send = () =>
    run(id, () => sendAdminLeadAgain({ data: { id } }), {
      done: (result) =>
        result.status === 'sent'
          ? { color: 'green', title: 'E-mail sent', message: 'The lead reached the sales inbox.' }
          : { color: 'yellow', title: 'Queued again', message: 'It will be retried automatically.' },
      failedTitle: 'Not sent',
    })
  return (
    <Button size={size} variant="light" loading={pending !== null} onClick={() => void send()}>
      Send again
    </Button>
  )
}
