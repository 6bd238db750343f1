import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { findAppPage } from '~/content/products'
import { productRedirectFor } from '~/content/redirects'
import { CataloguePage } from '~/features/product-page/catalogue-page'

// page-seo reads the whole registry and every page's copy: a dynamic import keeps it out of the
// modules preloaded on first load (the loader runs on the server then; the browser only on navigation).
const pageSeo = () => import('~/features/seo/product-seo')

export const Route = createFileRoute('/apps/$appId')({
  beforeLoad: ({ params }) => {
    // Old ids and products with their own page move for good (the list lives in content/redirects.ts).
    const target = productRedirectFor(`/apps/${params.appId}`)
    if (target) throw redirect({ href: target, statusCode: 301 })
  },
  loader: async ({ params }) => {
    const page = findAppPage(params.appId)
    if (!page) throw notFound()
    const id = page.kind === 'catalogue' ? page.entry.id : page.profile.id
    // Only the id travels to the browser; the component reads the content itself.
    return { appId: id, seo: (await pageSeo()).productPageSeo(id) }
  },
  component: AppDetailRoute,
})

function AppDetailRoute() {
  const { appId } = Route.useLoaderData()
  return <CataloguePage id={appId} />
}
