import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { VITALS_SAMPLE_RATE } from '~/domain/analytics'
import { pushDataLayer } from './data-layer'

declare global {
  interface Window {
    /** Tests: the share of page loads that report field vitals (VITALS_SAMPLE_RATE otherwise). */
    __readyappsVitalsSample?: number
  }
}

/** How long after hydration the field vitals chunk is fetched. */
const VITALS_DELAY_MS = 5000

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/')

/**
 * The page views of later route changes (the first page's view was sent by the inline beacon,
 * PageBeacon, with the HTML): the data layer's page_view and the beacon. Once hydrated (after
 * the visitor's first sign of life), a sampled page load also fetches the field vitals chunk.
 */
export function PageViewTracker() {
  const location = useRouterState({
    select: (state) => {
      const current = state.resolvedLocation ?? state.location
      return { pathname: current.pathname, search: current.searchStr }
    },
    structuralSharing: true,
  })
  const router = useRouter()
  const previous = useRef<string | undefined>(undefined)

  useEffect(() => {
    const before = previous.current
    previous.current = location.pathname
    if (before === undefined || before === location.pathname) return
    pushDataLayer({ event: 'page_view', page_path: location.pathname, page_title: document.title })
    if (!isAdminPath(location.pathname)) {
      // The beacon's code is fetched with the first route change, not carried by every page's entry.
      const { pathname, search } = { pathname: location.pathname, search: location.search }
      void import('./beacon').then((beacon) =>
        beacon.sendPageView(pathname, search, `${window.location.origin}${before}`),
      )
    }
  }, [location.pathname, location.search])

  useEffect(() => {
    if (isAdminPath(window.location.pathname)) return
    const rate = window.__readyappsVitalsSample ?? VITALS_SAMPLE_RATE
    if (Math.random() >= rate) return
    // Its own chunk, fetched well after hydration (VITALS_DELAY_MS, once the page's own loading is
    // over): never part of a reading visit's bytes nor of the first interaction's. web-vitals reads
    // the buffered entries, so LCP, CLS and the first tap from before it arrived still count (and
    // every interaction over 104 ms, the Event Timing buffer's floor).
    const pageType = router.state.matches.at(-1)?.routeId ?? '/'
    const timer = window.setTimeout(() => {
      void import('./field-vitals').then((module) => module.reportFieldVitals(pageType))
    }, VITALS_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [router])
  return null
}
