/** The page's one watch: a new one replaces it (see watchTocLinks). */
let current: IntersectionObserver | undefined

/**
 * Marks the link of the section in view in a table of contents (OnThisPage), hydrated or server
 * HTML that never hydrates (see ServerHtml): the links carry `data-toc-link`; the one whose section
 * heading is nearest the top of the viewport gets `data-active` and `aria-current="location"`.
 * Returns a function that stops watching. There is one watch per page: both the page (for a table
 * that stays server HTML) and a rendered OnThisPage (whose links follow a tab) start one, and the
 * latest replaces the one before instead of watching the same links again.
 */
export function watchTocLinks(root: ParentNode = document): () => void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-toc-link]')]
  if (links.length === 0 || typeof IntersectionObserver === 'undefined') return () => {}
  const idOf = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1))
  const elements = [...new Set(links.map(idOf))]
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null)
  const visible = new Map<string, boolean>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting)
      const first = elements.find((element) => visible.get(element.id))
      if (first) markActive(links, idOf, first.id)
    },
    { rootMargin: '-90px 0px -55% 0px' },
  )
  for (const element of elements) observer.observe(element)
  current?.disconnect()
  current = observer
  return () => {
    observer.disconnect()
    if (current === observer) current = undefined
  }
}

function markActive(links: HTMLAnchorElement[], idOf: (link: HTMLAnchorElement) => string, id: string) {
  for (const link of links) {
    const active = idOf(link) === id
    link.toggleAttribute('data-active', active)
    if (active) link.setAttribute('aria-current', 'location')
    else link.removeAttribute('aria-current')
  }
}
