import choice from '~/ui/choice/choice.module.css'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import liftCard from '~/ui/lift-card/lift-card.module.css'
import productScreen from '~/ui/product-screen/product-screen.module.css'
import section from '~/ui/section/section.module.css'
import statCounter from '~/ui/stat-counter/stat-counter.module.css'
import utilities from '~/ui/utilities/utilities.module.css'
import classes from './portfolio.module.css'

// The parts of /portfolio, each in its own chunk (see lazySection). Server HTML (see ServerHtml),
// their code never on a first visit: the hero, the projects with their filter, the feedback and
// closing call to action.
const page = definePage({
  PortfolioHero: lazySection(() => import('./portfolio-projects').then((m) => m.PortfolioHero), [classes]),
  ProjectBrowser: lazySection(
    () => import('./portfolio-projects').then((m) => m.ProjectBrowser),
    [classes, choice, liftCard, productScreen, utilities],
  ),
  PortfolioClosing: lazySection(() => import('./portfolio-body').then((m) => m.PortfolioClosing), [section, ctaBand]),
  // The one island (see HydrateLater): the counters that count up.
  PortfolioCounters: lazySection(
    () => import('./portfolio-counters').then((m) => m.PortfolioCounters),
    [section, statCounter],
  ),
})
export const { PortfolioHero, ProjectBrowser, PortfolioClosing, PortfolioCounters } = page

/** For the route's loader (see definePage). */
export const preloadPortfolioPage = page.preload
