import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core'
import { IconSearch, IconX } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { productName } from '~/content/products'
import {
  DELIVERY_LABELS,
  DELIVERY_STATES,
  LEAD_CURRENCIES,
  LEAD_FILTER_KEYS,
  LEAD_LIMITS,
  LEAD_STATUS_LABELS,
  LEAD_SORTS,
  LEAD_STATUSES,
  type LeadSort,
  type LeadsSearch,
} from '~/domain/lead-pipeline'
import { PRODUCT_IDS } from '~/domain/product'
import classes from './leads.module.css'

/** Sort choices as one list (the only way to sort on a phone, where the table is cards). */
const SORT_LABELS: Record<LeadSort, [asc: string, desc: string]> = {
  received: ['Oldest first', 'Newest first'],
  name: ['Name A to Z', 'Name Z to A'],
  product: ['Product A to Z', 'Product Z to A'],
  status: ['Status: new first', 'Status: lost first'],
  delivery: ['E-mail delivery A to Z', 'E-mail delivery Z to A'],
}
const SORT_OPTIONS = LEAD_SORTS.flatMap((sort) =>
  (['desc', 'asc'] as const).map((dir) => ({
    value: `${sort}:${dir}`,
    label: SORT_LABELS[sort][dir === 'asc' ? 0 : 1],
  })),
)

/** The direction a sort has when the URL names none (see the repository's orderBy). */
export const defaultDirection = (sort: LeadSort | undefined) => (!sort || sort === 'received' ? 'desc' : 'asc')

const anyOption = (label: string) => ({ value: '', label })

/** The date range, then one select per filter, in the order they are shown. */
const DATE_FILTERS = [
  { key: 'from', label: 'Received from' },
  { key: 'to', label: 'Received until' },
] as const
const SELECT_FILTERS = [
  {
    key: 'product',
    label: 'Product',
    data: [
      anyOption('All products'),
      ...PRODUCT_IDS.map((id) => ({ value: id, label: productName(id) })).sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    ],
  },
  {
    key: 'status',
    label: 'Status',
    data: [anyOption('Any status'), ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))],
  },
  {
    key: 'delivery',
    label: 'E-mail delivery',
    data: [anyOption('Any delivery'), ...DELIVERY_STATES.map((s) => ({ value: s, label: DELIVERY_LABELS[s] }))],
  },
  {
    key: 'currency',
    label: 'Currency',
    data: [
      anyOption('Any currency'),
      ...LEAD_CURRENCIES.map((c) => ({ value: c, label: c === 'INR' ? 'INR (India)' : 'USD (Global)' })),
    ],
  },
] as const

export type LeadsSearchPatch = Partial<Record<keyof LeadsSearch, string | number | undefined>>

/**
 * The filters of the leads table. Every change goes into the URL (and resets the page), so a
 * filtered view can be bookmarked or shared; the text search is applied on Enter or "Search".
 */
export function LeadsFilters({
  search,
  onChange,
}: {
  search: LeadsSearch
  onChange: (patch: LeadsSearchPatch) => void
}) {
  const [text, setText] = useState(search.q ?? '')
  const [lastQ, setLastQ] = useState(search.q)
  // The URL changed under the form (clear filters, back button): show its search text.
  if (lastQ !== search.q) {
    setLastQ(search.q)
    setText(search.q ?? '')
  }
  const set = (key: keyof LeadsSearch) => (value: string) => onChange({ [key]: value || undefined, page: undefined })
  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    onChange({ q: text.trim() || undefined, page: undefined })
  }
  const filtered = LEAD_FILTER_KEYS.some((key) => search[key] !== undefined && search[key] !== '')

  return (
    <div className={classes.filters}>
      <form role="search" method="get" aria-label="Search leads" onSubmit={submitSearch} className={classes.searchRow}>
        <TextInput
          className={classes.searchInput}
          label="Search"
          placeholder="Name, e-mail, brand name or description"
          value={text}
          maxLength={LEAD_LIMITS.search}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
        />
        <Button type="submit" variant="light">
          Search
        </Button>
      </form>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        {DATE_FILTERS.map(({ key, label }) => (
          <TextInput
            key={key}
            type="date"
            label={label}
            value={search[key] ?? ''}
            onChange={(e) => set(key)(e.currentTarget.value)}
          />
        ))}
        {SELECT_FILTERS.map(({ key, label, data }) => (
          <NativeSelect
            key={key}
            label={label}
            data={data}
            value={search[key] ?? ''}
            onChange={(e) => set(key)(e.currentTarget.value)}
          />
        ))}
        <NativeSelect
          label="Sort by"
          data={SORT_OPTIONS}
          value={`${search.sort ?? 'received'}:${search.dir ?? defaultDirection(search.sort)}`}
          onChange={(e) => {
            const [sort, dir] = e.currentTarget.value.split(':')
            // The default order keeps a clean URL.
            const isDefault = sort === 'received' && dir === 'desc'
            onChange({ sort: isDefault ? undefined : sort, dir: isDefault ? undefined : dir, page: undefined })
          }}
        />
        <Group align="flex-end">
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={!filtered}
            onClick={() => onChange(Object.fromEntries([...LEAD_FILTER_KEYS, 'page'].map((key) => [key, undefined])))}
          >
            Clear filters
          </Button>
        </Group>
      </SimpleGrid>
    </div>
  )
}
