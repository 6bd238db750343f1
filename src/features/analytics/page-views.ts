import type { AnyRouter } from '@tanstack/react-router'
import { VITALS_SAMPLE_RATE } from '~/domain/analytics'
import { sendPageView } from './beacon'
import { pushDataLayer } from './data-layer'

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/')

/**
 * A later route change's page view (the first page's view was sent by the inline beacon with the
 * HTML): the data layer's page_view and the beacon. Loaded with the first route change.
 */
export function routeChanged(pathname: string, search: string, before: string): void {
  pushDataLayer({ event: 'page_view', page_path: pathname, page_title: document.title })
  if (!isAdminPath(pathname)) sendPageView(pathname, search, `${window.location.origin}${before}`)
}

/**
 * A sampled page load reports its field vitals: web-vitals reads the buffered entries, so LCP, CLS
 * and the first tap from before this chunk arrived still count (and every interaction over
 * 104 ms, the Event Timing buffer's floor).
 */
export function startFieldVitals(router: AnyRouter): void {
  if (isAdminPath(window.location.pathname)) return
  const rate = window.__readyappsVitalsSample ?? VITALS_SAMPLE_RATE
  if (Math.random() >= rate) return
  const pageType = router.state.matches.at(-1)?.routeId ?? '/'
  void import('./field-vitals').then((module) => module.reportFieldVitals(pageType))
}
