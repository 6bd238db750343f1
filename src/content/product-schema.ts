/**
 * Schemas shared by the product content (catalogue entries, app profiles, home page data).
 * Content files are typed with the inferred types, and tests/unit/content-apps.test.ts parses
 * every record with these schemas, so a typo in the data fails a test instead of a page.
 * A schema module: content modules import it with `import type` only, so valibot stays out of the
 * pages' JavaScript (tests/unit/content-schema-split.test.ts).
 */
import * as v from 'valibot'
import { ICON_KEYS } from '~/domain/icon'
import { PRODUCT_IDS } from '~/domain/product'

export type { IconKey } from '~/domain/icon'

const text = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max))

export const IconKeySchema = v.picklist(ICON_KEYS)
export const HexColorSchema = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i, 'a #rrggbb colour'))
export const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase slug'))
/** A path on this site (no external URLs anywhere in product content). */
export const InternalPathSchema = v.pipe(v.string(), v.regex(/^\/[a-z0-9\-/]*$/, 'an internal path'))

export const FeatureSchema = v.object({
  title: text(3, 40),
  description: text(20, 200),
  icon: IconKeySchema,
})

export const FaqSchema = v.object({
  question: text(8, 120),
  answer: text(20, 600),
})

export const TechStackSchema = v.object({
  frontend: v.pipe(v.array(text(2, 40)), v.minLength(2)),
  backend: v.pipe(v.array(text(2, 40)), v.minLength(2)),
  infrastructure: v.pipe(v.array(text(2, 40)), v.minLength(2)),
})

export const AppLogoSchema = v.object({
  icon: IconKeySchema,
  alt: text(3, 80),
})

/**
 * Everything a product page shows. Catalogue entries add pricing; the other app profiles are
 * quoted per project.
 */
export const ProductProfileSchema = v.object({
  id: v.picklist(PRODUCT_IDS),
  /** Short name used in cards and menus, e.g. 'Food Delivery'. */
  name: text(3, 30),
  /** The page's headline name, e.g. 'Food Delivery App'. */
  title: text(3, 40),
  category: text(3, 40),
  /** One line under the headline. */
  tagline: text(20, 120),
  /** The page's meta description and the card summary: specific, under 170 characters. */
  description: text(80, 170),
  longDescription: v.pipe(v.array(text(80, 700)), v.minLength(2)),
  color: HexColorSchema,
  logo: AppLogoSchema,
  features: v.pipe(v.array(FeatureSchema), v.minLength(6), v.maxLength(9)),
  techStack: TechStackSchema,
  faqs: v.pipe(v.array(FaqSchema), v.minLength(4)),
  /** Who uses it: shown as a row of badges in the hero. */
  audiences: v.pipe(v.array(text(3, 40)), v.minLength(2), v.maxLength(4)),
})

export type ProductFeature = v.InferOutput<typeof FeatureSchema>
export type ProductFaq = v.InferOutput<typeof FaqSchema>
export type TechStack = v.InferOutput<typeof TechStackSchema>
export type ProductProfile = v.InferOutput<typeof ProductProfileSchema>
