import * as v from 'valibot'
import { faqTabIds, featureTabIds, industryIds } from './chitchat-ids'
import { faqItemSchema, hexColor, iconName, iconPointSchema, productScreenSchema, text } from './blocks.schema'

/** Schema of the Chitchat page's content (src/content/chitchat.ts): for tests and types only. */

const industrySchema = v.object({
  id: v.picklist(industryIds),
  icon: iconName,
  title: text,
  description: text,
  examples: v.pipe(v.array(text), v.minLength(2)),
})

const featureTabSchema = v.object({
  id: v.picklist(featureTabIds),
  label: text,
  title: text,
  description: text,
  features: v.pipe(v.array(iconPointSchema), v.minLength(4)),
  pictures: v.pipe(v.array(productScreenSchema), v.minLength(1), v.maxLength(2)),
})

const techGroupSchema = v.object({
  icon: iconName,
  title: text,
  description: text,
  items: v.pipe(v.array(text), v.minLength(3)),
})

const faqTabSchema = v.object({
  id: v.picklist(faqTabIds),
  label: text,
  items: v.pipe(v.array(faqItemSchema), v.minLength(4)),
})

const idsInOrder = <T extends { id: string }>(ids: readonly string[]) =>
  v.check<T[], string>(
    (list) => list.map((item) => item.id).join() === ids.join(),
    `ids must be ${ids.join(', ')} in this order`,
  )

export const chitchatContentSchema = v.object({
  color: hexColor,
  accent: hexColor,
  hero: v.object({
    eyebrow: text,
    title: text,
    lead: text,
    highlights: v.pipe(v.array(text), v.minLength(3)),
    pictures: v.pipe(v.array(productScreenSchema), v.length(3)),
  }),
  industries: v.object({
    title: text,
    description: text,
    items: v.pipe(v.array(industrySchema), v.length(6), idsInOrder(industryIds)),
  }),
  features: v.object({
    title: text,
    description: text,
    tabs: v.pipe(v.array(featureTabSchema), idsInOrder(featureTabIds)),
  }),
  tech: v.object({
    title: text,
    description: text,
    groups: v.pipe(v.array(techGroupSchema), v.minLength(4)),
    security: v.object({ title: text, description: text, points: v.pipe(v.array(iconPointSchema), v.minLength(3)) }),
    /** The plan's steps are the site's one process (src/content/process.ts). */
    deployment: v.object({ title: text, description: text }),
  }),
  faq: v.object({ title: text, description: text, tabs: v.pipe(v.array(faqTabSchema), idsInOrder(faqTabIds)) }),
  finalCta: v.object({ title: text, description: text }),
})
export type ChitchatContent = v.InferOutput<typeof chitchatContentSchema>
