import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { appRedirects, findAppPage } from '~/content/apps'
import { ProductPage } from '~/features/apps/product-page'

export const Route = createFileRoute('/apps/$appId')({
  beforeLoad: ({ params }) => {
    // Astroway Pro and Chitchat have their own product pages: old /apps/{id} links move there for good.
    const target = appRedirects[params.appId]
    if (target) throw redirect({ href: target, statusCode: 301 })
  },
  loader: ({ params }) => {
    const page = findAppPage(params.appId)
    if (!page) throw notFound()
    const profile = page.kind === 'catalogue' ? page.entry : page.profile
    // Only the id travels to the browser; the component reads the content itself.
    return { appId: profile.id, seo: { description: profile.description } }
  },
  component: AppDetailRoute,
})

function AppDetailRoute() {
  const { appId } = Route.useLoaderData()
  const page = findAppPage(appId)
  if (!page) return null
  return <ProductPage page={page} />
}
