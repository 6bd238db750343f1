import { createFileRoute } from '@tanstack/react-router'
import { clonePages } from '~/content/clones'
import { ClonePage } from '~/features/product-page/clone-page'
import { loadClonePage } from '~/features/product-page/clone-route'

const clone = clonePages['astroyogi-clone']

export const Route = createFileRoute('/astroyogi-clone')({
  loader: () => loadClonePage('astroyogi-clone'),
  component: () => <ClonePage clone={clone} />,
})
