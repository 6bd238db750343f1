import * as v from 'valibot'
import { SlugSchema } from './product-schema'

/** Schema of the home page's client testimonials (src/content/testimonials.ts): for tests and types only. */

export const TestimonialSchema = v.object({
  id: SlugSchema,
  name: v.pipe(v.string(), v.minLength(3)),
  role: v.pipe(v.string(), v.minLength(3)),
  company: v.pipe(v.string(), v.minLength(2)),
  /** Initials shown in the avatar circle. */
  avatar: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  content: v.pipe(v.string(), v.minLength(80), v.maxLength(320)),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  /** The product the client uses. */
  appType: v.pipe(v.string(), v.minLength(3)),
})
export type Testimonial = v.InferOutput<typeof TestimonialSchema>
