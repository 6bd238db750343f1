import { Suspense, use, useId, useState, type ReactNode } from 'react'
import { useHydrating } from './hydrate-later'
import classes from './hydrate-later.module.css'

/**
 * A part of the page that stays the server's HTML: on the document's first load React never
 * hydrates it, and when its code comes through a lazySection, that code is never downloaded. For
 * sections that do not change once drawn (text, pictures, prices, links, forms that post natively,
 * `<details>` disclosures): its links are plain links, its forms post to the server, and a contact
 * link opens the dialog through the page's one listener (ContactDialogProvider). What moves (tabs,
 * a form the script enhances, dialogs) is an island: HydrateLater.
 *
 * How: React meets a Suspense boundary whose content never arrives, so it leaves the server's
 * HTML in place as a dehydrated boundary, and the boundary gets the very same element on every
 * render, so a parent's render is no update to it. React still redraws such a boundary when a
 * context above it changes (the router does on a move to `#pricing`): it then shows the fallback,
 * a copy of the section's HTML taken at that moment, with the page's CSP nonce put back on its
 * style elements (the browser hides it from the copy). On a move inside the site (there is no
 * server HTML) it renders its children like any component; the route's loader has fetched their
 * code by then (lazySection's preload). Start's `<Hydrate>` is not used for this; see
 * docs/decisions/0002-our-own-hydration-boundary-not-starts-hydrate.md.
 */
export function ServerHtml({ children }: { children: ReactNode }) {
  const id = useId()
  // True while React hydrates the server's HTML (it reads the server snapshot then), false on a
  // client-side render. Read once, on the first render.
  const hydrating = useHydrating()
  const [kept] = useState(() =>
    hydrating && typeof document !== 'undefined' ? (
      <Suspense fallback={<CopyOfServerHtml wrapperId={id} />}>
        <Never />
      </Suspense>
    ) : null,
  )
  return (
    <div id={id} className={classes.wrapper} data-server-html="">
      {kept ?? <Suspense fallback={null}>{children}</Suspense>}
    </div>
  )
}

/** Never settles: the boundary around it stays the server's HTML. */
const never = new Promise<never>(() => {})

function Never(): ReactNode {
  return use(never)
}

/**
 * What React shows if it ever redraws the boundary: a copy of the section's HTML, taken then (React
 * renders the fallback before it removes the server's nodes), not while the page hydrates, which
 * would read and parse every static section on every visit for a case that seldom comes.
 */
function CopyOfServerHtml({ wrapperId }: { wrapperId: string }) {
  const [html] = useState(() => copyOfServerHtml(document.getElementById(wrapperId)))
  return <div className={classes.wrapper} dangerouslySetInnerHTML={{ __html: html }} />
}

/**
 * The HTML inside `element`, its style elements carrying the page's nonce again and its radios and
 * checkboxes checked as they are now (the HTML has only what the server checked; a tab the visitor
 * chose, src/ui/choice, stays chosen).
 */
export function copyOfServerHtml(element: HTMLElement | null): string {
  if (!element) return ''
  const nonce = document.querySelector<HTMLElement>('script[nonce], style[nonce]')?.nonce
  const template = document.createElement('template')
  template.innerHTML = element.innerHTML
  if (nonce) for (const style of template.content.querySelectorAll('style')) style.setAttribute('nonce', nonce)
  const live = element.querySelectorAll('input')
  template.content.querySelectorAll('input').forEach((input, index) => {
    const now = live[index]
    if (now && (now.type === 'radio' || now.type === 'checkbox')) input.toggleAttribute('checked', now.checked)
  })
  return template.innerHTML
}
