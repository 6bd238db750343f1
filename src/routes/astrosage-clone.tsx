import { createFileRoute } from '@tanstack/react-router'
import { clonePages } from '~/content/clones'
import { ClonePage } from '~/features/product-page/clone-page'
import { getClonePageSeo } from '~/features/seo/product-seo.functions'

const clone = clonePages['astrosage-clone']

export const Route = createFileRoute('/astrosage-clone')({
  loader: async () => ({ seo: await getClonePageSeo({ data: { slug: 'astrosage-clone' } }) }),
  component: () => <ClonePage clone={clone} />,
})
