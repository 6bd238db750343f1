import choice from '~/ui/choice/choice.module.css'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import { definePage } from '~/ui/hydrate-later/define-page'
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
const page = definePage({
  AppsIntro: lazySection(() => import('./apps-intro').then((m) => m.AppsIntro)),
  AppShowcase: lazySection(
    () => import('./app-showcase').then((m) => m.AppShowcase),
    [classes, choice, cards, productScreen, section, productPage, utilities],
  ),
  AppsMore: lazySection(() => import('./apps-more').then((m) => m.AppsMore), [section, cards, ctaBand]),
})
export const { AppsIntro, AppShowcase, AppsMore } = page

/** For the route's loader (see definePage). */
export const preloadAppsPage = page.preload
