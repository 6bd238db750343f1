import { Anchor, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { IconArrowLeft, IconTrash } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams, useRouterState, useSearch } from '@tanstack/react-router'
import { Fragment, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { readPublicError } from '~/domain/errors'
import { useTypedBeforeHydration } from '~/features/forms/typed-before-hydration'
import { LEAD_LIMITS, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '~/domain/lead-pipeline'
import { UTM_KEYS } from '~/domain/contact'
import { useHydrated } from '~/ui/hydrated/use-hydrated'
import { formatAdminDateTime } from '../format'
import { AnchorLink } from '../links'
import { useAdminFormFlash } from '../use-admin-form-flash'
import { ArrivedLateBadge } from './arrived-late-badge'
import { DeliveryBadge } from './delivery-badge'
import { leadDetailQuery, type AdminLeadDetail } from './lead-queries'
import { LeadStatusBadge } from './lead-status-badge'
import { deleteAdminLead, updateAdminLead } from './leads.functions'
import classes from './leads.module.css'
import { SendAgainButton } from './send-again-button'

function Details({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className={classes.details}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  )
}

const OUTCOME_TEXT = {
  sent: 'E-mailed to sales',
  retry: 'Attempt failed, retrying',
  failed: 'Last attempt failed, gave up',
  skipped: 'Not sent: no e-mail service configured',
  requeued: 'Sent again by',
} as const

/** The endpoint of a lead's status form's native post (src/routes/admin/leads.$leadId.status.ts). */
export const leadStatusFormAction = (leadId: string) => `/admin/leads/${encodeURIComponent(leadId)}/status`

const isLeadStatus = (value: string | undefined): value is LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value ?? '')

/**
 * Status and note. Before the admin's script has hydrated (or without JavaScript) the form posts
 * to /admin/leads/<id>/status, which answers with this page again (the history shows the change)
 * or with the message and what was chosen and written kept (the flash).
 */
function StatusForm({ detail }: { detail: AdminLeadDetail }) {
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const returnTo = useRouterState({ select: (state) => `${state.location.pathname}${state.location.searchStr}` })
  const posted = useAdminFormFlash('lead-status', (flash) => flash.values?.lead === detail.lead.id)
  const postedStatus = posted?.error ? posted.values?.status : undefined
  const [status, setStatus] = useState<LeadStatus>(isLeadStatus(postedStatus) ? postedStatus : detail.lead.status)
  const [note, setNote] = useState(posted?.error ? (posted.values?.note ?? '') : '')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(posted?.error?.message ?? null)
  const [saved, setSaved] = useState(Boolean(posted && !posted.error))
  const changed = status !== detail.lead.status || note.trim() !== ''
  // A status chosen or a note written before the page hydrated (the fields keep them) are the form's.
  const formRef = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(formRef, (typed) => {
    if (typeof typed.status === 'string' && isLeadStatus(typed.status)) setStatus(typed.status)
    if (typeof typed.note === 'string') setNote(typed.note)
  })

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!changed) return
    setSaving(true)
    setError(null)
    setSaved(false)
    try {
      await updateAdminLead({
        data: { id: detail.lead.id, status: status !== detail.lead.status ? status : undefined, note },
      })
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
      // The form is remounted with the new status (its key); the history above shows the change.
    } catch (failure) {
      setError(readPublicError(failure).message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={leadStatusFormAction(detail.lead.id)}
      onSubmit={save}
      aria-label="Status and note"
      id="lead-status"
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <Stack gap="sm">
        <NativeSelect
          label="Status"
          name="status"
          data={LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as LeadStatus)}
        />
        <Textarea
          label="Note"
          name="note"
          description="Visible to every admin, with your e-mail and the time."
          autosize
          minRows={2}
          maxRows={8}
          maxLength={LEAD_LIMITS.note}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value)
            setSaved(false)
          }}
          error={error}
        />
        <Group>
          {/* Before hydration the browser posts the form: nothing to compare with yet, so it is never disabled. */}
          <Button type="submit" loading={saving} disabled={hydrated && !changed}>
            Save
          </Button>
          {saved ? (
            <Text fz="sm" c="teal.8" role="status" data-testid="lead-status-saved">
              Saved.
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  )
}

function History({ detail }: { detail: AdminLeadDetail }) {
  if (detail.events.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        No changes yet.
      </Text>
    )
  return (
    <ol className={classes.history} aria-label="Status history" data-testid="lead-history">
      {detail.events.map((event) => (
        <li key={event.id} className={classes.historyItem}>
          <Text fz="sm">
            {event.toStatus ? (
              <>
                Status {event.fromStatus ? `${LEAD_STATUS_LABELS[event.fromStatus]} → ` : ''}
                <strong>{LEAD_STATUS_LABELS[event.toStatus]}</strong>
              </>
            ) : (
              'Note'
            )}
          </Text>
          {event.note ? (
            <Text fz="sm" className={classes.message}>
              {event.note}
            </Text>
          ) : null}
          <Text fz="xs" c="dimmed">
            {event.actor} · {formatAdminDateTime(event.at)}
          </Text>
        </li>
      ))}
    </ol>
  )
}

