import { createServerFn } from '@tanstack/react-start'
import { products, showcaseProducts } from '~/content/products'

/**
 * The products /apps shows, read from the registry on the server: the showcase (switched between
 * in the page without another request) and the other ready-made apps. The registry also carries
 * every product page's copy and prices, which /apps does not show.
 */
export const getAppsShowcase = createServerFn({ method: 'GET' }).handler(() => ({
  showcase: [...showcaseProducts],
  more: products.filter((p) => !p.shownOn.showcase && p.path === `/apps/${p.id}`),
}))

export type AppsShowcase = Awaited<ReturnType<typeof getAppsShowcase>>
