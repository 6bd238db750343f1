import * as v from 'valibot'
import { BACK_PATH_MAX } from './preference-choice'

/** The fields of the country choice form (see preference-choice.ts). */
export const preferenceChoiceSchema = v.object({
  country: v.picklist(['India', 'Global'], 'Choose India or Global.'),
  back: v.optional(v.pipe(v.string(), v.maxLength(BACK_PATH_MAX))),
})

export type PreferenceChoice = v.InferOutput<typeof preferenceChoiceSchema>
