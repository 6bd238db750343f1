import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { BlogListPage, preloadBlogListPage } from '~/features/blog/blog-list-page'
import { getBlogList } from '~/features/blog/blog.functions'
import { LOADER_GC_MS, LOADER_STALE_MS } from '~/features/blog/loader-cache'
import { readBlogSearch, type BlogSearch } from '~/domain/blog-search'
import { loadOnceHere } from '~/ui/hydrate-later/loaded-here'

export const Route = createFileRoute('/blog/')({
  // ?page=2&tag=astrology; a bad value falls back to the default instead of failing.
  validateSearch: (search: BlogSearch & SearchSchemaInput) => readBlogSearch(search),
  // Each page and tag is cached on its own: ?page=2 and ?page=3 are two entries.
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, tag: search.tag || undefined }),
  // The list's code is preloaded so the server renders it (see lazySection).
  loader: async ({ deps }) => (await Promise.all([getBlogList({ data: deps }), preloadBlogListPage()]))[0],
  // Another page or topic is another list: its server HTML (see ServerHtml) is not the first one's.
  remountDeps: ({ loaderDeps }) => loaderDeps,
  staleTime: LOADER_STALE_MS,
  shouldReload: loadOnceHere,
  preloadStaleTime: LOADER_STALE_MS,
  gcTime: LOADER_GC_MS,
  preloadGcTime: LOADER_GC_MS,
  staticData: {
    seo: {
      description:
        'Practical guides for founders: launching an app business in weeks, astrology and consultation platforms, white-label strategy, food delivery apps and the real cost of custom versus ready-made software.',
    },
  },
  component: BlogListRoute,
})

function BlogListRoute() {
  const { tag } = Route.useSearch()
  return <BlogListPage list={Route.useLoaderData()} tag={tag} />
}
