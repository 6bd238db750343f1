import { createFileRoute } from '@tanstack/react-router'
import { ClonePage } from '~/features/product-page/clone-page'
import { loadClonePage } from '~/features/product-page/clone-route'

export const Route = createFileRoute('/astrosage-clone')({
  loader: () => loadClonePage('astrosage-clone'),
  component: AstrosageClone,
})

function AstrosageClone() {
  return <ClonePage opening={Route.useLoaderData().opening} />
}
