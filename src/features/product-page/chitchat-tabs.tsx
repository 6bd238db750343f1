import {
  chitchatContent,
  DEFAULT_FAQ_TAB,
  DEFAULT_FEATURE_TAB,
  type FaqTabId,
  type FeatureTabId,
} from '~/content/chitchat'
import { FaqAccordion } from '~/ui/faq-accordion/faq-accordion'
import { ChoiceTabs } from '~/ui/choice/choice-tabs'
import { IconPointList } from './icon-point'
import { ProductFaq } from './product-faq'
import { productLook } from './product-look'
import { FeatureTabs } from './feature-tabs'

const product = productLook('chitchat', chitchatContent)
const { color } = product

/** Chitchat's feature tabs (server HTML; the tab kept in the URL, ?features=). */
export function ChitchatFeatures({ tab }: { tab: FeatureTabId }) {
  return (
    <FeatureTabs
      product={product}
      id="features"
      eyebrow="Features"
      testIdPrefix="feature"
      searchParam="features"
      content={chitchatContent.features}
      value={tab}
      defaultTab={DEFAULT_FEATURE_TAB}
      renderDetails={(t) => <IconPointList points={t.features} color={color} />}
    />
  )
}

/** The FAQ in tabs (server HTML; the tab kept in the URL, ?faq=; each answer is a native disclosure). */
export function ChitchatFaq({ tab }: { tab: FaqTabId }) {
  const { faq } = chitchatContent
  return (
    <ProductFaq title={faq.title} description={faq.description}>
      <ChoiceTabs
        name="faq"
        label={`${faq.title}: topics`}
        value={tab}
        tabs={faq.tabs}
        search={{ param: 'faq', omit: DEFAULT_FAQ_TAB }}
        look="line"
        grow
        color={color}
        testId="faq-tabs"
        panelTestId="faq-panel"
        renderPanel={(t) => <FaqAccordion items={t.items} />}
      />
    </ProductFaq>
  )
}
