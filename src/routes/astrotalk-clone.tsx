import { createFileRoute } from '@tanstack/react-router'
import { clonePages } from '~/content/clones'
import { ClonePage } from '~/features/product-page/clone-page'

// page-seo reads the whole registry and every page's copy: a dynamic import keeps it out of the
// modules preloaded on first load (the loader runs on the server then; the browser only on navigation).
const pageSeo = () => import('~/features/seo/product-seo')

const clone = clonePages['astrotalk-clone']

export const Route = createFileRoute('/astrotalk-clone')({
  loader: async () => ({ seo: (await pageSeo()).clonePageSeo('astrotalk-clone') }),
  component: () => <ClonePage clone={clone} />,
})
