import * as v from 'valibot'
import { IconKeySchema } from './product-schema'

/** Schema of the launch process steps (src/content/process.ts): for tests and types only. */

export const ProcessStepSchema = v.object({
  title: v.pipe(v.string(), v.minLength(5), v.maxLength(40)),
  description: v.pipe(v.string(), v.minLength(60), v.maxLength(220)),
  icon: IconKeySchema,
})
export type ProcessStep = v.InferOutput<typeof ProcessStepSchema>
