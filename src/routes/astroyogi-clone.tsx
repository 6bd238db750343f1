import { createFileRoute } from '@tanstack/react-router'
import { ClonePage } from '~/features/product-page/clone-page'
import { loadClonePage } from '~/features/product-page/clone-route'

export const Route = createFileRoute('/astroyogi-clone')({
  loader: () => loadClonePage('astroyogi-clone'),
  component: AstroyogiClone,
})

function AstroyogiClone() {
  return <ClonePage opening={Route.useLoaderData().opening} />
}
