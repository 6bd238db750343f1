import type { ComponentProps, ReactNode } from 'react'
import type { PricingPlan } from '~/content/pricing'
import type { ProductLook } from '~/domain/product'
import { FeatureTabs, type FeatureTab } from './feature-tabs'
import { TierPricingSection } from './pricing-tiers'

type TabsProps<Id extends string, Tab extends FeatureTab<Id>> = Omit<
  ComponentProps<typeof FeatureTabs<Id, Tab>>,
  'product'
>

/**
 * What a star product's page (Astroway Pro, Chitchat) shows between its hero and its closing call
 * to action (the page shell, ProductPageShell): an opening section, the feature tabs, the
 * product's own sections, its pricing tiers and what follows them.
 */
export function StarProductSections<Id extends string, Tab extends FeatureTab<Id>>({
  product,
  intro,
  tabs,
  plan,
  children,
  after,
}: {
  product: ProductLook
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
    <>
      {intro}
      <FeatureTabs product={product} {...tabs} />
      {children}
      <TierPricingSection plan={plan} color={product.color} source={`${product.id}:pricing`} />
      {after}
    </>
  )
}
