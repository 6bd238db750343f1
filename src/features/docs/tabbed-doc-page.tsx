import type { ChitchatTabId, TabbedDoc } from '~/content/docs'
import onThisPage from '~/features/legal/on-this-page.module.css'
import choice from '~/ui/choice/choice.module.css'
import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import kit from '~/ui/utilities/utilities.module.css'
import { DocLayout, Header, contentStyles } from './doc-page'
import layout from './doc-page.module.css'
import type { DocsNavGroup } from './docs.functions'

// All server HTML (their code never on a first visit): the tabs answer with no script (ChoiceTabs)
// and the sidebar's table of contents follows them, each entry shown for its tab by the same CSS
// (the layout is the choice's scope). The page itself marks the section in view (DocLayout).
const page = definePage(
  {
    Sidebar: lazySection(() => import('./doc-sidebar').then((m) => m.DocSidebar), [layout, onThisPage, kit, choice]),
    Tabs: lazySection(() => import('./doc-tabs').then((m) => m.DocTabs), [...contentStyles, choice]),
    Help: lazySection(() => import('./doc-static').then((m) => m.DocHelp), [layout]),
  },
  Header,
)

/** For the loader of a tabbed document (see definePage). */
export const preloadTabbedDocPage = page.preload

/** A documentation page in tabs (Chitchat); the open tab is kept in the URL (?tab=api). */
export function TabbedDocPage({ doc, nav, tab }: { doc: TabbedDoc; nav: DocsNavGroup[]; tab: ChitchatTabId }) {
  return (
    <>
      <ServerHtml>
        <Header doc={doc} />
      </ServerHtml>
      <DocLayout className={choice.scope}>
        <ServerHtml>
          <page.Sidebar tabs={doc.tabs} nav={nav} current={doc.id} />
        </ServerHtml>
        <ServerHtml>
          <page.Tabs doc={doc} tab={tab} />
        </ServerHtml>
        <ServerHtml>
          <page.Help />
        </ServerHtml>
      </DocLayout>
    </>
  )
}
