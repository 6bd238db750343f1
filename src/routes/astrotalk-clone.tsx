import { createFileRoute } from '@tanstack/react-router'
import { ClonePage } from '~/features/product-page/clone-page'
import { loadClonePage } from '~/features/product-page/clone-route'

export const Route = createFileRoute('/astrotalk-clone')({
  loader: () => loadClonePage('astrotalk-clone'),
  component: AstrotalkClone,
})

function AstrotalkClone() {
  return <ClonePage opening={Route.useLoaderData().opening} />
}
