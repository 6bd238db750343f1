/**
 * The attributes of a radio whose choice is kept in the URL (src/ui/choice): the search param that
 * keeps it, and the value the URL leaves out (the default). The page's inline script reads them
 * (early-taps.ts); apart from choice.tsx so that the root route, which renders that script, does not
 * bring the choice's CSS and code into every page.
 */
export const SEARCH_PARAM_ATTRIBUTE = 'data-search-param'
export const SEARCH_OMIT_ATTRIBUTE = 'data-search-omit'
