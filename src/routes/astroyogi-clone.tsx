import { createFileRoute } from '@tanstack/react-router'
import { clonePages } from '~/content/clones'
import { ClonePage } from '~/features/product-page/clone-page'

const clone = clonePages['astroyogi-clone']

export const Route = createFileRoute('/astroyogi-clone')({
  staticData: { seo: { description: clone.seoDescription } },
  component: () => <ClonePage clone={clone} />,
})
