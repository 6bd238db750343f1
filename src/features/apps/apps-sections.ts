import choice from '~/ui/choice/choice.module.css'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import cards from '~/ui/lift-card/lift-card.module.css'
import productScreen from '~/ui/product-screen/product-screen.module.css'
import section from '~/ui/section/section.module.css'
import utilities from '~/ui/utilities/utilities.module.css'
import productPage from '~/features/product-page/product-page.module.css'
import classes from './apps.module.css'

// The parts of /apps, each in its own chunk (see lazySection), all server HTML (see ServerHtml), their
// code never on a first visit: the headline, the picker with every app's panel (it answers with no
// script: app-showcase.tsx), the other apps.
export const AppsIntro = lazySection(() => import('./apps-intro').then((m) => m.AppsIntro))
export const AppShowcase = lazySection(
  () => import('./app-showcase').then((m) => m.AppShowcase),
  [classes, choice, cards, productScreen, section, productPage, utilities],
)
export const AppsMore = lazySection(() => import('./apps-more').then((m) => m.AppsMore), [section, cards, ctaBand])

/** For the route's loader (see lazySection). */
export const preloadAppsPage = () => Promise.all([AppsIntro, AppShowcase, AppsMore].map((part) => part.preload()))
