import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import choice from '~/ui/choice/choice.module.css'
import section from '~/ui/section/section.module.css'
import processSteps from '~/ui/step-grid/process-steps.module.css'
import type { ChitchatView } from './chitchat-body'
import pricingTiers from './pricing-tiers.module.css'
import { ProductPageShell, productShell } from './product-page-shell'
import type { ProductOpening } from './product-openings'

// Its sections, all server HTML (their code never on a first visit): the tabs answer with no
// script (ChoiceTabs).
const page = definePage(
  {
    Intro: lazySection(() => import('./chitchat-body').then((m) => m.ChitchatIntro), [section]),
    Details: lazySection(
      () => import('./chitchat-body').then((m) => m.ChitchatDetails),
      [section, pricingTiers, processSteps],
    ),
    Features: lazySection(() => import('./chitchat-tabs').then((m) => m.ChitchatFeatures), [section, choice]),
    Faq: lazySection(() => import('./chitchat-tabs').then((m) => m.ChitchatFaq), [section, choice, faqAccordion]),
  },
  productShell,
)

/** For the route's loader (see definePage). */
export const preloadChitchatPage = page.preload

const COMPARE_PLANS = { label: 'Compare plans', href: '#pricing' }

export interface ChitchatPageProps {
  /** The tabs the URL names. */
  view: ChitchatView
}

/** /chitchat: all server HTML; the feature tabs' and the FAQ's open tabs are kept in the URL. */
export function ChitchatPage({ opening, view }: ChitchatPageProps & { opening: ProductOpening }) {
  return (
    <ProductPageShell product={opening.product} content={opening} ctaSecondary={COMPARE_PLANS}>
      <ServerHtml>
        <page.Intro />
      </ServerHtml>
      <ServerHtml>
        <page.Features tab={view.features} />
      </ServerHtml>
      <ServerHtml>
        <page.Details />
      </ServerHtml>
      <ServerHtml>
        <page.Faq tab={view.faq} />
      </ServerHtml>
    </ProductPageShell>
  )
}
