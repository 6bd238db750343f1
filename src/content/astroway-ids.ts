/** The Astroway showcase tab ids (`?tab=`), apart from the page copy (astroway.ts) to keep it out of the entry JavaScript. */
export const showcaseTabIds = ['user', 'astrologer', 'admin', 'website'] as const
export type ShowcaseTabId = (typeof showcaseTabIds)[number]
export const DEFAULT_SHOWCASE_TAB: ShowcaseTabId = 'user'
