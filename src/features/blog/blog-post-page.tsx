import { Suspense } from 'react'
import type { Post, PostSummary } from '~/domain/post'
import type { ContentResult } from '~/domain/post-content'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import section from '~/ui/section/section.module.css'
import blog from './blog.module.css'
import postRenderer from './post-renderer.module.css'

// Nothing on a post page moves: the article and what follows it are server HTML (see ServerHtml),
// their code never reaches a first visit's browser. Links are plain links there, the share links
// open by themselves and the call to action is a contact link (the page's one listener).
const page = definePage({
  Article: lazySection(() => import('./blog-post-article').then((m) => m.BlogPostArticle), [blog, postRenderer]),
  More: lazySection(() => import('./blog-post-more').then((m) => m.BlogPostMore), [section, ctaBand, blog]),
})

/** For the loaders of the post page and the admin preview (see definePage). */
export const preloadBlogPostPage = page.preload

/** What a post page renders: the public page's server function and the admin preview both answer this. */
export interface BlogPostView {
  post: Omit<Post, 'content'>
  related: PostSummary[]
  /** The content, already checked and sanitised on the server. */
  body: ContentResult
  origin: string
}

/**
 * /blog/{slug}: the post rendered from its blocks, with share links, related posts and the call
 * to action, all server HTML. The route remounts it for another post (a move inside the site):
 * server HTML kept from the first post would not follow.
 */
export function BlogPostPage({ data }: { data: BlogPostView }) {
  return (
    <>
      <ServerHtml>
        <page.Article data={data} />
      </ServerHtml>
      <ServerHtml>
        <page.More related={data.related} slug={data.post.slug} />
      </ServerHtml>
    </>
  )
}

/**
 * The same post as an ordinary, live component: the admin preview renders it (its data is fetched
 * afresh and may change), so a preview shows exactly what the blog will.
 */
export function BlogPostArticle({ data }: { data: BlogPostView }) {
  return (
    <Suspense fallback={null}>
      <page.Article data={data} />
      <page.More related={data.related} slug={data.post.slug} />
    </Suspense>
  )
}
