import { createFileRoute } from '@tanstack/react-router'
import { clonePages } from '~/content/clones'
import { ClonePage, preloadClonePage } from '~/features/product-page/clone-page'
import { getClonePageSeo } from '~/features/seo/product-seo.functions'

const clone = clonePages['astrotalk-clone']

export const Route = createFileRoute('/astrotalk-clone')({
  loader: async () => {
    const [seo] = await Promise.all([getClonePageSeo({ data: { slug: 'astrotalk-clone' } }), preloadClonePage()])
    return { seo }
  },
  component: () => <ClonePage clone={clone} />,
})
