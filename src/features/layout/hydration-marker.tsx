import { useEffect } from 'react'

declare global {
  interface Window {
    __readyappsHydrated?: boolean
    /** When (performance.now()) the page became interactive: the byte budgets count what was requested before. */
    __readyappsHydratedAt?: number
  }
}

/** Marks the document once React has hydrated; end-to-end tests wait for it before clicking. */
export function HydrationMarker() {
  useEffect(() => {
    window.__readyappsHydratedAt = performance.now()
    window.__readyappsHydrated = true
  }, [])
  return null
}
