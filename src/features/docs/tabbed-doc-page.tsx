import type { ChitchatTabId, TabbedDoc } from '~/content/docs'
import onThisPage from '~/features/legal/on-this-page.module.css'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import kit from '~/ui/utilities/utilities.module.css'
import { DocLayout, Header, contentStyles } from './doc-page'
import layout from './doc-page.module.css'
import type { DocsNavGroup } from './docs.functions'

// Islands (the tab lives in the URL), hydrated when the visitor uses them or the page, or before
// the tab changes (HydrateLater until="used"): the tabs and the sidebar, whose table of contents
// follows the tab. Both are links that work as HTML, and the page itself marks the section in
// view (DocLayout), so neither has anything to do before. The help card is static.
const Sidebar = lazySection(() => import('./doc-sidebar').then((m) => m.DocSidebar), [layout, onThisPage, kit])
const Tabs = lazySection(() => import('./doc-tabs').then((m) => m.DocTabs), contentStyles)
const Help = lazySection(() => import('./doc-static').then((m) => m.DocHelp), [layout])

/** For the loader of a tabbed document (see lazySection). */
export const preloadTabbedDocPage = () =>
  Promise.all([Header.preload(), Sidebar.preload(), Tabs.preload(), Help.preload()])

/** A documentation page in tabs (Chitchat); the open tab lives in the URL (?tab=api). */
export function TabbedDocPage({
  doc,
  nav,
  tab,
  onTabChange,
}: {
  doc: TabbedDoc
  nav: DocsNavGroup[]
  tab: ChitchatTabId
  onTabChange: (tab: ChitchatTabId) => void
}) {
  // The table of contents follows the open tab.
  const sections = (doc.tabs.find((item) => item.id === tab) ?? doc.tabs[0])?.sections ?? []
  return (
    <>
      <ServerHtml>
        <Header doc={doc} />
      </ServerHtml>
      <DocLayout>
        <HydrateLater until="used">
          <Sidebar items={sections.map(({ id, title }) => ({ id, title }))} nav={nav} current={doc.id} />
        </HydrateLater>
        <HydrateLater until="used">
          <Tabs doc={doc} tab={tab} onTabChange={onTabChange} />
        </HydrateLater>
        <ServerHtml>
          <Help />
        </ServerHtml>
      </DocLayout>
    </>
  )
}
