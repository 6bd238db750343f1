import { queryOptions } from '@tanstack/react-query'
import { getHomeProducts } from './home.functions'

/** The home page's products: the route's loader ensures them, the page reads them. They change only with a deployment. */
export const homeProductsQuery = queryOptions({
  queryKey: ['home', 'products'],
  queryFn: () => getHomeProducts(),
  staleTime: Infinity,
})
