import { getHomeProducts, type HomeProducts } from './home.functions'

// In the browser the products are asked for at most once per visit: they change only with a
// deployment, so they never go stale, although the home route's data as a whole (the blog
// teaser's posts) does after a few minutes. On the server every request asks, as before.
let productsInBrowser: Promise<HomeProducts> | undefined

/** The home page's products, for its loader. */
export function loadHomeProducts(): Promise<HomeProducts> {
  if (typeof window === 'undefined') return getHomeProducts()
  productsInBrowser ??= getHomeProducts().catch((error: unknown) => {
    // A failed request is not remembered: the next visit to / asks again.
    productsInBrowser = undefined
    throw error
  })
  return productsInBrowser
}

/**
 * The products a server-rendered home page came with: the browser's loader did not run for that
 * page, so the page hands them over here and a later visit to / asks the server nothing more.
 */
export function rememberHomeProducts(products: HomeProducts) {
  productsInBrowser ??= Promise.resolve(products)
}
