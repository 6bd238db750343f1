import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { productRedirectFor } from '~/content/redirects'
import { CataloguePage, preloadCataloguePage } from '~/features/product-page/catalogue-page'
import { getAppPage } from '~/features/product-page/catalogue.functions'

export const Route = createFileRoute('/apps/$appId')({
  beforeLoad: ({ params }) => {
    // Old ids and products with their own page move for good (the list lives in content/redirects.ts).
    const target = productRedirectFor(`/apps/${params.appId}`)
    if (target) throw redirect({ href: target, statusCode: 301 })
  },
  loader: async ({ params }) => {
    // The page's content and head tags come from the registry on the server (see getAppPage).
    const [data] = await Promise.all([getAppPage({ data: { id: params.appId } }), preloadCataloguePage()])
    if (!data) throw notFound()
    return data
  },
  component: AppDetailRoute,
})

function AppDetailRoute() {
  const { page, product, related } = Route.useLoaderData()
  return <CataloguePage page={page} product={product} related={related} />
}
