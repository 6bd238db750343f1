/**
 * Marks the link of the section in view in a table of contents (OnThisPage), hydrated or server
 * HTML that never hydrates (see ServerHtml): the links carry `data-toc-link`; the one whose section
 * heading is nearest the top of the viewport gets `data-active` and `aria-current="location"`.
 * Returns a function that stops watching.
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
  return () => observer.disconnect()
}

function markActive(links: HTMLAnchorElement[], idOf: (link: HTMLAnchorElement) => string, id: string) {
  for (const link of links) {
    const active = idOf(link) === id
    link.toggleAttribute('data-active', active)
    if (active) link.setAttribute('aria-current', 'location')
    else link.removeAttribute('aria-current')
  }
}
