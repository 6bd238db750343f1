import { Badge, Tooltip } from '@mantine/core'

const COLORS = { sent: 'green', pending: 'yellow', failed: 'red', skipped: 'gray' } as const
const LABELS = { sent: 'E-mailed', pending: 'Sending', failed: 'E-mail failed', skipped: 'Stored only' } as const

type DeliveryStatusValue = keyof typeof COLORS

/** A lead's e-mail delivery at a glance; the reason of a failure on hover. */
export function DeliveryBadge({
  lead,
}: {
  lead: { deliveryStatus: DeliveryStatusValue; deliveryAttempts: number; lastError: string | null }
}) {
  const status = lead.deliveryStatus
  const badge = (
    <Badge color={COLORS[status]} variant="light" data-status={status}>
      {LABELS[status]}
      {status === 'pending' || status === 'failed' ? ` (${lead.deliveryAttempts})` : ''}
    </Badge>
  )
  return lead.lastError && status !== 'sent' ? <Tooltip label={lead.lastError}>{badge}</Tooltip> : badge
}
