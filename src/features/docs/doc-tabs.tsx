import { Box } from '@mantine/core'
import type { ChitchatTabId, TabbedDoc } from '~/content/docs'
import { ChoiceTabs } from '~/ui/choice/choice-tabs'
import { DocSections } from './doc-sections'
import layout from './doc-page.module.css'

/**
 * The tabs of a tabbed document (Chitchat) and their sections: server HTML, every tab's sections
 * in it, the open tab switched with no script (ChoiceTabs) and kept in the URL (?tab=, the first
 * tab left out). The sidebar's table of contents follows the tab (tabbed-doc-page.tsx).
 */
export function DocTabs({ doc, tab }: { doc: TabbedDoc; tab: ChitchatTabId }) {
  const first = doc.tabs[0]?.id
  return (
    <Box maw={800} className={layout.main}>
      <ChoiceTabs
        name="doc-tab"
        label={`${doc.shortTitle} documentation sections`}
        value={doc.tabs.some((item) => item.id === tab) ? tab : (first ?? tab)}
        tabs={doc.tabs}
        search={{ param: 'tab', omit: first }}
        look="line"
        renderPanel={(item) => <DocSections sections={item.sections} />}
      />
    </Box>
  )
}
