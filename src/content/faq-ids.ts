/** The FAQ category ids (`?category=`), apart from the answers (faq.ts) to keep them out of the entry JavaScript. */
export const faqCategoryIds = ['general', 'app-development', 'technical'] as const
export type FaqCategoryId = (typeof faqCategoryIds)[number]
