import * as v from 'valibot'

/** The subscribers page URL: `q` (part of an e-mail) and `page`. Bad values fall back to none. */
export const SubscribersSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))), undefined),
})

export type SubscribersSearch = v.InferOutput<typeof SubscribersSearchSchema>

/** The CSV export of the current search: same `q` as the table. */
export function subscribersCsvHref(q: string | undefined): string {
  return q ? `/admin/subscribers.csv?${new URLSearchParams({ q })}` : '/admin/subscribers.csv'
}
