import { createServerFn } from '@tanstack/react-start'
import { showcaseDetails } from '~/content/apps'
import { appPageProducts, showcaseProducts } from '~/content/products'

/**
 * The products /apps shows, read from the registry on the server: the showcase with each app's
 * panel (features and tech stack; switched between in the page without another request) and the
 * other ready-made apps. The registry and the page content it reads carry every product page's
 * copy and prices, which /apps does not show.
 */
export const getAppsShowcase = createServerFn({ method: 'GET' }).handler(() => ({
  showcase: showcaseProducts.map((product) => ({ ...product, details: showcaseDetails(product.id) })),
  more: appPageProducts.filter((p) => !p.shownOn.showcase),
}))

export type AppsShowcase = Awaited<ReturnType<typeof getAppsShowcase>>
