import ctaBand from '~/ui/cta-band/cta-band.module.css'
import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import pageHero from '~/ui/page-hero/page-hero.module.css'
import section from '~/ui/section/section.module.css'
import kit from '~/ui/utilities/utilities.module.css'
import resourcesBody from './resources-body.module.css'

// Cards of links and a closing band: server HTML, its code never on a first visit (see
// ServerHtml); the band's demo button opens the dialog through the page's one listener.
const page = definePage({
  Body: lazySection(
    () => import('./resources-body').then((m) => m.ResourcesBody),
    [pageHero, section, kit, ctaBand, resourcesBody],
  ),
})

/** For the route's loader (see definePage). */
export const preloadResourcesPage = page.preload

/** /resources: documentation, answers, the blog and the support terms in one place. */
export function ResourcesPage() {
  return (
    <ServerHtml>
      <page.Body />
    </ServerHtml>
  )
}
