import { createFileRoute } from '@tanstack/react-router'
import { clonePages } from '~/content/clones'
import { ClonePage } from '~/features/product-page/clone-page'
import { getClonePageSeo } from '~/features/seo/product-seo.functions'

const clone = clonePages['astroyogi-clone']

export const Route = createFileRoute('/astroyogi-clone')({
  loader: async () => ({ seo: await getClonePageSeo({ data: { slug: 'astroyogi-clone' } }) }),
  component: () => <ClonePage clone={clone} />,
})
