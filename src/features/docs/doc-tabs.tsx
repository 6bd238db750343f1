import { Box, Tabs } from '@mantine/core'
import type { ChitchatTabId, TabbedDoc } from '~/content/docs'
import { LinkTab, useSearchHref } from '~/ui/pill-tabs/link-tab'
import { DocSections } from './doc-sections'
import layout from './doc-page.module.css'

/**
 * The tabs of a tabbed document (Chitchat) and their sections: the open tab lives in the URL and
 * switches in place, an island (doc-page.tsx).
 */
export function DocTabs({
  doc,
  tab,
  onTabChange,
}: {
  doc: TabbedDoc
  tab: ChitchatTabId
  onTabChange: (tab: ChitchatTabId) => void
}) {
  const active = doc.tabs.find((item) => item.id === tab) ?? doc.tabs[0]
  const hrefFor = useSearchHref()
  return (
    <Box maw={800} className={layout.main}>
      <Tabs
        value={active?.id ?? null}
        onChange={(value) => {
          const next = doc.tabs.find((item) => item.id === value)
          if (next) onTabChange(next.id)
        }}
        keepMountedMode="display-none"
        // The tabs wrap onto a second line on phones: every section stays in sight, none hides off-screen.
        styles={{ list: { flexWrap: 'wrap' }, tab: { whiteSpace: 'nowrap' } }}
      >
        <Tabs.List aria-label={`${doc.shortTitle} documentation sections`} mb={40}>
          {doc.tabs.map((item) => (
            <LinkTab key={item.id} value={item.id} href={hrefFor({ tab: item.id })} fz="md" fw={600} h={48}>
              {item.label}
            </LinkTab>
          ))}
        </Tabs.List>
        {doc.tabs.map((item) => (
          <Tabs.Panel key={item.id} value={item.id}>
            <DocSections sections={item.sections} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Box>
  )
}
