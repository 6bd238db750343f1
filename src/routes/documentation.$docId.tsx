import { createFileRoute, notFound } from '@tanstack/react-router'
import { ArticleDocPage, preloadArticleDocPage } from '~/features/docs/article-doc-page'
import { getDocPage } from '~/features/docs/docs.functions'

/** Every documentation page except Chitchat's, which has tabs (documentation.chitchat.tsx). */
export const Route = createFileRoute('/documentation/$docId')({
  // The document, the sidebar and the head tags come from the server (see getDocPage).
  loader: async ({ params }) => {
    const [page] = await Promise.all([getDocPage({ data: { id: params.docId } }), preloadArticleDocPage()])
    if (!page || page.doc.kind !== 'article') throw notFound()
    return { ...page, doc: page.doc }
  },
  // Another document is another page: its server HTML (see ServerHtml) is not the first one's.
  remountDeps: ({ params }) => params.docId,
  component: DocRoute,
})

function DocRoute() {
  const { doc, nav } = Route.useLoaderData()
  return <ArticleDocPage doc={doc} nav={nav} />
}
