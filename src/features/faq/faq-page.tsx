import type { FaqCategoryId, faqPageContent } from '~/content/faq'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import { Section } from '~/ui/section/section'
import type { FaqFilters } from './faq-data'
import classes from './faq-page.module.css'
import { FaqFilter, FaqHero, FaqQuestionList, FaqStillHaveQuestions } from './faq-sections'

export { preloadFaqPage } from './faq-sections'

/**
 * /faq: every question by category; the category filter lives in the URL (?category=). Server HTML
 * but for one island, the category filter (switched in place). The questions are keyed by the
 * category: a switch in place draws them again in the browser, since server HTML never changes.
 */
export function FaqPage({
  category,
  hero,
  filters,
}: {
  category?: FaqCategoryId
  hero: (typeof faqPageContent)['hero']
  filters: FaqFilters
}) {
  return (
    <>
      <ServerHtml>
        <FaqHero hero={hero} />
      </ServerHtml>
      <Section id="questions" py={{ base: 40, md: 72 }}>
        <div className={classes.layout}>
          <div className={classes.filterColumn}>
            <HydrateLater until="used">
              <FaqFilter category={category} filters={filters} />
            </HydrateLater>
          </div>
          <div className={classes.questionsColumn}>
            <ServerHtml key={category ?? 'all'}>
              <FaqQuestionList category={category} />
            </ServerHtml>
          </div>
        </div>
      </Section>
      <ServerHtml>
        <FaqStillHaveQuestions />
      </ServerHtml>
    </>
  )
}
