import type { FaqCategory, FaqCategoryId, FaqIcon } from '~/content/faq'

/**
 * What the category filter of /faq shows: each category's name, icon and number of questions, and
 * the number of all questions. The route's loader returns it (it comes with the page's data in the
 * HTML), so the filter, an island, does not import the questions and answers (faq-sections.ts).
 */
export interface FaqFilters {
  total: number
  categories: { id: FaqCategoryId; name: string; icon: FaqIcon; count: number }[]
}

export function faqFilters(categories: readonly FaqCategory[]): FaqFilters {
  return {
    total: categories.reduce((sum, category) => sum + category.questions.length, 0),
    categories: categories.map(({ id, name, icon, questions }) => ({ id, name, icon, count: questions.length })),
  }
}
