import helpPanel from '~/ui/help-panel/help-panel.module.css'
import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import pageHero from '~/ui/page-hero/page-hero.module.css'
import section from '~/ui/section/section.module.css'
import kit from '~/ui/utilities/utilities.module.css'
import responsive from '~/ui/utilities/responsive.module.css'
import classes from './docs-hub.module.css'

// Cards of links: server HTML, its code (and the documents' list) never on a first visit (see
// ServerHtml).
const page = definePage({
  Body: lazySection(
    () => import('./docs-hub-body').then((m) => m.DocsHubBody),
    [pageHero, section, kit, responsive, helpPanel, classes],
  ),
})

/** For the route's loader (see definePage). */
export const preloadDocsHub = page.preload

/** /documentation: every document, by group. */
export function DocsHub() {
  return (
    <ServerHtml>
      <page.Body />
    </ServerHtml>
  )
}
