import * as v from 'valibot'
import type { ProductId } from '~/domain/product'
import { iconPointSchema, slug, text } from './blocks.schema'

/** Schemas of the star products' pricing (src/content/pricing.ts): for tests and types only. */

export const pricingTierSchema = v.object({
  id: slug,
  name: text,
  description: text,
  /** Rupees, or 'Custom' for a quoted price. Rendered only through PriceTag. */
  price: v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.literal('Custom')]),
  /** Under the price: how the price is charged. */
  priceNote: text,
  /** Months of dedicated support included with the tier. */
  supportMonths: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24)),
  features: v.pipe(v.array(text), v.minLength(4)),
  /** The tier the page recommends; drawn raised, with a badge. */
  highlight: v.boolean(),
  badge: v.optional(text),
  cta: text,
})
export type PricingTier = v.InferOutput<typeof pricingTierSchema>

export const pricingPlanSchema = v.pipe(
  v.object({
    /** The registry id of the product these tiers price (the contact dialog preselects it). */
    product: v.picklist(['astroway', 'chitchat'] as const satisfies readonly ProductId[]),
    title: text,
    description: text,
    tiers: v.pipe(v.array(pricingTierSchema), v.length(3)),
    notes: v.pipe(v.array(iconPointSchema), v.minLength(2)),
  }),
  v.check((plan) => plan.tiers.filter((tier) => tier.highlight).length === 1, 'exactly one tier is highlighted'),
  v.check((plan) => new Set(plan.tiers.map((tier) => tier.id)).size === plan.tiers.length, 'tier ids are unique'),
)
export type PricingPlan = v.InferOutput<typeof pricingPlanSchema>
