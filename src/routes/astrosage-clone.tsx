import { createFileRoute } from '@tanstack/react-router'
import { clonePages } from '~/content/clones'
import { ClonePage } from '~/features/product-page/clone-page'

const clone = clonePages['astrosage-clone']

export const Route = createFileRoute('/astrosage-clone')({
  staticData: { seo: { description: clone.seoDescription } },
  component: () => <ClonePage clone={clone} />,
})
