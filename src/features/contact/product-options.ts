import type { ProductId } from '~/domain/product'
// Names only (product-nav.ts): the dialog is loaded on every page, the registry carries every page's copy.
import { productNav } from '~/content/product-nav'

export interface ProductOption {
  value: ProductId
  label: string
  featured: boolean
}

/** Every product a visitor can ask about, in the registry's order (value: what the lead stores). */
export const PRODUCT_OPTIONS: readonly ProductOption[] = productNav.map((product) => ({
  value: product.id,
  label: product.title,
  featured: product.star,
}))

/** What the select shows: featured products carry a star and '(Star Product)'. */
export function productOptionText(option: ProductOption): string {
  return option.featured ? `★ ${option.label} (Star Product)` : option.label
}
