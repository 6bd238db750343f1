import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import pillTabs from '~/ui/pill-tabs/pill-tabs.module.css'
import section from '~/ui/section/section.module.css'
import processSteps from '~/ui/step-grid/process-steps.module.css'
import pricingTiers from './pricing-tiers.module.css'
import type { ChitchatPageProps } from './chitchat-body'
import { ProductPageShell } from './product-page-shell'
import type { ProductOpening } from './product-openings'

// Everything below the hero: its code comes when the visitor reaches it (see lazySection).
const ChitchatBody = lazySection(
  () => import('./chitchat-body').then((m) => m.ChitchatBody),
  [section, pillTabs, pricingTiers, faqAccordion, processSteps],
)

/** For the route's loader (see lazySection). */
export const preloadChitchatPage = ChitchatBody.preload

/** /chitchat: the chat and appointments product page. Feature and FAQ tabs live in the URL. */
export function ChitchatPage({ opening, ...props }: ChitchatPageProps & { opening: ProductOpening }) {
  return (
    <ProductPageShell
      product={opening.product}
      content={opening}
      ctaSecondary={{ label: 'Compare plans', href: '#pricing' }}
    >
      <ChitchatBody {...props} />
    </ProductPageShell>
  )
}
