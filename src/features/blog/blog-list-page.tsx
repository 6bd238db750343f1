import ctaBand from '~/ui/cta-band/cta-band.module.css'
import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import section from '~/ui/section/section.module.css'
import type { BlogList } from './blog.functions'
import blog from './blog.module.css'

// The whole list is server HTML (see ServerHtml): nothing on it moves. Its topic and page links
// are links to other addresses (a full page load on a first visit), the call to action a contact link.
const page = definePage({
  Body: lazySection(() => import('./blog-list-body').then((m) => m.BlogListBody), [section, ctaBand, blog]),
})

/** For the route's loader (see definePage). */
export const preloadBlogListPage = page.preload

/**
 * /blog: published posts newest first, filtered by ?tag= and paged by ?page=. The route remounts
 * it when the page or the topic changes: server HTML kept from the first address would not follow.
 */
export function BlogListPage({ list, tag }: { list: BlogList; tag?: string }) {
  return (
    <ServerHtml>
      <page.Body list={list} tag={tag} />
    </ServerHtml>
  )
}
