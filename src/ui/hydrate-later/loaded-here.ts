/** Routes whose cached page the router has been told to load once in this browser. */
const loadedHere = new Set<string>()

/**
 * `shouldReload` of a route whose data may be cached and fresh (staleTime above 0). The page a
 * visit starts on is the server's HTML: its static sections' code never came (ServerHtml), yet its
 * match looks fresh, so on Back the router would draw it from the cache without that code, empty
 * where the sections are, and restore the scroll position into a page too short. Its loader (which
 * preloads that code) runs the first time the visitor comes back to the cached page; stale
 * reloads block (defaultStaleReloadMode in src/router.tsx); after that the route caches as set.
 */
export function loadOnceHere({ route, cause }: { route: { id: string }; cause: string }): true | undefined {
  // A move within the page (new search params) keeps what it has; a return to it ('enter') loads.
  if (cause !== 'enter' || loadedHere.has(route.id)) return undefined
  loadedHere.add(route.id)
  return true
}
