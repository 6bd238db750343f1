import type { ProductId } from '~/domain/product'
import { products } from '~/content/products'

export interface ProductOption {
  value: ProductId
  label: string
  featured: boolean
}

/** Every product a visitor can ask about, from the registry (value: what the lead stores). */
export const PRODUCT_OPTIONS: readonly ProductOption[] = products.map((product) => ({
  value: product.id,
  label: product.title,
  featured: product.star,
}))

/** What the select shows: featured products carry a star and '(Star Product)'. */
export function productOptionText(option: ProductOption): string {
  return option.featured ? `★ ${option.label} (Star Product)` : option.label
}
