import { Tabs, type TabsTabProps } from '@mantine/core'
import { isPlainClick } from './search-href'
import { useHydrated } from './use-hydrated'

export { useSearchHref } from './search-href'

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
