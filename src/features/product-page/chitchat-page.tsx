import type { FaqTabId, FeatureTabId } from '~/content/chitchat'
import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import pillTabs from '~/ui/pill-tabs/pill-tabs.module.css'
import section from '~/ui/section/section.module.css'
import processSteps from '~/ui/step-grid/process-steps.module.css'
import type { ChitchatView } from './chitchat-body'
import pricingTiers from './pricing-tiers.module.css'
import { ProductPageShell, preloadProductShell } from './product-page-shell'
import type { ProductOpening } from './product-openings'

// Static sections (server HTML, code never on a first visit) and two islands, the tabs in the URL.
const Intro = lazySection(() => import('./chitchat-body').then((m) => m.ChitchatIntro), [section])
const Details = lazySection(
  () => import('./chitchat-body').then((m) => m.ChitchatDetails),
  [section, pricingTiers, processSteps],
)
const Features = lazySection(() => import('./chitchat-tabs').then((m) => m.ChitchatFeatures), [section, pillTabs])
const Faq = lazySection(() => import('./chitchat-tabs').then((m) => m.ChitchatFaq), [section, faqAccordion])

/** For the route's loader (see lazySection). */
export const preloadChitchatPage = () =>
  Promise.all([preloadProductShell(), Intro.preload(), Details.preload(), Features.preload(), Faq.preload()])

const COMPARE_PLANS = { label: 'Compare plans', href: '#pricing' }

export interface ChitchatPageProps {
  view: ChitchatView
  onViewChange: (change: Partial<ChitchatView>) => void
}

/**
 * /chitchat: server HTML but for the feature tabs and the FAQ's tabs, whose tabs live in the URL:
 * islands that hydrate as the visitor comes near them.
 */
export function ChitchatPage({ opening, view, onViewChange }: ChitchatPageProps & { opening: ProductOpening }) {
  return (
    <ProductPageShell product={opening.product} content={opening} ctaSecondary={COMPARE_PLANS}>
      <ServerHtml>
        <Intro />
      </ServerHtml>
      <HydrateLater until="used">
        <Features tab={view.features} onTabChange={(features: FeatureTabId) => onViewChange({ features })} />
      </HydrateLater>
      <ServerHtml>
        <Details />
      </ServerHtml>
      <HydrateLater until="used">
        <Faq tab={view.faq} onTabChange={(faq: FaqTabId) => onViewChange({ faq })} />
      </HydrateLater>
    </ProductPageShell>
  )
}
