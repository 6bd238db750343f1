import { Alert, Badge, Button, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { AdminPageHeader } from '../admin-list'
import { formatAdminDateTime } from '../format'
import { useAdminFormFlash } from '../use-admin-form-flash'
import classes from '../stacked-table.module.css'
import type { loadWebhooks } from './growth.functions'

type WebhooksData = Awaited<ReturnType<typeof loadWebhooks>>

const STATUS_COLORS: Record<string, string> = { pending: 'yellow', sent: 'green', failed: 'red', skipped: 'gray' }

/**
 * The CRM's webhook endpoints and the delivery log. Every form is a native post to /admin/webhooks
 * (src/server/forms/growth-admin-posts.server.ts), so the page works the same without JavaScript.
 */
export function AdminWebhooksPage({ data }: { data: WebhooksData }) {
  const flash = useAdminFormFlash('webhooks')
  const added = flash && !flash.error && flash.values?.done === 'added' ? flash.values : null
  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Webhooks"
        help="Each new lead and each status change is sent to these endpoints as signed JSON (Standard Webhooks), retried with back-off."
      />
      {added ? (
        <Alert color="green" title="Endpoint added" data-testid="webhook-secret">
          <Text fz="sm">The signing secret of {added.endpoint}, shown this once: put it into the CRM now.</Text>
          <Code block>{added.secret}</Code>
        </Alert>
      ) : null}
      {flash?.error ? (
        <Alert color="red" role="alert" data-testid="webhooks-error">
          {flash.error.message}
        </Alert>
      ) : null}
      {flash && !flash.error && flash.values?.done === 'resent' ? (
        <Alert color="green" role="status">
          The delivery is being sent again.
        </Alert>
      ) : null}
      <form method="post" action="/admin/webhooks" aria-label="Add a webhook endpoint">
        <input type="hidden" name="action" value="add" />
        <Group align="flex-end" wrap="wrap">
          <TextInput
            name="url"
            type="url"
            label="Endpoint URL (https)"
            required
            maxLength={2000}
            defaultValue={flash?.error ? flash.values?.url : undefined}
            flex={1}
          />
          <TextInput name="description" label="Description" maxLength={200} />
          <Button type="submit">Add endpoint</Button>
        </Group>
      </form>

      <Title order={2} fz="lg">
        Endpoints
      </Title>
      {data.endpoints.length === 0 ? (
        <Text c="dimmed">No endpoints yet.</Text>
      ) : (
        <Table className={classes.table} data-testid="webhook-endpoints">
          <Table.Tbody>
            {data.endpoints.map((endpoint) => (
              <Table.Tr key={endpoint.id}>
                <Table.Td data-label="URL" className={classes.breakable}>
                  {endpoint.url}
                </Table.Td>
                <Table.Td data-label="Description">{endpoint.description}</Table.Td>
                <Table.Td data-label="Added">{`${formatAdminDateTime(endpoint.createdAt)} by ${endpoint.createdBy}`}</Table.Td>
                <Table.Td className={classes.actions}>
                  <form method="post" action="/admin/webhooks">
                    <input type="hidden" name="action" value="delete" />
                    <input type="hidden" name="id" value={endpoint.id} />
                    <Button type="submit" size="compact-sm" variant="subtle" color="red">
                      Remove
                    </Button>
                  </form>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <Title order={2} fz="lg">
        Deliveries
      </Title>
      {data.deliveries.length === 0 ? (
        <Text c="dimmed">Nothing sent yet.</Text>
      ) : (
        <Table className={classes.table} data-testid="webhook-deliveries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Endpoint</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last error</Table.Th>
              <Table.Th>Queued</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.deliveries.map((delivery) => (
              <Table.Tr key={delivery.id} data-testid="webhook-delivery">
                <Table.Td data-label="Event">{delivery.eventType}</Table.Td>
                <Table.Td data-label="Endpoint" className={classes.breakable}>
                  {delivery.endpointUrl}
                </Table.Td>
                <Table.Td data-label="Status">
                  <Badge variant="light" color={STATUS_COLORS[delivery.status] ?? 'gray'} data-testid="delivery-status">
                    {delivery.status}
                  </Badge>
                </Table.Td>
                <Table.Td data-label="Attempts" data-testid="delivery-attempts">
                  {delivery.attempts}
                </Table.Td>
                <Table.Td data-label="Last error" data-testid="delivery-error">
                  {delivery.lastError ?? ''}
                  {delivery.status === 'pending' && delivery.nextAttemptAt && delivery.lastError
                    ? ` (next try ${formatAdminDateTime(delivery.nextAttemptAt)})`
                    : ''}
                </Table.Td>
                <Table.Td data-label="Queued">{formatAdminDateTime(delivery.createdAt)}</Table.Td>
                <Table.Td className={classes.actions}>
                  {delivery.status !== 'pending' || delivery.lastError ? (
                    <form method="post" action="/admin/webhooks">
                      <input type="hidden" name="action" value="resend" />
                      <input type="hidden" name="id" value={delivery.id} />
                      <Button type="submit" size="compact-sm" variant="light">
                        Send again
                      </Button>
                    </form>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}
