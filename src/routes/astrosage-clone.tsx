import { createFileRoute } from '@tanstack/react-router'
import { clonePages } from '~/content/clones'
import { ClonePage } from '~/features/product-page/clone-page'
import { loadClonePage } from '~/features/product-page/clone-route'

const clone = clonePages['astrosage-clone']

export const Route = createFileRoute('/astrosage-clone')({
  loader: () => loadClonePage('astrosage-clone'),
  component: () => <ClonePage clone={clone} />,
})
