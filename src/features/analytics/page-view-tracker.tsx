import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { pushDataLayer } from './data-layer'

/** Pushes a page_view for the first load and for every later route change. */
export function PageViewTracker() {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname ?? state.location.pathname })
  useEffect(() => {
    pushDataLayer({ event: 'page_view', page_path: pathname, page_title: document.title })
  }, [pathname])
  return null
}
