import { Alert, Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core'
import { modals } from '@mantine/modals'
import { IconSearch, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { AdminExportButton, AdminPageHeader, AdminPagination, AdminTableHead, adminListQuery } from '../admin-list'
import { formatAdminDateTime } from '../format'
import { useAdminAction } from '../use-admin-action'
import classes from '../stacked-table.module.css'
import { subscribersCsvHref, type SubscribersSearch } from './subscribers-search'
import { listAdminSubscribers, removeSubscriber } from './subscribers.functions'

/** The list's page for a URL search (the same query key for the route's loader and the page). */
export const subscribersQuery = (search: SubscribersSearch) =>
  adminListQuery('subscribers', { q: search.q, page: search.page ?? 1 }, (data) => listAdminSubscribers({ data }))

/** Newsletter subscribers: search by e-mail, page, export the current search as CSV, delete one. */
export function AdminSubscribersPage() {
  const search = useSearch({ from: '/admin/dashboard/subscribers' })
  const navigate = useNavigate({ from: '/admin/dashboard/subscribers' })
  const { data } = useQuery(subscribersQuery(search))
  const { pending: deleting, run } = useAdminAction()

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    void navigate({ search: { q: q || undefined, page: undefined } })
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
      <AdminPageHeader title="Subscribers" help="Everyone who signed up for the newsletter, newest first.">
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
          <Button type="submit" variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
            Search
          </Button>
        </Group>
      </form>
      {!data ? null : data.subscribers.length === 0 ? (
        <Alert variant="light" color="gray" data-testid="subscribers-empty">
          {search.q ? `No subscriber's e-mail contains "${search.q}".` : 'Nobody has signed up for the newsletter yet.'}
        </Alert>
      ) : (
        <>
          <Text fz="sm" c="dimmed" role="status">
            {data.total === 1 ? '1 subscriber' : `${data.total} subscribers`}
            {search.q ? ` matching "${search.q}"` : ''}
          </Text>
          <Table className={classes.table} verticalSpacing="sm" data-testid="subscribers-table">
            <AdminTableHead columns={['E-mail', 'Signed up', 'Source page']} actions />
            <Table.Tbody>
              {data.subscribers.map((subscriber) => (
                <Table.Tr key={subscriber.id}>
                  <Table.Td data-label="E-mail" className={classes.primary}>
                    <Anchor href={`mailto:${subscriber.email}`} fz="sm" className={classes.breakable}>
                      {subscriber.email}
                    </Anchor>
                  </Table.Td>
                  <Table.Td data-label="Signed up">{formatAdminDateTime(subscriber.createdAt)}</Table.Td>
                  <Table.Td data-label="Source page" className={classes.breakable}>
                    {subscriber.sourcePage ?? <Text span c="dimmed" fz="sm">{`unknown (${subscriber.source})`}</Text>}
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
