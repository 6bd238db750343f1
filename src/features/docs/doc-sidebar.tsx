import type { DocPage, TabbedDoc } from '~/content/docs'
import { OnThisPage } from '~/features/legal/on-this-page'
import { shownFor } from '~/ui/choice/choice'
import { AllDocsNav } from './all-docs-nav'
import type { DocsNavGroup } from './docs.functions'
import layout from './doc-page.module.css'

/**
 * The sidebar of a tabbed document: the table of contents, whose entries are shown for their tab
 * (tabbed-doc-page.tsx), which marks the section in view (and opens on phones), and every
 * documentation page. Server HTML.
 */
export function DocSidebar({
  tabs,
  nav,
  current,
}: {
  tabs: TabbedDoc['tabs']
  nav: DocsNavGroup[]
  current: DocPage['id']
}) {
  // Every tab's sections, each shown while its tab is open (the tabs' positions, as DocTabs has them).
  const items = tabs.flatMap((tab, index) =>
    tab.sections.map(({ id, title }) => ({ id, title, attributes: shownFor(index + 1) })),
  )
  return (
    <div className={layout.aside}>
      <OnThisPage items={items}>
        <AllDocsNav nav={nav} current={current} />
      </OnThisPage>
    </div>
  )
}
