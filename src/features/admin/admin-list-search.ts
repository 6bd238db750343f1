import * as v from 'valibot'

/** The `page` a list server function accepts: 1 when missing, capped so no one asks for page 10^9. */
export const AdminPageInput = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1)

/**
 * The URL search of an admin list (posts, leads): an optional page and status filter. No defaults:
 * a default would make the router redirect to '?page=1' before the guard runs; a bad value falls
 * back to none.
 */
export function adminListSearch<const S extends readonly [string, ...string[]]>(statuses: S) {
  return v.object({
    page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
    status: v.fallback(v.optional(v.picklist(statuses)), undefined),
  })
}
