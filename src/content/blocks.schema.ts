import * as v from 'valibot'
import { ICON_KEYS } from '~/domain/icon'
import { PRODUCT_IDS } from '~/domain/product'

/*
 * Schemas of the small building blocks every sales page's content shares (icon names, product
 * screens, FAQ items), used by the page schemas (astroway, chitchat, clones, portfolio, pricing).
 * Schema modules are for tests and types only: content modules import them with `import type`,
 * so valibot stays out of the pages' JavaScript (tests/unit/content-schema-split.test.ts).
 */

export const text = v.pipe(v.string(), v.trim(), v.nonEmpty())
export const slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens'),
)
/** Links in content stay on this site: a path, optionally with a #fragment. */
export const internalPath = v.pipe(
  v.string(),
  v.regex(/^\/[a-z0-9\-/]*(?:#[a-z0-9-]+)?$/, 'links in content must be internal paths'),
)
export const hexColor = v.pipe(v.string(), v.hexColor())
export const iconName = v.picklist(ICON_KEYS)

/** A product screen: a reference to a server-drawn picture (src/content/product-screens.ts). */
export const productScreenSchema = v.object({
  product: v.picklist(PRODUCT_IDS),
  id: slug,
  frame: v.picklist(['phone', 'browser']),
  caption: v.pipe(text, v.maxLength(24)),
  alt: v.pipe(text, v.minLength(20, 'alt text must describe the screen')),
})

export const faqItemSchema = v.object({
  id: slug,
  question: v.pipe(text, v.endsWith('?')),
  answer: v.pipe(text, v.minLength(40)),
})
export type FaqItem = v.InferOutput<typeof faqItemSchema>

/** A titled point with an icon: features, industries, notes. */
export const iconPointSchema = v.object({ icon: iconName, title: text, description: text })
export type IconPoint = v.InferOutput<typeof iconPointSchema>
