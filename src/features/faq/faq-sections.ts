import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import helpPanel from '~/ui/help-panel/help-panel.module.css'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import pageHero from '~/ui/page-hero/page-hero.module.css'
import section from '~/ui/section/section.module.css'
import faqPage from './faq-page.module.css'

// The parts of /faq, each in its own chunk (see lazySection). Server HTML (see ServerHtml), their
// code never on a first visit: the hero, the questions and 'Still have questions?'.
export const FaqHero = lazySection(() => import('./faq-static').then((m) => m.FaqHero), [pageHero])
export const FaqQuestionList = lazySection(
  () => import('./faq-questions').then((m) => m.FaqQuestionList),
  [faqAccordion, faqPage],
)
export const FaqStillHaveQuestions = lazySection(
  () => import('./faq-static').then((m) => m.FaqStillHaveQuestions),
  [section, helpPanel],
)

// The one island (see HydrateLater): the category filter, switched in place. It gets its figures
// as props (FaqFilters), so its chunk has no question or answer in it.
export const FaqFilter = lazySection(() => import('./faq-filter').then((m) => m.FaqFilter), [faqPage], { plain: true })

/** For the route's loader (see lazySection). */
export const preloadFaqPage = () =>
  Promise.all([FaqHero, FaqQuestionList, FaqStillHaveQuestions, FaqFilter].map((part) => part.preload()))

/** The code of the questions, which a change of category draws again in the browser (see FaqFilter). */
export const preloadFaqQuestionList = () => void FaqQuestionList.preload()
