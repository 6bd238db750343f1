import { BEACON_PATH, UTM_FIELDS } from '~/domain/analytics'

/**
 * The page's beacon (issue 49): one small JSON text to /a with navigator.sendBeacon, no cookie.
 * The first view of a page load is sent by the inline script below (it runs with the HTML, before
 * and without the page's bundle); the bundle sends the views of later route changes, contact
 * dialog openings and field vitals with `sendBeacon`.
 */
export function sendBeacon(payload: Record<string, unknown>): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return
  try {
    navigator.sendBeacon(BEACON_PATH, JSON.stringify(payload))
  } catch {
    // A full beacon queue or a refused send: the view is not counted, the page goes on.
  }
}

/** utm_source, utm_medium, utm_campaign of a query string (150 characters each at most). */
export function utmOf(search: string): Record<string, string> {
  const params = new URLSearchParams(search)
  const utm: Record<string, string> = {}
  for (const key of UTM_FIELDS) {
    const value = params.get(`utm_${key}`)
    if (value) utm[key] = value.slice(0, 150)
  }
  return utm
}

export function widthClass(): 'm' | 't' | 'd' {
  const width = typeof screen === 'undefined' ? 1280 : screen.width
  return width < 640 ? 'm' : width < 1024 ? 't' : 'd'
}

/** A page view as the bundle sends it (route changes after the first page). */
export function sendPageView(pathname: string, search: string, referrer: string): void {
  sendBeacon({ k: 'view', p: pathname, r: referrer, u: utmOf(search), w: widthClass() })
}
