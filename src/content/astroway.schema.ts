import * as v from 'valibot'
import { showcaseTabIds } from './astroway-ids'
import { hexColor, iconName, iconPointSchema, internalPath, productScreenSchema, slug, text } from './blocks.schema'

/** Schema of the Astroway Pro page's content (src/content/astroway.ts): for tests and types only. */

const productPartSchema = v.object({
  icon: iconName,
  title: text,
  platforms: text,
  description: text,
  points: v.pipe(v.array(text), v.minLength(3)),
})

const showcaseTabSchema = v.object({
  id: v.picklist(showcaseTabIds),
  label: text,
  title: text,
  description: text,
  points: v.pipe(v.array(text), v.minLength(4)),
  pictures: v.pipe(v.array(productScreenSchema), v.minLength(1), v.maxLength(3)),
})

const wordMarkSchema = v.object({
  name: text,
  city: text,
})

const cloneCardSchema = v.object({ slug, brand: text, title: text, description: text, path: internalPath })

export const astrowayContentSchema = v.object({
  color: hexColor,
  accent: hexColor,
  hero: v.object({
    eyebrow: text,
    title: text,
    lead: text,
    highlights: v.pipe(v.array(text), v.minLength(3)),
    pictures: v.pipe(v.array(productScreenSchema), v.length(3)),
  }),
  whatYouGet: v.object({
    title: text,
    description: text,
    parts: v.pipe(v.array(productPartSchema), v.length(4)),
    featureCount: v.pipe(v.number(), v.minValue(100)),
  }),
  showcase: v.pipe(
    v.object({
      title: text,
      description: text,
      tabs: v.pipe(v.array(showcaseTabSchema), v.length(showcaseTabIds.length)),
    }),
    v.check((s) => s.tabs.map((t) => t.id).join() === showcaseTabIds.join(), 'showcase tabs follow showcaseTabIds'),
  ),
  demo: v.object({
    title: text,
    description: text,
    includes: v.pipe(v.array(text), v.minLength(3)),
    steps: v.pipe(v.array(v.object({ title: text, description: text })), v.length(3)),
    note: text,
  }),
  clients: v.object({ title: text, description: text, wordMarks: v.pipe(v.array(wordMarkSchema), v.minLength(4)) }),
  features: v.object({ title: text, description: text, items: v.pipe(v.array(iconPointSchema), v.length(20)) }),
  clones: v.object({ title: text, description: text, cards: v.pipe(v.array(cloneCardSchema), v.length(3)) }),
  finalCta: v.object({ title: text, description: text }),
})
export type AstrowayContent = v.InferOutput<typeof astrowayContentSchema>
