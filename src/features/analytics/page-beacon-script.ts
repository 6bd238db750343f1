import { BEACON_PATH, UTM_FIELDS } from '~/domain/analytics'

/**
 * The inline script of every public page: the page_view into the tag manager's data layer and
 * the view's beacon, at once, with nothing else loaded (a reading visit runs no other script). A
 * page the browser prerenders sends it when it is shown. It is the minified twin of
 * sendPageView (beacon.ts); e2e/analytics.spec.ts checks what it sends.
 */
export function pageBeaconScript(): string {
  return (
    '(function(w,d,l){var q=new URLSearchParams(l.search),u={},x,s=screen.width;' +
    `${JSON.stringify(UTM_FIELDS)}.forEach(function(k){x=q.get("utm_"+k);if(x)u[k]=x.slice(0,150)});` +
    '(w.dataLayer=w.dataLayer||[]).push({event:"page_view",page_path:l.pathname,page_title:d.title});' +
    'function b(){var n=w.navigator;n.sendBeacon&&n.sendBeacon(' +
    JSON.stringify(BEACON_PATH) +
    ',JSON.stringify({k:"view",p:l.pathname,r:d.referrer,u:u,w:s<640?"m":s<1024?"t":"d"}))}' +
    'd.prerendering?d.addEventListener("prerenderingchange",b,{once:!0}):b()})(window,document,location)'
  )
}
