import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'

/**
 * The address of the current page with some search params changed (`undefined` removes one), as
 * the router would write it (the route's search middlewares apply: a default tab stays out).
 */
export function useSearchHref(): (change: Record<string, string | undefined>) => string {
  const router = useRouter()
  return (change) =>
    router.buildLocation({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...change }),
    } as unknown as Parameters<typeof router.buildLocation>[0]).href
}

/** A primary click without modifier keys: the others (a new tab, a download) are the browser's own. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey
}
