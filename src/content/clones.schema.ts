import * as v from 'valibot'
import { cloneSlugs } from './clone-ids'
import { faqItemSchema, iconPointSchema, text } from './blocks.schema'

/** Schema of the clone pages' content (src/content/clones.ts): for tests and types only. */

const comparisonRowSchema = v.object({
  capability: text,
  /** 'match': Astroway Pro does the same; 'extends': it goes further. */
  verdict: v.picklist(['match', 'extends']),
  astroway: text,
})

export const clonePageSchema = v.object({
  slug: v.picklist(cloneSlugs),
  brand: text,
  /** The page's meta description: specific, within what search results show. */
  seoDescription: v.pipe(text, v.minLength(110), v.maxLength(160)),
  hero: v.object({ eyebrow: text, title: text, lead: text }),
  model: v.object({ title: text, description: text, points: v.pipe(v.array(iconPointSchema), v.length(3)) }),
  whatYouGet: v.object({ title: text, items: v.pipe(v.array(text), v.minLength(4)) }),
  comparison: v.object({ title: text, description: text, rows: v.pipe(v.array(comparisonRowSchema), v.minLength(5)) }),
  pricingTeaser: v.object({ title: text, description: text }),
  faqs: v.pipe(v.array(faqItemSchema), v.minLength(4)),
  finalCta: v.object({ title: text, description: text }),
})
export type ClonePage = v.InferOutput<typeof clonePageSchema>
