import type { FaqCategoryId, faqPageContent } from '~/content/faq'
import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import pageHero from '~/ui/page-hero/page-hero.module.css'
import section from '~/ui/section/section.module.css'
import faqPage from './faq-page.module.css'

// The hero and 'Still have questions?' are server HTML (see ServerHtml): their code never reaches
// a first visit's browser. The questions are an island: their category filter switches in place.
const Hero = lazySection(() => import('./faq-static').then((m) => m.FaqHero), [pageHero])
const StillHaveQuestions = lazySection(() => import('./faq-static').then((m) => m.FaqStillHaveQuestions), [section])
const Questions = lazySection(() => import('./faq-body').then((m) => m.FaqQuestions), [section, faqAccordion, faqPage])

/** For the route's loader (see lazySection). */
export const preloadFaqPage = () => Promise.all([Hero.preload(), StillHaveQuestions.preload(), Questions.preload()])

/** /faq: every question by category; the category filter lives in the URL (?category=). */
export function FaqPage({ category, hero }: { category?: FaqCategoryId; hero: (typeof faqPageContent)['hero'] }) {
  return (
    <>
      <ServerHtml>
        <Hero hero={hero} />
      </ServerHtml>
      <HydrateLater>
        <Questions category={category} />
      </HydrateLater>
      <ServerHtml>
        <StillHaveQuestions />
      </ServerHtml>
    </>
  )
}
