import * as v from 'valibot'
import { PRODUCT_IDS } from '~/domain/product'
import { IconKeySchema, SlugSchema } from './product-schema'

/** Schema of the home page's industries (src/content/industries.ts): for tests and types only. */

export const IndustrySchema = v.object({
  id: SlugSchema,
  name: v.pipe(v.string(), v.minLength(3), v.maxLength(40)),
  description: v.pipe(v.string(), v.minLength(20), v.maxLength(90)),
  icon: IconKeySchema,
  /** The product that serves this industry (a registry id). */
  product: v.picklist(PRODUCT_IDS),
})
/** An industry as written in the content, before the path of its product is added. */
export type IndustryData = v.InferOutput<typeof IndustrySchema>
