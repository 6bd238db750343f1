import { createFileRoute } from '@tanstack/react-router'
import { clonePages } from '~/content/clones'
import { ClonePage } from '~/features/product-page/clone-page'
import { loadClonePage } from '~/features/product-page/clone-route'

const clone = clonePages['astrotalk-clone']

export const Route = createFileRoute('/astrotalk-clone')({
  loader: () => loadClonePage('astrotalk-clone'),
  component: () => <ClonePage clone={clone} />,
})
