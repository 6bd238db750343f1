import type { ShowcaseTabId } from '~/content/astroway-ids'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import liftCard from '~/ui/lift-card/lift-card.module.css'
import pillTabs from '~/ui/pill-tabs/pill-tabs.module.css'
import section from '~/ui/section/section.module.css'
import pricingTiers from './pricing-tiers.module.css'
import { ProductPageShell, preloadProductShell } from './product-page-shell'
import type { ProductOpening } from './product-openings'

// Static sections (server HTML, code never on a first visit) and the one island, the product tour.
const Intro = lazySection(() => import('./astroway-body').then((m) => m.AstrowayIntro), [section, liftCard])
const Details = lazySection(
  () => import('./astroway-body').then((m) => m.AstrowayDetails),
  [section, pricingTiers, liftCard],
)
const Tour = lazySection(() => import('./astroway-tour').then((m) => m.AstrowayTour), [section, pillTabs])

/** For the route's loader (see lazySection). */
export const preloadAstrowayPage = () =>
  Promise.all([preloadProductShell(), Intro.preload(), Details.preload(), Tour.preload()])

const COMPARE_PACKAGES = { label: 'Compare packages', href: '#pricing' }

/**
 * /astroway: the flagship astrology product page. Server HTML but for the product tour, whose tab
 * lives in the URL: an island that hydrates as the visitor comes near it.
 */
export function AstrowayPage({
  opening,
  tab,
  onTabChange,
}: {
  opening: ProductOpening
  tab: ShowcaseTabId
  onTabChange: (tab: ShowcaseTabId) => void
}) {
  return (
    <ProductPageShell product={opening.product} content={opening} ctaSecondary={COMPARE_PACKAGES}>
      <ServerHtml>
        <Intro />
      </ServerHtml>
      <HydrateLater until="used">
        <Tour tab={tab} onTabChange={onTabChange} />
      </HydrateLater>
      <ServerHtml>
        <Details />
      </ServerHtml>
    </ProductPageShell>
  )
}
