import { Button, Group, Pagination, Table, Text, Title } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/**
 * One page of an admin list. Always fetched fresh (an admin expects to see the change just made),
 * and the previous page stays on screen while the next one loads.
 */
export function adminListQuery<S extends { page: number }, T>(list: string, search: S, fetch: (data: S) => Promise<T>) {
  return queryOptions({
    queryKey: ['admin', list, search],
    queryFn: () => fetch(search),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })
}

/** The title row of an admin page: title and a line of help on the left, actions on the right. */
export function AdminPageHeader({ title, help, children }: { title: string; help?: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1} fz={28}>
          {title}
        </Title>
        {help ? (
          <Text c="dimmed" fz="sm">
            {help}
          </Text>
        ) : null}
      </div>
      {children}
    </Group>
  )
}

/** "Export CSV" in a page's title row: downloads the list as it is filtered now. */
export function AdminExportButton({ href }: { href: string }) {
  return (
    <Button component="a" href={href} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
      Export CSV
    </Button>
  )
}

/** Page links under an admin table, shown only when there is more than one page. */
export function AdminPagination({
  page,
  totalPages,
  label,
  onChange,
}: {
  page: number
  totalPages: number
  label: string
  onChange: (page: number) => void
}) {
  return totalPages > 1 ? <Pagination total={totalPages} value={page} onChange={onChange} aria-label={label} /> : null
}

/** The header row of an admin table; `actions` adds a last column whose name only screen readers hear. */
export function AdminTableHead({ columns, actions = false }: { columns: readonly string[]; actions?: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{column}</Table.Th>
        ))}
        {actions ? (
          <Table.Th>
            <span className="visually-hidden">Actions</span>
          </Table.Th>
        ) : null}
      </Table.Tr>
    </Table.Thead>
  )
}
