import * as v from 'valibot'
import { portfolioCategoryIds, type ProjectCategoryId } from './portfolio-ids'
import { hexColor, internalPath, productScreenSchema, slug, text } from './blocks.schema'

/** Schemas of the /portfolio projects (src/content/portfolio.ts): for tests and types only. */

const projectCategoryIds = portfolioCategoryIds.filter((id) => id !== 'all') as [
  ProjectCategoryId,
  ...ProjectCategoryId[],
]

export const testimonialSchema = v.object({
  name: text,
  role: text,
  content: v.pipe(text, v.minLength(60), v.maxLength(320)),
  /** 1-5; the site shows every rating as five stars. */
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
})

export const projectSchema = v.object({
  id: slug,
  title: text,
  category: v.picklist(projectCategoryIds),
  description: v.pipe(text, v.minLength(60)),
  /** A screen of the project's product, drawn by the server in the client's name and colour. */
  image: v.object({ color: hexColor, screen: productScreenSchema }),
  client: text,
  year: v.pipe(v.number(), v.integer(), v.minValue(2020), v.maxValue(2026)),
  /** Internal page of the product the project is built on. */
  link: v.object({ path: internalPath, label: text }),
  tags: v.pipe(v.array(text), v.minLength(2), v.maxLength(5)),
  testimonial: v.optional(testimonialSchema),
})
export type Project = v.InferOutput<typeof projectSchema>
export type Testimonial = v.InferOutput<typeof testimonialSchema>

export const projectsSchema = v.pipe(
  v.array(projectSchema),
  v.check((list) => new Set(list.map((p) => p.id)).size === list.length, 'project ids are unique'),
)
