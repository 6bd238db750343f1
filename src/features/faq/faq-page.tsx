import type { FaqCategoryId, faqPageContent } from '~/content/faq'
import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { PageHero } from '~/ui/page-hero/page-hero'
import section from '~/ui/section/section.module.css'
import faqPage from './faq-page.module.css'

// The questions and what follows: their code comes when the visitor reaches them (see lazySection).
const FaqBody = lazySection(() => import('./faq-body').then((m) => m.FaqBody), [section, faqAccordion, faqPage])

/** For the route's loader (see lazySection). */
export const preloadFaqPage = FaqBody.preload

/** /faq: every question by category; the category filter lives in the URL (?category=). */
export function FaqPage({ category, hero }: { category?: FaqCategoryId; hero: (typeof faqPageContent)['hero'] }) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description} compact />
      <HydrateLater>
        <FaqBody category={category} />
      </HydrateLater>
    </>
  )
}
