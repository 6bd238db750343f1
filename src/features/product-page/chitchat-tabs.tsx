import { Tabs } from '@mantine/core'
import { LinkTab, useSearchHref } from '~/ui/pill-tabs/link-tab'
import { chitchatContent, type FaqTabId, type FeatureTabId } from '~/content/chitchat'
import { FaqAccordion } from '~/ui/faq-accordion/faq-accordion'
import { IconPointList } from './icon-point'
import { ProductFaq } from './product-faq'
import { productLook } from './product-look'
import { FeatureTabs } from './feature-tabs'

const product = productLook('chitchat', chitchatContent)
const { color } = product

/** Chitchat's feature tabs (an island: the tab lives in the URL). */
export function ChitchatFeatures({
  tab,
  onTabChange,
}: {
  tab: FeatureTabId
  onTabChange: (tab: FeatureTabId) => void
}) {
  return (
    <FeatureTabs
      product={product}
      id="features"
      eyebrow="Features"
      testIdPrefix="feature"
      searchParam="features"
      content={chitchatContent.features}
      value={tab}
      onChange={onTabChange}
      renderDetails={(t) => <IconPointList points={t.features} color={color} />}
    />
  )
}

/** The FAQ in tabs (an island: the tab lives in the URL; each answer is a native disclosure). */
export function ChitchatFaq({ tab, onTabChange }: { tab: FaqTabId; onTabChange: (tab: FaqTabId) => void }) {
  const { faq } = chitchatContent
  const hrefFor = useSearchHref()
  return (
    <ProductFaq title={faq.title} description={faq.description}>
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = faq.tabs.find((t) => t.id === value)
          if (next) onTabChange(next.id)
        }}
        color={color}
        data-testid="faq-tabs"
      >
        <Tabs.List grow mb="xl">
          {faq.tabs.map((t) => (
            <LinkTab key={t.id} value={t.id} href={hrefFor({ faq: t.id })} fz="md" fw={600} mih={48}>
              {t.label}
            </LinkTab>
          ))}
        </Tabs.List>
        {faq.tabs.map((t) => (
          <Tabs.Panel key={t.id} value={t.id} data-testid={`faq-panel-${t.id}`}>
            <FaqAccordion items={t.items} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </ProductFaq>
  )
}
