import { Alert, Anchor, Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core'
import { modals } from '@mantine/modals'
import { IconSearch, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { AdminExportButton, AdminPageHeader, AdminPagination, AdminTableHead, adminListQuery } from '../admin-list'
import { formatAdminDateTime } from '../format'
import { useAdminAction } from '../use-admin-action'
import classes from '../stacked-table.module.css'
import { readSubscribersSearch, subscribersCsvHref, type SubscribersSearch } from './subscribers-search'
import { listAdminSubscribers, removeSubscriber } from './subscribers.functions'

/** The list's page for a URL search (the same query key for the route's loader and the page). */
export const subscribersQuery = (search: SubscribersSearch) =>
  adminListQuery('subscribers', { q: search.q, status: search.status, page: search.page ?? 1 }, (data) =>
    listAdminSubscribers({ data }),
  )

const STATUS_LABELS = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' } as const
const STATUS_COLORS = { pending: 'yellow', confirmed: 'green', unsubscribed: 'gray' } as const

/** Newsletter subscribers: search by e-mail, page, export the current search as CSV, delete one. */
export function AdminSubscribersPage() {
  const search = useSearch({ from: '/admin/dashboard/subscribers' })
  const navigate = useNavigate({ from: '/admin/dashboard/subscribers' })
  const { data } = useQuery(subscribersQuery(search))
  const { pending: deleting, run } = useAdminAction()

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const q = String(form.get('q') ?? '').trim()
    const status = readSubscribersSearch({ status: form.get('status') }).status
    void navigate({ search: { q: q || undefined, status, page: undefined } })
  }

  const remove = (subscriber: { id: string; email: string }) =>
    modals.openConfirmModal({
      title: 'Delete this subscriber?',
      children: (
        <Text fz="sm">
          {subscriber.email} is removed from the newsletter list for good (for example on a data-protection request).
          This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete subscriber', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        run(subscriber.id, () => removeSubscriber({ data: { id: subscriber.id } }), {
          done: () => ({ color: 'green', title: 'Subscriber deleted', message: subscriber.email }),
          failedTitle: 'Not deleted',
        }),
    })

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Subscribers"
        help="Everyone who signed up for the newsletter, newest first. Pending addresses have not confirmed by the e-mailed link yet; the CSV export holds confirmed subscribers only."
      >
        <AdminExportButton href={subscribersCsvHref(search.q)} />
      </AdminPageHeader>
      <form role="search" method="get" aria-label="Subscribers" onSubmit={onSearch}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            key={search.q ?? ''}
            name="q"
            type="search"
            label="Search by e-mail"
            defaultValue={search.q ?? ''}
            maxLength={254}
            flex={1}
          />
          <NativeSelect
            key={`status-${search.status ?? ''}`}
            name="status"
            label="Status"
            defaultValue={search.status ?? ''}
            data={[
              { value: '', label: 'All' },
              { value: 'pending', label: 'Pending' },
              { value: 'confirmed', label: 'Confirmed' },
              { value: 'unsubscribed', label: 'Unsubscribed' },
            ]}
          />
          <Button type="submit" variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
            Search
          </Button>
        </Group>
      </form>
      {!data ? null : data.subscribers.length === 0 ? (
        <Alert variant="light" color="gray" data-testid="subscribers-empty">
          {search.q || search.status
            ? 'No subscriber matches this search.'
            : 'Nobody has signed up for the newsletter yet.'}
        </Alert>
      ) : (
        <>
          <Text fz="sm" c="dimmed" role="status">
            {data.total === 1 ? '1 subscriber' : `${data.total} subscribers`}
            {search.q ? ` matching "${search.q}"` : ''}
          </Text>
          <Table className={classes.table} verticalSpacing="sm" data-testid="subscribers-table">
            <AdminTableHead columns={['E-mail', 'Status', 'Signed up', 'Source page', 'Consent']} actions />
            <Table.Tbody>
              {data.subscribers.map((subscriber) => (
                <Table.Tr key={subscriber.id}>
                  <Table.Td data-label="E-mail" className={classes.primary}>
                    <Anchor href={`mailto:${subscriber.email}`} fz="sm" className={classes.breakable}>
                      {subscriber.email}
                    </Anchor>
                  </Table.Td>
                  <Table.Td data-label="Status">
                    <Badge variant="light" color={STATUS_COLORS[subscriber.status]} data-testid="subscriber-status">
                      {STATUS_LABELS[subscriber.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td data-label="Signed up">{formatAdminDateTime(subscriber.createdAt)}</Table.Td>
                  <Table.Td data-label="Source page" className={classes.breakable}>
                    {subscriber.sourcePage ?? <Text span c="dimmed" fz="sm">{`unknown (${subscriber.source})`}</Text>}
                  </Table.Td>
                  <Table.Td data-label="Consent" fz="sm">
                    {subscriber.consentNote ||
                      [
                        subscriber.privacyVersion ? `privacy policy ${subscriber.privacyVersion}` : null,
                        subscriber.confirmedAt ? `confirmed ${formatAdminDateTime(subscriber.confirmedAt)}` : null,
                        subscriber.unsubscribedAt ? `left ${formatAdminDateTime(subscriber.unsubscribedAt)}` : null,
                      ]
                        .filter(Boolean)
                        .join('; ')}
                  </Table.Td>
                  <Table.Td className={classes.actions}>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      loading={deleting === subscriber.id}
                      onClick={() => remove(subscriber)}
                      aria-label={`Delete ${subscriber.email}`}
                    >
                      Delete
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <AdminPagination
            page={data.page}
            totalPages={data.totalPages}
            label="Subscriber pages"
            onChange={(page) => void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })}
          />
        </>
      )}
    </Stack>
  )
}
