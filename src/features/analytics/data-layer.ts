/** Events for the tag manager's data layer (window.dataLayer). Safe to call during SSR. */
export type DataLayerEvent =
  | { event: 'page_view'; page_path: string; page_title?: string }
  | { event: 'footer_view'; page_path: string }
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
