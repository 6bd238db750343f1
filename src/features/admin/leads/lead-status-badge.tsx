import { Badge } from '@mantine/core'
import { LEAD_STATUS_LABELS, type LeadStatus } from '~/domain/lead-pipeline'
import classes from './leads.module.css'

const COLORS: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'cyan',
  qualified: 'violet',
  won: 'green',
  lost: 'gray',
}

/** Where sales stands with a lead. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      data-lead-status={status}
      classNames={{ root: classes.badge, label: classes.badgeLabel }}
    >
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  )
}
