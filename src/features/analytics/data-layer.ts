import type { ProductId } from '~/domain/product'
import { productName } from '~/content/product-nav'

/** Events for the tag manager's data layer (window.dataLayer). Safe to call during SSR. */
export type DataLayerEvent =
  | { event: 'page_view'; page_path: string; page_title?: string }
  | { event: 'footer_view'; page_path: string }
  | { event: 'contact_open'; product_id?: ProductId; product_name?: string; source?: string }
  | { event: string; [key: string]: unknown }

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(event)
}

/** The event a contact dialog opening sends; the product's name comes from the registry. */
export function contactOpenEvent(product: ProductId | undefined, source: string | undefined): DataLayerEvent {
  return {
    event: 'contact_open',
    ...(product ? { product_id: product, product_name: productName(product) } : {}),
    ...(source ? { source } : {}),
  }
}

export function pushContactOpen(product: ProductId | undefined, source: string | undefined): void {
  pushDataLayer(contactOpenEvent(product, source))
  // The site's own analytics count the opening as a conversion step of this page.
  if (typeof window === 'undefined') return
  const page = window.location.pathname
  void import('./beacon').then((beacon) => beacon.sendBeacon({ k: 'contact_open', p: page }))
}
