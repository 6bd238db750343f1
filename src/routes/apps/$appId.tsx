import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { findAppPage, getProduct } from '~/content/products'
import { productRedirectFor } from '~/content/redirects'
import { CataloguePage } from '~/features/product-page/catalogue-page'

export const Route = createFileRoute('/apps/$appId')({
  beforeLoad: ({ params }) => {
    // Old ids and products with their own page move for good (the list lives in content/redirects.ts).
    const target = productRedirectFor(`/apps/${params.appId}`)
    if (target) throw redirect({ href: target, statusCode: 301 })
  },
  loader: ({ params }) => {
    const page = findAppPage(params.appId)
    if (!page) throw notFound()
    const id = page.kind === 'catalogue' ? page.entry.id : page.profile.id
    // Only the id travels to the browser; the component reads the content itself.
    return { appId: id, seo: { description: getProduct(id).description } }
  },
  component: AppDetailRoute,
})

function AppDetailRoute() {
  const { appId } = Route.useLoaderData()
  return <CataloguePage id={appId} />
}
