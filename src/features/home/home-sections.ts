import { definePage } from '~/ui/hydrate-later/define-page'
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
 * The home page's sections, each in its own chunk (see lazySection), in the page's order. Server
 * HTML (see ServerHtml): their code never reaches a first visit's browser, but for the one island.
 */
const page = definePage({
  HomeHero: lazySection(() => import('./home-hero').then((m) => m.HomeHero), [home, productScreen]),
  WhyChooseUs: lazySection(() => import('./why-choose-us').then((m) => m.WhyChooseUs), [section]),
  AppCards: lazySection(() => import('./app-cards').then((m) => m.AppCards), [section, liftCard, home, productScreen]),
  IndustriesGrid: lazySection(
    () => import('./industries-grid').then((m) => m.IndustriesGrid),
    [section, liftCard, home],
  ),
  /** An island (see HydrateLater): the counters that count up. Its code comes as the visitor nears it. */
  ImpactNumbers: lazySection(
    () => import('./impact-numbers').then((m) => m.ImpactNumbers),
    [section, statCounter, home],
  ),
  ProcessSteps: lazySection(() => import('./process-steps').then((m) => m.ProcessSteps), [section, processSteps]),
  /** Server HTML too: the tech stack's areas switch natively (a radio group and CSS). */
  TechStackTabs: lazySection(() => import('./tech-stack-tabs').then((m) => m.TechStackTabs), [section, home]),
  BlogTeaser: lazySection(() => import('~/features/blog/blog-teaser').then((m) => m.BlogTeaser), [section, blog]),
  TestimonialsSection: lazySection(
    () => import('./testimonials-section').then((m) => m.TestimonialsSection),
    [section],
  ),
  HomeCta: lazySection(() => import('./home-cta').then((m) => m.HomeCta), [ctaBand]),
})
export const {
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
} = page

/** For the route's loader: the server renders the whole page, and a move to it inside the site waits for nothing. */
export const preloadHomeSections = page.preload
