import { lazySection } from '~/ui/hydrate-later/lazy-section'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import liftCard from '~/ui/lift-card/lift-card.module.css'
import productScreen from '~/ui/product-screen/product-screen.module.css'
import statCounter from '~/ui/stat-counter/stat-counter.module.css'
import processSteps from '~/ui/step-grid/process-steps.module.css'
import section from '~/ui/section/section.module.css'
import blog from '~/features/blog/blog.module.css'
import home from './home.module.css'

/**
 * The home page's sections, each in its own chunk (see lazySection). Server HTML (see ServerHtml):
 * their code never reaches a first visit's browser.
 */
export const HomeHero = lazySection(() => import('./home-hero').then((m) => m.HomeHero), [home, productScreen])
export const WhyChooseUs = lazySection(() => import('./why-choose-us').then((m) => m.WhyChooseUs), [section])
export const AppCards = lazySection(
  () => import('./app-cards').then((m) => m.AppCards),
  [section, liftCard, home, productScreen],
)
export const IndustriesGrid = lazySection(
  () => import('./industries-grid').then((m) => m.IndustriesGrid),
  [section, liftCard, home],
)
export const ProcessSteps = lazySection(
  () => import('./process-steps').then((m) => m.ProcessSteps),
  [section, processSteps],
)
export const BlogTeaser = lazySection(
  () => import('~/features/blog/blog-teaser').then((m) => m.BlogTeaser),
  [section, blog],
)
export const TestimonialsSection = lazySection(
  () => import('./testimonials-section').then((m) => m.TestimonialsSection),
  [section],
)
export const HomeCta = lazySection(() => import('./home-cta').then((m) => m.HomeCta), [ctaBand])

/** Server HTML too: the tech stack's areas switch natively (a radio group and CSS). */
export const TechStackTabs = lazySection(
  () => import('./tech-stack-tabs').then((m) => m.TechStackTabs),
  [section, home],
)

/** An island (see HydrateLater): the counters that count up. Its code comes as the visitor nears it. */
export const ImpactNumbers = lazySection(
  () => import('./impact-numbers').then((m) => m.ImpactNumbers),
  [section, statCounter, home],
)

/** For the route's loader: the server renders the whole page, and a move to it inside the site waits for nothing. */
export function preloadHomeSections() {
  const sections = [
    HomeHero,
    WhyChooseUs,
    AppCards,
    IndustriesGrid,
    ImpactNumbers,
    ProcessSteps,
    TechStackTabs,
    BlogTeaser,
    TestimonialsSection,
    HomeCta,
  ]
  return Promise.all(sections.map((section) => section.preload()))
}
