import { createServerFn } from '@tanstack/react-start'
import { getProduct, homeProducts } from '~/content/products'
import type { Product } from '~/domain/product'

/** What a home card shows of a product. */
export type HomeProduct = Pick<Product, 'id' | 'name' | 'category' | 'tagline' | 'color' | 'star' | 'path' | 'cover'>

const toHomeProduct = ({ id, name, category, tagline, color, star, path, cover }: Product): HomeProduct => ({
  id,
  name,
  category,
  tagline,
  color,
  star,
  path,
  cover,
})

/**
 * The home page's products (the screens of the hero's three phones and the app cards), read from
 * the registry on the server: the registry carries every product's page copy and prices (about
 * 18 KB of gzip JavaScript), and the home page needs a few fields of a few products. The page's
 * HTML carries them; a visit that navigates to / inside the site asks for them once (loadHomeProducts).
 */
export const getHomeProducts = createServerFn({ method: 'GET' }).handler(() => ({
  hero: {
    left: getProduct('chitchat').cover,
    centre: getProduct('astroway').cover,
    right: getProduct('food-delivery').cover,
  },
  cards: homeProducts.map(toHomeProduct),
}))

export type HomeProducts = Awaited<ReturnType<typeof getHomeProducts>>
