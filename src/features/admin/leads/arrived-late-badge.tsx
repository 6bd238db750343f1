import { Badge, Tooltip } from '@mantine/core'
import { formatAdminDateTime } from '../format'
import classes from './leads.module.css'

/**
 * Marks a lead or sign-up that arrived late: it was sent while the database was down, waited in a
 * server's outbox and was stored when the database came back (`storedAt`). Nothing when on time.
 */
export function ArrivedLateBadge({ storedAt }: { storedAt: Date | string | null | undefined }) {
  if (!storedAt) return null
  return (
    <Tooltip label={`Sent while the database was down; stored ${formatAdminDateTime(storedAt)}`}>
      <Badge
        color="orange"
        variant="light"
        data-testid="arrived-late"
        classNames={{ root: classes.badge, label: classes.badgeLabel }}
      >
        Arrived late
      </Badge>
    </Tooltip>
  )
}
