/**
 * A stored page must be the same bytes for the same content on every instance and after every
 * restart, so its ETag (a hash of those bytes, page-store.server.ts) is one validator wherever a
 * revalidation lands (the other instance, a CDN that fetched from it). The router writes, in the
 * page's hydration data, when each route's data was loaded: `{i:"<match id>",u:<ms since epoch>,`
 * per match (router-core's dehydrateMatch). Nothing else in a render depends on the clock.
 *
 * A stored page is not one visitor's render: it is sent for up to 10 minutes, so that time never
 * told the browser when its data was loaded anyway. It becomes 0, "loaded long ago": the browser
 * reads it only to decide whether a route's data is fresh enough to reuse without asking again
 * (staleTime) or to keep it once left (gcTime). A route left and entered again loads its data anew
 * (it does so the first time in any case: loadOnceHere), which is also what happened with a page
 * kept in the cache past the route's staleTime. The root route's data never goes stale.
 */
const MATCH_UPDATED_AT = /(\{i:"(?:[^"\\]|\\.)*",u:)\d+(?=,s:")/g

export function dropRenderTimes(html: string): string {
  return html.replace(MATCH_UPDATED_AT, '$10')
}
