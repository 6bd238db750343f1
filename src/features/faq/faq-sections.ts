import choice from '~/ui/choice/choice.module.css'
import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import helpPanel from '~/ui/help-panel/help-panel.module.css'
import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import pageHero from '~/ui/page-hero/page-hero.module.css'
import section from '~/ui/section/section.module.css'
import faqPage from './faq-page.module.css'

// The parts of /faq, each in its own chunk (see lazySection), all server HTML (see ServerHtml), their
// code never on a first visit: the hero, the questions with their filter, and 'Still have questions?'.
const page = definePage({
  FaqHero: lazySection(() => import('./faq-static').then((m) => m.FaqHero), [pageHero]),
  FaqQuestions: lazySection(
    () => import('./faq-questions').then((m) => m.FaqQuestions),
    [section, choice, faqAccordion, faqPage],
  ),
  FaqStillHaveQuestions: lazySection(
    () => import('./faq-static').then((m) => m.FaqStillHaveQuestions),
    [section, helpPanel],
  ),
})
export const { FaqHero, FaqQuestions, FaqStillHaveQuestions } = page

/** For the route's loader (see definePage). */
export const preloadFaqPage = page.preload
