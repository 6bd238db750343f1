import { productName as registryProductName } from '~/content/products'

/**
 * A product's display name for e-mails and the admin area. The one place the server looks it
 * up: it reads the product registry (server may read static content, never a feature).
 */
export function productName(id: string): string {
  return registryProductName(id)
}
