import { createFileRoute } from '@tanstack/react-router'
import { clonePages } from '~/content/clones'
import { ClonePage, preloadClonePage } from '~/features/product-page/clone-page'
import { getClonePageSeo } from '~/features/seo/product-seo.functions'

const clone = clonePages['astroyogi-clone']

export const Route = createFileRoute('/astroyogi-clone')({
  loader: async () => {
    const [seo] = await Promise.all([getClonePageSeo({ data: { slug: 'astroyogi-clone' } }), preloadClonePage()])
    return { seo }
  },
  component: () => <ClonePage clone={clone} />,
})
