import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and while React hydrates the server's HTML, true once the component runs in
 * the browser (React renders again right after hydration). For what must differ between the HTML
 * that works on its own and the enhanced page, such as which links the Tab key reaches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
