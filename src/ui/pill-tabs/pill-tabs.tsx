import { Tabs } from '@mantine/core'
import type { ReactNode } from 'react'
import { cx } from '~/ui/plain/mantine-classes'
import { LinkTab } from './link-tab'
import classes from './pill-tabs.module.css'

/**
 * The product pages' pill tabs (Astroway showcase, Chitchat features): the open tab is the
 * caller's, kept in the URL; every tab is a link to its URL (`hrefFor`) (see LinkTab), so
 * it works without JavaScript. Panels are rendered by the caller.
 */
export function PillTabs<Id extends string, Tab extends { id: Id; label: string }>({
  value,
  tabs,
  onChange,
  hrefFor,
  color,
  testId,
  panelTestId,
  renderPanel,
}: {
  value: Id
  tabs: readonly Tab[]
  onChange: (id: Id) => void
  /** The address of the page with that tab open (see useSearchHref). */
  hrefFor: (id: Id) => string
  color: string
  testId: string
  panelTestId: string
  renderPanel: (tab: Tab) => ReactNode
}) {
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        const tab = tabs.find((t) => t.id === next)
        if (tab) onChange(tab.id)
      }}
      variant="pills"
      radius="xl"
      color={color}
      data-testid={testId}
    >
      <Tabs.List className={cx(classes.tabGrid, classes.tabListSpace)}>
        {tabs.map((t) => (
          <LinkTab
            key={t.id}
            value={t.id}
            href={hrefFor(t.id)}
            fz="md"
            fw={600}
            mih={44}
            px="lg"
            bg={value === t.id ? undefined : 'var(--mantine-color-body)'}
          >
            {t.label}
          </LinkTab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.id} value={t.id} data-testid={`${panelTestId}-${t.id}`}>
          {renderPanel(t)}
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}
