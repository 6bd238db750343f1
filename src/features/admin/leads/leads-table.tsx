import { Group, Stack, Table, Text, UnstyledButton } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react'
import type { LeadSort, LeadsSearch } from '~/domain/lead-pipeline'
import { formatAdminDateTime } from '../format'
import { AnchorLink } from '../links'
import { DeliveryBadge } from './delivery-badge'
import type { AdminLeadRow } from './lead-queries'
import { LeadStatusBadge } from './lead-status-badge'
import { defaultDirection, type LeadsSearchPatch } from './leads-filters'
import classes from './leads.module.css'
import { SendAgainButton } from './send-again-button'

/** A column header that sorts by its column; a second click turns the direction around. */
function SortHeader({
  column,
  label,
  search,
  onChange,
}: {
  column: LeadSort
  label: string
  search: LeadsSearch
  onChange: (patch: LeadsSearchPatch) => void
}) {
  const current = (search.sort ?? 'received') === column
  const dir = current ? (search.dir ?? defaultDirection(search.sort)) : undefined
  const Icon = dir === 'asc' ? IconArrowUp : dir === 'desc' ? IconArrowDown : IconArrowsSort
  const next = current ? (dir === 'asc' ? 'desc' : 'asc') : defaultDirection(column)
  return (
    <Table.Th aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}>
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onChange({ sort: column, dir: next, page: undefined })}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  )
}

function LeadLink({ lead, search }: { lead: AdminLeadRow; search: LeadsSearch }) {
  return (
    <AnchorLink to="/admin/dashboard/leads/$leadId" params={{ leadId: lead.id }} search={search} fw={600}>
      {lead.name}
    </AnchorLink>
  )
}

function Contact({ lead }: { lead: AdminLeadRow }) {
  return (
    <>
      <Text fz="sm" className={classes.breakAnywhere}>
        {/* A line break, when one is needed, falls before the @ rather than inside a word. */}
        {lead.email.slice(0, lead.email.lastIndexOf('@'))}
        <wbr />
        {lead.email.slice(lead.email.lastIndexOf('@'))}
      </Text>
      <Text fz="sm">{lead.mobile}</Text>
    </>
  )
}

/** The brand name and the start of the description (the contact form's own labels), cut to a few lines. */
function BrandAndDescription({ lead, lines }: { lead: AdminLeadRow; lines: number }) {
  return (
    <>
      <Text fz="sm" fw={600}>
        {lead.brandName || 'No brand name'}
      </Text>
      <Text fz="sm" c="dimmed" className={classes.message} lineClamp={lines}>
        {lead.description || 'No description'}
      </Text>
    </>
  )
}

function Delivery({ lead }: { lead: AdminLeadRow }) {
  return (
    <Stack gap={6} align="flex-start">
      <DeliveryBadge lead={lead} />
      {lead.canSendAgain ? <SendAgainButton id={lead.id} size="compact-xs" /> : null}
    </Stack>
  )
}

/**
 * The leads as a table from the md width (62em) up, and as stacked cards on a phone (no
 * sideways scrolling). Both link each lead to its detail view with the current filters.
 */
export function LeadsTable({
  leads,
  search,
  onChange,
}: {
  leads: AdminLeadRow[]
  search: LeadsSearch
  onChange: (patch: LeadsSearchPatch) => void
}) {
  return (
    <>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        data-testid="leads-table"
        visibleFrom="md"
        className={classes.table}
      >
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="received" label="Received" search={search} onChange={onChange} />
            <SortHeader column="name" label="Name and contact" search={search} onChange={onChange} />
            <SortHeader column="product" label="Product" search={search} onChange={onChange} />
            <Table.Th>Brand name and description</Table.Th>
            <SortHeader column="status" label="Status" search={search} onChange={onChange} />
            <SortHeader column="delivery" label="E-mail to sales" search={search} onChange={onChange} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr key={lead.id} data-lead-id={lead.id}>
              <Table.Td className={classes.nowrap}>{formatAdminDateTime(lead.createdAt)}</Table.Td>
              <Table.Td>
                <LeadLink lead={lead} search={search} />
                <Contact lead={lead} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{lead.productName}</Text>
                {lead.currency ? (
                  <Text fz="xs" c="dimmed">
                    {lead.currency}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td className={classes.messageCell}>
                <BrandAndDescription lead={lead} lines={2} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <LeadStatusBadge status={lead.status} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <Delivery lead={lead} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ul className={classes.cards} data-testid="leads-cards" aria-label="Leads">
        {leads.map((lead) => (
          <li key={lead.id} className={classes.card} data-lead-id={lead.id}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <LeadLink lead={lead} search={search} />
              <LeadStatusBadge status={lead.status} />
            </Group>
            <Text fz="xs" c="dimmed">
              {formatAdminDateTime(lead.createdAt)} · {lead.productName}
              {lead.currency ? ` · ${lead.currency}` : ''}
            </Text>
            <Contact lead={lead} />
            <BrandAndDescription lead={lead} lines={3} />
            <Delivery lead={lead} />
          </li>
        ))}
      </ul>
    </>
  )
}
