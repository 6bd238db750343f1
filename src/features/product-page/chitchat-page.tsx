import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import choice from '~/ui/choice/choice.module.css'
import section from '~/ui/section/section.module.css'
import processSteps from '~/ui/step-grid/process-steps.module.css'
import type { ChitchatView } from './chitchat-body'
import pricingTiers from './pricing-tiers.module.css'
import { ProductPageShell, preloadProductShell } from './product-page-shell'
import type { ProductOpening } from './product-openings'

// Its sections, all server HTML (their code never on a first visit): the tabs answer with no
// script (ChoiceTabs).
const Intro = lazySection(() => import('./chitchat-body').then((m) => m.ChitchatIntro), [section])
const Details = lazySection(
  () => import('./chitchat-body').then((m) => m.ChitchatDetails),
  [section, pricingTiers, processSteps],
)
const Features = lazySection(() => import('./chitchat-tabs').then((m) => m.ChitchatFeatures), [section, choice])
const Faq = lazySection(() => import('./chitchat-tabs').then((m) => m.ChitchatFaq), [section, choice, faqAccordion])

/** For the route's loader (see lazySection). */
export const preloadChitchatPage = () =>
  Promise.all([preloadProductShell(), Intro.preload(), Details.preload(), Features.preload(), Faq.preload()])

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
        <Intro />
      </ServerHtml>
      <ServerHtml>
        <Features tab={view.features} />
      </ServerHtml>
      <ServerHtml>
        <Details />
      </ServerHtml>
      <ServerHtml>
        <Faq tab={view.faq} />
      </ServerHtml>
    </ProductPageShell>
  )
}
