import { createFileRoute } from '@tanstack/react-router'
import { ClonePage, preloadClonePage } from '~/features/product-page/clone-page'
import { loadClonePage } from '~/features/product-page/product-loaders'

export const Route = createFileRoute('/astroyogi-clone')({
  loader: () => loadClonePage('astroyogi-clone', preloadClonePage),
  component: AstroyogiClone,
})

function AstroyogiClone() {
  return <ClonePage opening={Route.useLoaderData().opening} />
}
