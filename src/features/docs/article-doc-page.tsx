import type { DocPage } from '~/content/docs'
import onThisPage from '~/features/legal/on-this-page.module.css'
import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import kit from '~/ui/utilities/utilities.module.css'
import { DocLayout, Header, contentStyles } from './doc-page'
import layout from './doc-page.module.css'
import type { DocsNavGroup } from './docs.functions'

// A document made of sections, with its sidebar: static sections (server HTML, their code never on
// a first visit).
const page = definePage(
  {
    ArticleSidebar: lazySection(
      () => import('./doc-static').then((m) => m.ArticleDocSidebar),
      [layout, onThisPage, kit],
    ),
    ArticleContent: lazySection(() => import('./doc-static').then((m) => m.ArticleDocContent), contentStyles),
  },
  Header,
)

/** For the loaders of a document made of sections (see definePage). */
export const preloadArticleDocPage = page.preload

/**
 * A documentation page made of sections, with a table of contents. The route remounts it for
 * another document: server HTML kept from the first would not follow.
 */
export function ArticleDocPage({ doc, nav }: { doc: Extract<DocPage, { kind: 'article' }>; nav: DocsNavGroup[] }) {
  return (
    <>
      <ServerHtml>
        <Header doc={doc} />
      </ServerHtml>
      <DocLayout>
        <ServerHtml>
          <page.ArticleSidebar doc={doc} nav={nav} />
        </ServerHtml>
        <ServerHtml>
          <page.ArticleContent doc={doc} />
        </ServerHtml>
      </DocLayout>
    </>
  )
}
