/** The Chitchat page's tab ids (`?features=`, `?faq=`) and industry ids, apart from the page copy (chitchat.ts) to keep it out of the entry JavaScript. */
export const featureTabIds = ['communication', 'management', 'monetization'] as const
export type FeatureTabId = (typeof featureTabIds)[number]
export const DEFAULT_FEATURE_TAB: FeatureTabId = 'communication'

export const faqTabIds = ['general', 'technical', 'pricing'] as const
export type FaqTabId = (typeof faqTabIds)[number]
export const DEFAULT_FAQ_TAB: FaqTabId = 'general'

/** The industries the page lists, in order (the schema checks the copy follows it). */
export const industryIds = ['doctor', 'psychology', 'dating', 'legal', 'astrology', 'custom'] as const
