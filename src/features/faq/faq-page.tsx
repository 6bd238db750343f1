import type { FaqCategoryId, faqPageContent } from '~/content/faq'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import { FaqHero, FaqQuestions, FaqStillHaveQuestions } from './faq-sections'

export { preloadFaqPage } from './faq-sections'

/**
 * /faq: every question by category, all server HTML. The category filter answers with no script
 * (FaqQuestions); the category the URL names (?category=) is the one the server shows.
 */
export function FaqPage({ category, hero }: { category?: FaqCategoryId; hero: (typeof faqPageContent)['hero'] }) {
  return (
    <>
      <ServerHtml>
        <FaqHero hero={hero} />
      </ServerHtml>
      <ServerHtml>
        <FaqQuestions category={category} />
      </ServerHtml>
      <ServerHtml>
        <FaqStillHaveQuestions />
      </ServerHtml>
    </>
  )
}
