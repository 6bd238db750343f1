import * as v from 'valibot'
import { IconKeySchema, SlugSchema } from './product-schema'

/** Schema of the home page's tech stack groups (src/content/tech-stack.ts): for tests and types only. */

export const TechGroupSchema = v.object({
  id: SlugSchema,
  label: v.pipe(v.string(), v.minLength(3), v.maxLength(30)),
  icon: IconKeySchema,
  description: v.pipe(v.string(), v.minLength(40), v.maxLength(200)),
  items: v.pipe(
    v.array(
      v.object({ name: v.pipe(v.string(), v.minLength(2)), use: v.pipe(v.string(), v.minLength(5), v.maxLength(60)) }),
    ),
    v.minLength(3),
  ),
})
export type TechGroup = v.InferOutput<typeof TechGroupSchema>
