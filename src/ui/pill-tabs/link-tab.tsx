import { Tabs, type TabsTabProps } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { useHydrated } from './use-hydrated'

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
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey
}

/**
 * A tab of a Mantine `Tabs` whose choice lives in the URL: it is a link to that URL, so it works
 * before the page's script has arrived and without it (the server renders the chosen tab); once
 * hydrated, a click changes the tab through the Tabs' `onChange` (the router, without a reload)
 * and the link is not followed. Before hydration every tab is in the Tab order (the arrow keys of
 * the tabs pattern need the script).
 */
export function LinkTab({ href, tabIndex, onClick, ...props }: TabsTabProps & { href: string }) {
  const hydrated = useHydrated()
  // Tabs.Tab renders an UnstyledButton, which takes any element: here an anchor.
  const link = { component: 'a', href } as unknown as Partial<TabsTabProps>
  return (
    <Tabs.Tab
      {...props}
      {...link}
      tabIndex={hydrated ? tabIndex : 0}
      onClick={(event) => {
        onClick?.(event)
        if (isPlainClick(event)) event.preventDefault()
      }}
    />
  )
}
