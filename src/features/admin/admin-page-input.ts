import * as v from 'valibot'

/** The `page` a list server function accepts: 1 when missing, capped so no one asks for page 10^9. */
export const AdminPageInput = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1)
