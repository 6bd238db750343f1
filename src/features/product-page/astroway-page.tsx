import type { ShowcaseTabId } from '~/content/astroway-ids'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import liftCard from '~/ui/lift-card/lift-card.module.css'
import pillTabs from '~/ui/pill-tabs/pill-tabs.module.css'
import section from '~/ui/section/section.module.css'
import pricingTiers from './pricing-tiers.module.css'
import { ProductPageShell } from './product-page-shell'
import type { ProductOpening } from './product-openings'

// Everything below the hero: its code comes when the visitor reaches it (see lazySection).
const AstrowayBody = lazySection(
  () => import('./astroway-body').then((m) => m.AstrowayBody),
  [section, pillTabs, pricingTiers, liftCard],
)

/** For the route's loader (see lazySection). */
export const preloadAstrowayPage = AstrowayBody.preload

/** /astroway: the flagship astrology product page. The showcase tab lives in the URL. */
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
    <ProductPageShell
      product={opening.product}
      content={opening}
      ctaSecondary={{ label: 'Compare packages', href: '#pricing' }}
    >
      <AstrowayBody tab={tab} onTabChange={onTabChange} />
    </ProductPageShell>
  )
}
