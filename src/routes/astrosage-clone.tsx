import { createFileRoute } from '@tanstack/react-router'
import { ClonePage, preloadClonePage } from '~/features/product-page/clone-page'
import { loadClonePage } from '~/features/product-page/product-loaders'

export const Route = createFileRoute('/astrosage-clone')({
  loader: () => loadClonePage('astrosage-clone', preloadClonePage),
  component: AstrosageClone,
})

function AstrosageClone() {
  return <ClonePage opening={Route.useLoaderData().opening} />
}
