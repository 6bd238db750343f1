import { Suspense, use, useState, useSyncExternalStore, type ReactNode } from 'react'
import classes from './hydrate-later.module.css'

/**
 * A part of the page that stays the server's HTML: on the document's first load it is never
 * hydrated, and when its code comes through a lazySection, that code is never downloaded. For
 * sections that do not change once drawn (text, pictures, prices, links, forms that post natively,
 * `<details>` disclosures): its links are plain links, its forms post to the server, and a contact
 * link opens the dialog through the page's one listener (ContactDialogProvider). What moves (tabs,
 * a form the script enhances, dialogs) is an island: HydrateLater. On a move inside the site
 * (there is no server HTML to keep) it renders on the client like any component; the route's
 * loader has fetched its code by then (lazySection's preload).
 *
 * While it keeps the server's HTML, the boundary gets the very same element on every render:
 * a parent that re-renders (a tab in the URL, the page's own hydration) is no update to it, so
 * React never replaces that HTML with a client render, and what a visitor typed or opened there
 * before the script arrived stays as it is. (Start's `<Hydrate when={never()}>` does not hold
 * this: it re-renders its boundary once the app has hydrated, and React then swaps the section for
 * a copy of its HTML, whose style elements lose their CSP nonce; see the README's "Decisions".)
 */
export function ServerHtml({ children }: { children: ReactNode }) {
  // True while React hydrates the server's HTML (it reads the server snapshot then), false on a
  // client-side render. Read once, on the first render.
  const hydrating = useSyncExternalStore(noSubscription, isNotHydrating, isHydrating)
  const [kept] = useState(() =>
    hydrating && typeof window !== 'undefined' ? (
      <Suspense fallback={null}>
        <Never />
      </Suspense>
    ) : null,
  )
  return <div className={classes.wrapper}>{kept ?? <Suspense fallback={null}>{children}</Suspense>}</div>
}

const noSubscription = () => () => {}
const isHydrating = () => true
const isNotHydrating = () => false

/** Never settles: the boundary around it stays the server's HTML. */
const never = new Promise<never>(() => {})

function Never(): ReactNode {
  return use(never)
}
