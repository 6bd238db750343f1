import { createFileRoute, notFound } from '@tanstack/react-router'
import { findDoc } from '~/content/docs'
import { ArticleDocPage } from '~/features/docs/doc-page'

/** Every documentation page except Chitchat's, which has tabs (documentation.chitchat.tsx). */
export const Route = createFileRoute('/documentation/$docId')({
  loader: ({ params }) => {
    const doc = findDoc(params.docId)
    if (!doc || doc.kind !== 'article') throw notFound()
    return { docId: doc.id, seo: { description: doc.summary } }
  },
  component: DocRoute,
})

function DocRoute() {
  const { docId } = Route.useLoaderData()
  const doc = findDoc(docId)
  if (!doc || doc.kind !== 'article') return null
  return <ArticleDocPage doc={doc} />
}
