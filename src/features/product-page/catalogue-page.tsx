import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import liftCard from '~/ui/lift-card/lift-card.module.css'
import productScreen from '~/ui/product-screen/product-screen.module.css'
import section from '~/ui/section/section.module.css'
import type { AppPageData } from './catalogue.functions'
import productPage from './product-page.module.css'

// The whole page is server HTML (see ServerHtml): its code never reaches a first visit's browser.
const page = definePage({
  Sections: lazySection(
    () => import('./catalogue-body').then((m) => m.CataloguePageSections),
    [section, ctaBand, faqAccordion, liftCard, productPage, productScreen],
  ),
})

/** For the route's loader (see definePage). */
export const preloadCataloguePage = page.preload

/** /apps/{id}: a catalogue product's page. */
export function CataloguePage(props: Pick<AppPageData, 'page' | 'product' | 'related'>) {
  return (
    <ServerHtml>
      <page.Sections {...props} />
    </ServerHtml>
  )
}
