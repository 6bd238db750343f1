import { Badge, Tooltip } from '@mantine/core'
import { DELIVERY_LABELS, type DeliveryState } from '~/domain/lead-pipeline'
import classes from './leads.module.css'

const COLORS: Record<DeliveryState, string> = { sent: 'green', pending: 'yellow', failed: 'red', skipped: 'gray' }

/** A lead's e-mail delivery at a glance (never cut short); the reason of a failure on hover. */
export function DeliveryBadge({
  lead,
}: {
  lead: { deliveryStatus: DeliveryState; deliveryAttempts: number; lastError: string | null }
}) {
  const status = lead.deliveryStatus
  const badge = (
    <Badge
      color={COLORS[status]}
      variant="light"
      data-status={status}
      classNames={{ root: classes.badge, label: classes.badgeLabel }}
    >
      {DELIVERY_LABELS[status]}
      {status === 'pending' || status === 'failed' ? ` (${lead.deliveryAttempts})` : ''}
    </Badge>
  )
  return lead.lastError && status !== 'sent' ? <Tooltip label={lead.lastError}>{badge}</Tooltip> : badge
}
