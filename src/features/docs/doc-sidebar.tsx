import type { DocPage } from '~/content/docs'
import { OnThisPage } from '~/features/legal/on-this-page'
import { AllDocsNav } from './all-docs-nav'
import type { DocsNavGroup } from './docs.functions'
import layout from './doc-page.module.css'

/**
 * The sidebar of a tabbed document: the table of contents of the open tab, which marks the section
 * in view (and opens on phones), and every documentation page. An island: it follows the tab
 * (doc-page.tsx).
 */
export function DocSidebar({
  items,
  nav,
  current,
}: {
  items: { id: string; title: string }[]
  nav: DocsNavGroup[]
  current: DocPage['id']
}) {
  return (
    <div className={layout.aside}>
      <OnThisPage items={items}>
        <AllDocsNav nav={nav} current={current} />
      </OnThisPage>
    </div>
  )
}