function Deliveries({ detail }: { detail: AdminLeadDetail }) {
  const { lead } = detail
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <DeliveryBadge lead={lead} />
        {lead.canSendAgain ? <SendAgainButton id={lead.id} size="compact-sm" /> : null}
      </Group>
      {!detail.emailConfigured ? (
        <Text fz="sm" c="dimmed">
          No e-mail service is configured, so leads are stored here only and cannot be e-mailed.
        </Text>
      ) : null}
      {lead.deliveredAt ? <Text fz="sm">Delivered {formatAdminDateTime(lead.deliveredAt)}</Text> : null}
      {lead.deliveryStatus === 'pending' && lead.nextAttemptAt ? (
        <Text fz="sm">Next attempt {formatAdminDateTime(lead.nextAttemptAt)}</Text>
      ) : null}
      {detail.deliveries.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No attempts recorded.
        </Text>
      ) : (
        <ol className={classes.history} aria-label="Delivery history" data-testid="delivery-history">
          {detail.deliveries.map((attempt) => (
            <li key={attempt.id} className={classes.historyItem}>
              <Text fz="sm">
                {OUTCOME_TEXT[attempt.outcome]}
                {attempt.outcome === 'requeued' ? ` ${attempt.actor ?? 'an admin'}` : ''}
                {attempt.attempt > 0 ? ` (attempt ${attempt.attempt})` : ''}
              </Text>
              {attempt.error ? (
                <Text fz="xs" c="dimmed" className={classes.message}>
                  {attempt.error}
                </Text>
              ) : null}
              <Text fz="xs" c="dimmed">
                {formatAdminDateTime(attempt.at)}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </Stack>
  )
}

/** One lead: what the visitor sent, where they came from, status with notes, delivery, delete. */
export function LeadDetailPage() {
  const { leadId } = useParams({ from: '/admin/dashboard/leads_/$leadId' })
  const search = useSearch({ from: '/admin/dashboard/leads_/$leadId' })
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: detail } = useQuery(leadDetailQuery(leadId))

  const back = (
    <AnchorLink to="/admin/dashboard/leads" search={search} fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to leads
      </Group>
    </AnchorLink>
  )
  if (detail === undefined) return null
  if (detail === null)
    return (
      <Stack gap="md">
        {back}
        <Title order={1} fz={28}>
          Lead not found
        </Title>
        <Text>This lead does not exist, or it has been deleted.</Text>
      </Stack>
    )

  const { lead } = detail
  const utm = UTM_KEYS.flatMap((key) => (lead.utm[key] ? [[`utm_${key}`, lead.utm[key]] as [string, string]] : []))
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete this lead?',
      children: (
        <Text fz="sm">
          The request from {lead.name} and its history will be removed for good. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete lead', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteAdminLead({ data: { id: lead.id } })
          notifications.show({ color: 'green', title: 'Lead deleted', message: lead.name })
          queryClient.removeQueries({ queryKey: ['admin', 'lead', lead.id] })
          await queryClient.invalidateQueries({ queryKey: ['admin'] })
          await navigate({ to: '/admin/dashboard/leads', search })
        } catch (failure) {
          notifications.show({ color: 'red', title: 'Not deleted', message: readPublicError(failure).message })
        }
      },
    })

  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={28} className={classes.breakAnywhere}>
            {lead.name}
          </Title>
          <Group gap="xs">
            <LeadStatusBadge status={lead.status} />
            <Text fz="sm" c="dimmed">
              Received {formatAdminDateTime(lead.createdAt)}
            </Text>
            <ArrivedLateBadge storedAt={lead.storedAt} />
          </Group>
          {lead.storedAt ? (
            <Text fz="sm" c="dimmed" data-testid="arrived-late-note">
              Sent while the database was down; kept by the server and stored {formatAdminDateTime(lead.storedAt)}.
            </Text>
          ) : null}
        </Stack>
        <Button
          variant="default"
          leftSection={<IconTrash size={16} color="var(--mantine-color-red-7)" aria-hidden />}
          onClick={confirmDelete}
        >
          Delete
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title="What they sent">
          <Details
            rows={[
              ['Name', lead.name],
              [
                'E-mail',
                <Anchor fz="sm" href={`mailto:${lead.email}`}>
                  {lead.email}
                </Anchor>,
              ],
              [
                'Mobile',
                <Anchor fz="sm" href={`tel:${lead.mobile.replace(/[^+\d]/g, '')}`}>
                  {lead.mobile}
                </Anchor>,
              ],
              ['Product', lead.productName],
              ['Brand name', lead.brandName || 'Not given'],
              ['Description', <span className={classes.message}>{lead.description || 'Not given'}</span>],
            ]}
          />
        </Section>
        <Section title="Where they came from">
          <Details
            rows={[
              [
                'Page',
                lead.pagePath ? (
                  <Anchor fz="sm" href={lead.pagePath}>
                    {lead.pagePath}
                  </Anchor>
                ) : (
                  'Not recorded'
                ),
              ],
              ['Button', lead.source],
              ['Currency', lead.currency || 'Not recorded'],
              ...(utm.length ? utm : [['UTM', 'None'] as [string, string]]),
            ]}
          />
        </Section>
        <Section title="Status and notes">
          <StatusForm key={`${lead.status}-${detail.events.length}`} detail={detail} />
          <Title order={3} fz="md">
            History
          </Title>
          <History detail={detail} />
        </Section>
        <Section title="E-mail to sales">
          <Deliveries detail={detail} />
        </Section>
      </SimpleGrid>
    </Stack>
  )
}
