import { createFileRoute, notFound } from '@tanstack/react-router'
import { findDoc } from '~/content/docs'
import { ArticleDocPage } from '~/features/docs/doc-page'

// page-seo reads the whole registry and every page's copy: a dynamic import keeps it out of the
// modules preloaded on first load (the loader runs on the server then; the browser only on navigation).
const pageSeo = () => import('~/features/seo/doc-seo')

/** Every documentation page except Chitchat's, which has tabs (documentation.chitchat.tsx). */
export const Route = createFileRoute('/documentation/$docId')({
  loader: async ({ params }) => {
    const doc = findDoc(params.docId)
    if (!doc || doc.kind !== 'article') throw notFound()
    return { docId: doc.id, seo: (await pageSeo()).docPageSeo(doc) }
  },
  component: DocRoute,
})

function DocRoute() {
  const { docId } = Route.useLoaderData()
  const doc = findDoc(docId)
  if (!doc || doc.kind !== 'article') return null
  return <ArticleDocPage doc={doc} />
}
