import { useEffect, type ReactNode } from 'react'
import type { DocPage } from '~/content/docs'
import onThisPage from '~/features/legal/on-this-page.module.css'
import contentTable from '~/ui/content-table/content-table.module.css'
import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import pageHero from '~/ui/page-hero/page-hero.module.css'
import { Section } from '~/ui/section/section'
import kit from '~/ui/utilities/utilities.module.css'
import { listenForCopyButtons } from './copy-code'
import { watchTocLinks } from '~/features/legal/toc-spy'
import docBlocks from './doc-blocks.module.css'
import layout from './doc-page.module.css'
import type { DocsNavGroup } from './docs.functions'

// Static sections (server HTML, code never on a first visit): the header, a document made of
// sections with its sidebar. The tabbed document (tabbed-doc-page.tsx) shares the header and the
// layout. The page itself copies code samples (copy-code.ts) and marks the section in view in a
// static table of contents (toc-spy.ts), with one listener each.
export const contentStyles = [layout, docBlocks, contentTable, faqAccordion, kit]
export const Header = lazySection(() => import('./doc-static').then((m) => m.DocHeader), [pageHero])
const ArticleContent = lazySection(() => import('./doc-static').then((m) => m.ArticleDocContent), contentStyles)
const ArticleSidebar = lazySection(
  () => import('./doc-static').then((m) => m.ArticleDocSidebar),
  [layout, onThisPage, kit],
)

/** For the loaders of a document made of sections (see lazySection). */
export const preloadArticleDocPage = () =>
  Promise.all([Header.preload(), ArticleSidebar.preload(), ArticleContent.preload()])

/** The part below the header: the sidebar beside the main column (doc-page.module.css). */
export function DocLayout({ children }: { children: ReactNode }) {
  useEffect(() => {
    const stopCopying = listenForCopyButtons()
    const stopWatching = watchTocLinks()
    return () => {
      stopCopying()
      stopWatching()
    }
  }, [])
  return (
    <Section py={{ base: 32, md: 64 }}>
      <div className={layout.layout}>{children}</div>
    </Section>
  )
}

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
          <ArticleSidebar doc={doc} nav={nav} />
        </ServerHtml>
        <ServerHtml>
          <ArticleContent doc={doc} />
        </ServerHtml>
      </DocLayout>
    </>
  )
}
