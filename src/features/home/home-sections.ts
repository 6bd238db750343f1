import { lazySection } from '~/ui/hydrate-later/lazy-section'
import liftCard from '~/ui/lift-card/lift-card.module.css'
import statCounter from '~/ui/stat-counter/stat-counter.module.css'
import processSteps from '~/ui/step-grid/process-steps.module.css'
import section from '~/ui/section/section.module.css'
import blog from '~/features/blog/blog.module.css'

/**
 * The home page's sections below the hero, each in its own chunk (see lazySection): a first visit
 * loads the code of the hero and of the sections the visitor reaches, not of the whole page.
 */
export const WhyChooseUs = lazySection(() => import('./why-choose-us').then((m) => m.WhyChooseUs), [section])
export const AppCards = lazySection(() => import('./app-cards').then((m) => m.AppCards), [liftCard])
export const IndustriesGrid = lazySection(() => import('./industries-grid').then((m) => m.IndustriesGrid))
export const ImpactNumbers = lazySection(() => import('./impact-numbers').then((m) => m.ImpactNumbers), [statCounter])
export const ProcessSteps = lazySection(() => import('./process-steps').then((m) => m.ProcessSteps), [processSteps])
export const TechStackTabs = lazySection(() => import('./tech-stack-tabs').then((m) => m.TechStackTabs))
export const BlogTeaser = lazySection(
  () => import('~/features/blog/blog-teaser').then((m) => m.BlogTeaser),
  [section, blog],
)
export const TestimonialsSection = lazySection(() =>
  import('./testimonials-section').then((m) => m.TestimonialsSection),
)

/** For the route's loader: the server renders the whole page, and a move to it inside the site waits for nothing. */
export function preloadHomeSections() {
  const sections = [
    WhyChooseUs,
    AppCards,
    IndustriesGrid,
    ImpactNumbers,
    ProcessSteps,
    TechStackTabs,
    BlogTeaser,
    TestimonialsSection,
  ]
  return Promise.all(sections.map((section) => section.preload()))
}
