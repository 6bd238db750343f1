import * as v from 'valibot'
import { IconKeySchema } from './product-schema'

/** Schema of the home page's why-choose-us reasons (src/content/home.ts): for tests and types only. */

export const ReasonSchema = v.object({
  title: v.pipe(v.string(), v.minLength(5), v.maxLength(40)),
  description: v.pipe(v.string(), v.minLength(60), v.maxLength(220)),
  icon: IconKeySchema,
})
export type Reason = v.InferOutput<typeof ReasonSchema>
