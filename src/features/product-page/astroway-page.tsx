import type { ShowcaseTabId } from '~/content/astroway-ids'
import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import liftCard from '~/ui/lift-card/lift-card.module.css'
import choice from '~/ui/choice/choice.module.css'
import section from '~/ui/section/section.module.css'
import pricingTiers from './pricing-tiers.module.css'
import { ProductPageShell, productShell } from './product-page-shell'
import type { ProductOpening } from './product-openings'

// Its sections, all server HTML (their code never on a first visit): the product tour's tabs answer
// with no script (ChoiceTabs).
const page = definePage(
  {
    Intro: lazySection(() => import('./astroway-body').then((m) => m.AstrowayIntro), [section, liftCard]),
    Details: lazySection(
      () => import('./astroway-body').then((m) => m.AstrowayDetails),
      [section, pricingTiers, liftCard],
    ),
    Tour: lazySection(() => import('./astroway-tour').then((m) => m.AstrowayTour), [section, choice]),
  },
  productShell,
)

/** For the route's loader (see definePage). */
export const preloadAstrowayPage = page.preload

const COMPARE_PACKAGES = { label: 'Compare packages', href: '#pricing' }

/**
 * /astroway: the flagship astrology product page, all server HTML; the product tour's open tab is
 * kept in the URL (?tab=).
 */
export function AstrowayPage({
  opening,
  tab,
}: {
  opening: ProductOpening
  /** The tour's tab the URL names. */
  tab: ShowcaseTabId
}) {
  return (
    <ProductPageShell product={opening.product} content={opening} ctaSecondary={COMPARE_PACKAGES}>
      <ServerHtml>
        <page.Intro />
      </ServerHtml>
      <ServerHtml>
        <page.Tour tab={tab} />
      </ServerHtml>
      <ServerHtml>
        <page.Details />
      </ServerHtml>
    </ProductPageShell>
  )
}
