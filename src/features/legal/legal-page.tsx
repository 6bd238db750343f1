import { useEffect } from 'react'
import type { LegalDocument } from '~/content/legal'
import contentTable from '~/ui/content-table/content-table.module.css'
import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import pageHero from '~/ui/page-hero/page-hero.module.css'
import section from '~/ui/section/section.module.css'
import kit from '~/ui/utilities/utilities.module.css'
import responsive from '~/ui/utilities/responsive.module.css'
import onThisPage from './on-this-page.module.css'
import { watchTocLinks } from './toc-spy'

// The document is text, links and a native disclosure: server HTML, its code (and the four
// documents' text) never on a first visit (see ServerHtml). The page itself marks the section in
// view in the table of contents (toc-spy.ts).
const page = definePage({
  Body: lazySection(
    () => import('./legal-body').then((m) => m.LegalBody),
    [pageHero, section, kit, responsive, onThisPage, contentTable],
  ),
})

/** For the routes' loaders (see definePage). */
export const preloadLegalPage = page.preload

/** /privacy, /terms, /refund and /support. */
export function LegalPage({ id }: { id: LegalDocument['id'] }) {
  useEffect(() => watchTocLinks(), [id])
  return (
    <ServerHtml>
      <page.Body id={id} />
    </ServerHtml>
  )
}
