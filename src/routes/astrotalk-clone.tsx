import { createFileRoute } from '@tanstack/react-router'
import { ClonePage, preloadClonePage } from '~/features/product-page/clone-page'
import { loadClonePage } from '~/features/product-page/product-loaders'

export const Route = createFileRoute('/astrotalk-clone')({
  loader: () => loadClonePage('astrotalk-clone', preloadClonePage),
  component: AstrotalkClone,
})

function AstrotalkClone() {
  return <ClonePage opening={Route.useLoaderData().opening} />
}
