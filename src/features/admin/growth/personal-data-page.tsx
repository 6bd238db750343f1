import { Alert, Button, Group, List, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { AdminPageHeader } from '../admin-list'
import { formatAdminDateTime } from '../format'
import { useAdminFormFlash } from '../use-admin-form-flash'
import classes from '../stacked-table.module.css'
import type { loadPersonData } from './growth.functions'

type PersonPageData = Awaited<ReturnType<typeof loadPersonData>>

/**
 * A person's data (DPDP Act, GDPR): look up an address, then export what is held as JSON or erase
 * it. Every form is a native post to /admin/personal-data; the address looked up is kept in a
 * cookie, not in the page's URL (access logs, history). Exports and erasures are logged with the admin.
 */
export function AdminPersonalDataPage({ data }: { data: PersonPageData }) {
  const flash = useAdminFormFlash('personal-data')
  const person = data.person
  const held = person ? person.leads.length > 0 || person.subscription !== null : false
  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Personal data"
        help="Everything the site holds about one e-mail address: leads, newsletter subscription and consent, webhook deliveries of the leads."
      />
      <form method="post" action="/admin/personal-data" role="search" aria-label="Find a person's data">
        <Group align="flex-end">
          <TextInput
            name="email"
            type="email"
            label="E-mail address"
            required
            defaultValue={flash?.values?.email ?? person?.email ?? ''}
            maxLength={254}
            flex={1}
          />
          <Button type="submit" name="action" value="find" variant="light">
            Find
          </Button>
          {person ? (
            <Button type="submit" name="action" value="clear" variant="subtle" formNoValidate>
              Clear
            </Button>
          ) : null}
        </Group>
      </form>
      {flash?.error ? (
        <Alert color="red" role="alert">
          {flash.error.message}
        </Alert>
      ) : null}
      {flash && !flash.error && flash.values?.done === 'erased' ? (
        <Alert color="green" role="status" data-testid="erased">
          {flash.values.summary}
        </Alert>
      ) : null}
      {person ? (
        <Stack gap="sm" data-testid="person-data">
          {held ? null : <Text data-testid="nothing-held">Nothing is held about {person.email}.</Text>}
          {person.leads.length > 0 ? (
            <>
              <Title order={2} fz="lg">
                Leads
              </Title>
              <List>
                {person.leads.map(({ lead, events, deliveries }) => (
                  <List.Item key={lead.id} data-testid="person-lead">
                    {`${formatAdminDateTime(lead.createdAt)}: ${lead.name}, ${lead.mobile}, ${lead.product}, status ${lead.status}; ${events.length} history entr${events.length === 1 ? 'y' : 'ies'}, ${deliveries.length} e-mail deliver${deliveries.length === 1 ? 'y' : 'ies'}`}
                  </List.Item>
                ))}
              </List>
            </>
          ) : null}
          {person.subscription ? (
            <>
              <Title order={2} fz="lg">
                Newsletter
              </Title>
              <Text data-testid="person-subscription">
                {`${person.subscription.status}, signed up ${formatAdminDateTime(person.subscription.createdAt)} on ${person.subscription.sourcePage ?? 'an unknown page'}` +
                  (person.subscription.privacyVersion ? `, privacy policy ${person.subscription.privacyVersion}` : '') +
                  (person.subscription.confirmedAt
                    ? `, confirmed ${formatAdminDateTime(person.subscription.confirmedAt)}`
                    : '') +
                  (person.subscription.consentNote ? ` (${person.subscription.consentNote})` : '')}
              </Text>
            </>
          ) : null}
          {person.webhookDeliveries.length > 0 ? (
            <Text data-testid="person-webhooks">{`${person.webhookDeliveries.length} webhook deliveries of these leads.`}</Text>
          ) : null}
          {held ? (
            <Group align="flex-end">
              <form method="post" action="/admin/personal-data">
                <input type="hidden" name="action" value="export" />
                <input type="hidden" name="email" value={person.email} />
                <Button type="submit">Export as JSON</Button>
              </form>
              <form method="post" action="/admin/personal-data" aria-label="Erase this person's data">
                <input type="hidden" name="action" value="erase" />
                <input type="hidden" name="email" value={person.email} />
                <Group align="flex-end">
                  <TextInput name="confirm" label="Type the address to confirm" required maxLength={254} />
                  <Button type="submit" color="red">
                    Erase everything
                  </Button>
                </Group>
              </form>
            </Group>
          ) : null}
        </Stack>
      ) : null}
      <Title order={2} fz="lg">
        Log of exports and erasures
      </Title>
      {data.log.length === 0 ? (
        <Text c="dimmed">None yet.</Text>
      ) : (
        <Table className={classes.table} data-testid="personal-data-log">
          <Table.Tbody>
            {data.log.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td data-label="When">{formatAdminDateTime(entry.at)}</Table.Td>
                <Table.Td data-label="Admin">{entry.actor}</Table.Td>
                <Table.Td data-label="Action">{entry.action}</Table.Td>
                <Table.Td data-label="What">{entry.summary}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}
