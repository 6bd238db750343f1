import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

declare global {
  interface Window {
    /** Tests: the share of page loads that report field vitals (VITALS_SAMPLE_RATE otherwise). */
    __readyappsVitalsSample?: number
  }
}

/**
 * The page-views module, or nothing when it cannot be fetched (offline, or the page is being
 * left while it loads): a page view or a vitals sample is not worth an error in the console.
 */
const pageViews = () => import('./page-views').catch(() => undefined)

/** How long after hydration the field vitals code is fetched. */
const VITALS_DELAY_MS = 5000

/**
 * The page views of later route changes and, well after hydration (VITALS_DELAY_MS, once the
 * page's own loading is over), the field vitals of a sampled page load. Their code
 * (page-views.ts) is fetched when first needed: never part of a reading visit's bytes, nor of
 * the first interaction's.
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
    const { pathname, search } = { pathname: location.pathname, search: location.search }
    void pageViews().then((views) => views?.routeChanged(pathname, search, before))
  }, [location.pathname, location.search])

  useEffect(() => {
    const timer = window.setTimeout(() => {
      void pageViews().then((views) => views?.startFieldVitals(router))
    }, VITALS_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [router])
  return null
}
