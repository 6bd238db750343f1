import type { ComponentProps, ReactNode } from 'react'
import type { PricingPlan } from '~/content/pricing'
import type { ProductLook } from '~/domain/product'
import { FeatureTabs, type FeatureTab } from './feature-tabs'
import { TierPricingSection } from './pricing-tiers'
import { ProductPageShell } from './product-page-shell'

type TabsProps<Id extends string, Tab extends FeatureTab<Id>> = Omit<
  ComponentProps<typeof FeatureTabs<Id, Tab>>,
  'product'
>

/**
 * The page of a star product (Astroway Pro, Chitchat): hero, an opening section, the feature tabs,
 * the product's own sections, its pricing tiers and the closing call to action that points to them.
 */
export function StarProductPage<Id extends string, Tab extends FeatureTab<Id>>({
  product,
  content,
  compareLabel,
  intro,
  tabs,
  plan,
  children,
  after,
}: {
  product: ProductLook
  content: ComponentProps<typeof ProductPageShell>['content']
  /** The closing band's secondary action, to the pricing tiers ('Compare packages'). */
  compareLabel: string
  /** The section between the hero and the tabs. */
  intro: ReactNode
  tabs: TabsProps<Id, Tab>
  plan: PricingPlan
  /** The product's own sections, between the tabs and the pricing. */
  children: ReactNode
  /** What follows the pricing (FAQ, comparisons). */
  after: ReactNode
}) {
  return (
    <ProductPageShell product={product} content={content} ctaSecondary={{ label: compareLabel, href: '#pricing' }}>
      {intro}
      <FeatureTabs product={product} {...tabs} />
      {children}
      <TierPricingSection plan={plan} color={product.color} source={`${product.id}:pricing`} />
      {after}
    </ProductPageShell>
  )
}
