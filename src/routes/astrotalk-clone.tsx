import { createFileRoute } from '@tanstack/react-router'
import { clonePages } from '~/content/clones'
import { ClonePage } from '~/features/product-page/clone-page'
import { getClonePageSeo } from '~/features/seo/product-seo.functions'

const clone = clonePages['astrotalk-clone']

export const Route = createFileRoute('/astrotalk-clone')({
  loader: async () => ({ seo: await getClonePageSeo({ data: { slug: 'astrotalk-clone' } }) }),
  component: () => <ClonePage clone={clone} />,
})
