import ctaBand from '~/ui/cta-band/cta-band.module.css'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import cards from '~/ui/lift-card/lift-card.module.css'
import productScreen from '~/ui/product-screen/product-screen.module.css'
import section from '~/ui/section/section.module.css'
import utilities from '~/ui/utilities/utilities.module.css'
import productPage from '~/features/product-page/product-page.module.css'
import classes from './apps.module.css'

// The parts of /apps, each in its own chunk (see lazySection). Server HTML (see ServerHtml), their
// code never on a first visit: the headline, the chosen app's panel, the other apps.
export const AppsIntro = lazySection(() => import('./apps-intro').then((m) => m.AppsIntro))
export const AppPanelHead = lazySection(() => import('./app-panel').then((m) => m.AppPanelHead), [productScreen])
export const AppsMore = lazySection(() => import('./apps-more').then((m) => m.AppsMore), [section, cards, ctaBand])

// Islands (see HydrateLater): the picker, whose links carry the tab, and the detail tabs, whose tab
// lives in the URL and switches in place.
// Both draw Mantine's look without Mantine (plain): they hydrate on every visit.
export const AppPicker = lazySection(() => import('./app-picker').then((m) => m.AppPicker), [cards, classes], {
  plain: true,
})
export const AppDetailTabs = lazySection(() => import('./app-detail-tabs').then((m) => m.AppDetailTabs), [classes], {
  plain: true,
})

// The detail tabs' panels: server HTML inside the tabs' island.
const panelStyles = [section, cards, productPage, utilities]
export const AppFeatures = lazySection(() => import('./app-detail-panels').then((m) => m.AppFeatures), panelStyles)
export const AppTechStack = lazySection(() => import('./app-detail-panels').then((m) => m.AppTechStack), panelStyles)
export const AppScreens = lazySection(() => import('./app-detail-panels').then((m) => m.AppScreens), panelStyles)
const detailPanels = [AppFeatures, AppTechStack, AppScreens]

/** For the route's loader (see lazySection). */
export const preloadAppsPage = () =>
  Promise.all(
    [AppsIntro, AppPanelHead, AppsMore, AppPicker, AppDetailTabs, ...detailPanels].map((part) => part.preload()),
  )

/**
 * The code of what a switch of app draws again in the browser (the panel, its tabs' panels and the
 * other apps are server HTML on a first visit): the picker fetches it before the visitor's click.
 */
export const preloadAppView = () =>
  void Promise.all([AppPanelHead, AppsMore, ...detailPanels].map((part) => part.preload()))
