import { siteConfig } from '#app-config'

/**
 * How long the browser keeps a public page's loader data (spec section 9: stale after 5 minutes,
 * dropped 10 minutes after it was last shown; the router never refetches on window focus). Routes
 * put these in their staleTime and gcTime, and in preloadStaleTime and preloadGcTime as well, so a
 * link hovered twice asks the server once and a preloaded page is the one shown on the click.
 */
export const LOADER_STALE_MS = siteConfig.timings.queryStaleMs
export const LOADER_GC_MS = siteConfig.timings.queryGcMs

/**
 * How many of the latest posts the home page's teaser shows (its loader asks for as many). Here,
 * not in blog-teaser.tsx: the loader importing the teaser's module made every first visit of the
 * home page download the teaser's code with the page instead of when the visitor reaches it.
 */
export const BLOG_TEASER_SIZE = 3
