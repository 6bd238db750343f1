import { useEffect } from 'react'

declare global {
  interface Window {
    __readyappsHydrated?: boolean
  }
}

/** Marks the document once React has hydrated; end-to-end tests wait for it before clicking. */
export function HydrationMarker() {
  useEffect(() => {
    window.__readyappsHydrated = true
  }, [])
  return null
}
