import { Suspense, type ReactNode } from 'react'

/**
 * Below-the-fold content that React may hydrate after the rest of the page. A Suspense boundary
 * around server-rendered HTML is hydrated in its own, lower-priority pass that yields to the
 * browser (selective hydration), instead of inside the page's one long hydration task: less
 * blocking time on a phone, and a click inside hydrates that part first. Nothing changes in
 * the HTML, and nothing suspends on client navigation, so the fallback is never seen.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
