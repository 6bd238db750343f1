import { useEffect, type ReactNode } from 'react'
import contentTable from '~/ui/content-table/content-table.module.css'
import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import { defineSections } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import pageHero from '~/ui/page-hero/page-hero.module.css'
import { Section } from '~/ui/section/section'
import kit from '~/ui/utilities/utilities.module.css'
import { listenForCopyButtons } from './copy-code'
import { watchTocLinks } from '~/features/legal/toc-spy'
import docBlocks from './doc-blocks.module.css'
import layout from './doc-page.module.css'

// What both kinds of document share: the header (a static section: server HTML, its code never on
// a first visit) and the layout below it, which copies code samples (copy-code.ts) and marks the
// section in view in a static table of contents (toc-spy.ts), with one listener each. A document
// made of sections is article-doc-page.tsx, a document in tabs tabbed-doc-page.tsx: apart, so
// neither page's chunk carries the other's parts.
export const contentStyles = [layout, docBlocks, contentTable, faqAccordion, kit]
export const { Header } = defineSections({
  Header: lazySection(() => import('./doc-static').then((m) => m.DocHeader), [pageHero]),
})

/** The part below the header: the sidebar beside the main column (doc-page.module.css). */
export function DocLayout({ children, className }: { children: ReactNode; className?: string }) {
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
      <div className={className ? `${layout.layout} ${className}` : layout.layout}>{children}</div>
    </Section>
  )
}
