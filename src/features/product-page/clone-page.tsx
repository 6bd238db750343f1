import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import liftCard from '~/ui/lift-card/lift-card.module.css'
import productScreen from '~/ui/product-screen/product-screen.module.css'
import section from '~/ui/section/section.module.css'
import productPage from './product-page.module.css'
import type { CloneOpening } from './product-openings'

// The whole page is server HTML (see ServerHtml): its code never reaches a first visit's browser.
const page = definePage({
  Sections: lazySection(
    () => import('./clone-body').then((m) => m.ClonePageSections),
    [section, ctaBand, faqAccordion, liftCard, productPage, productScreen],
  ),
})

/** For the routes' loaders (see definePage). */
export const preloadClonePage = page.preload

/** /astrotalk-clone and its siblings: Astroway Pro as the way to build an app like that brand's. */
export function ClonePage({ opening }: { opening: CloneOpening }) {
  return (
    <ServerHtml>
      <page.Sections opening={opening} />
    </ServerHtml>
  )
}
