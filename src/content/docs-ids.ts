/**
 * Documentation page and Chitchat tab ids, apart from the documentation itself (docs.ts) so
 * route search schemas can check them without putting every page's text into each page's
 * entry JavaScript.
 */
export const docIds = [
  'getting-started',
  'customization',
  'integration',
  'api-reference',
  'chitchat',
  'astroway-pro',
  'food-delivery',
  'e-commerce',
  'ride-sharing',
] as const
export type DocId = (typeof docIds)[number]

export const chitchatTabIds = ['overview', 'installation', 'features', 'api', 'faq'] as const
export type ChitchatTabId = (typeof chitchatTabIds)[number]
