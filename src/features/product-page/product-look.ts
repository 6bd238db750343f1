import { getProductNav } from '~/content/product-nav'
import type { ProductId, ProductLook } from '~/domain/product'

/** A star product's look for the page kit: name from the nav entry, colours from its content file. */
export function productLook(id: ProductId, colours: { color: string; accent?: string }): ProductLook {
  return { id, name: getProductNav(id).name, color: colours.color, accent: colours.accent }
}
