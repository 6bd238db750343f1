import { createFileRoute, notFound } from '@tanstack/react-router'
import { BlogPostPage, preloadBlogPostPage } from '~/features/blog/blog-post-page'
import { getBlogPost } from '~/features/blog/blog.functions'
import { LOADER_GC_MS, LOADER_STALE_MS } from '~/features/blog/loader-cache'
import { SLUG_MAX_LENGTH } from '~/domain/slug'
import { loadOnceHere } from '~/ui/hydrate-later/loaded-here'

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ params }) => {
    // No post has a longer slug: answer 404 at once instead of asking the server (issue 12).
    if (params.slug.length > SLUG_MAX_LENGTH) throw notFound()
    // The head tags' code is imported dynamically (a page's opening content comes with its data:
    // docs/decisions/0018-the-product-registry-stays-on-the-server.md).
    const [view, { postSeo }] = await Promise.all([
      getBlogPost({ data: { slug: params.slug } }),
      import('~/features/blog/post-seo'),
      preloadBlogPostPage(),
    ])
    // Unknown, draft and scheduled posts: the 404 page with status 404.
    if (!view) throw notFound()
    return { view, seo: postSeo(view.post, view.origin) }
  },
  staleTime: LOADER_STALE_MS,
  shouldReload: loadOnceHere,
  preloadStaleTime: LOADER_STALE_MS,
  gcTime: LOADER_GC_MS,
  preloadGcTime: LOADER_GC_MS,
  // Another post is another page: its server HTML (see ServerHtml) is not the first post's.
  remountDeps: ({ params }) => params.slug,
  component: BlogPostRoute,
})

function BlogPostRoute() {
  return <BlogPostPage data={Route.useLoaderData().view} />
}
