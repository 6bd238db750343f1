import * as v from 'valibot'
import { ProductProfileSchema } from './product-schema'

/** Schemas of the product catalogue (src/content/catalogue.ts): for tests and types only. */

export const CataloguePricingSchema = v.object({
  /** One-time setup fee in rupees, as the spec writes it ('250000', '5,999', '250,000'). */
  setup: v.pipe(v.string(), v.regex(/^\d{1,3}(,?\d{3})*$/, 'a rupee amount')),
  /** Monthly fee in rupees. */
  monthly: v.pipe(v.string(), v.regex(/^\d{1,3}(,?\d{3})*$/, 'a rupee amount')),
  enterprise: v.literal('Custom'),
})

export const CatalogueEntrySchema = v.object({
  ...ProductProfileSchema.entries,
  pricing: CataloguePricingSchema,
  /** The deployment time this product's FAQ promises, e.g. '2-3 weeks'. */
  deployment: v.pipe(v.string(), v.regex(/^\d+-\d+ weeks$/)),
})

export type CatalogueEntry = v.InferOutput<typeof CatalogueEntrySchema>

export type CataloguePricing = CatalogueEntry['pricing']
