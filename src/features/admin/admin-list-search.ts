import { oneOf, wholeNumber } from '~/domain/url-search'

/**
 * The URL search fields of an admin list (posts, leads): an optional page and status filter. No
 * defaults: a default would make the router redirect to '?page=1' before the guard runs; a bad
 * value is dropped (see domain/url-search).
 */
export function adminListSearchFields<const S extends readonly string[]>(statuses: S) {
  return { page: wholeNumber(1, Number.MAX_SAFE_INTEGER), status: oneOf(statuses) }
}
