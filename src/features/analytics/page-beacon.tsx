import { useRouterState } from '@tanstack/react-router'
import { BEACON_GIF_PATH } from '~/domain/analytics-paths'
import { pageBeaconScript } from './page-beacon-script'

/**
 * Counts the page view with the HTML itself (issue 49): the inline beacon with the page's CSP
 * nonce (a cached page gets its fresh nonce at send time like the other inline scripts), and
 * without JavaScript a 1x1 image inside <noscript> (the browser loads it only when scripting is
 * off). Not on admin pages.
 */
export function PageBeacon({ nonce }: { nonce: string | undefined }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null
  return (
    <>
      {/* Its text only in the server's HTML (hydration keeps the element as it is): none in the bundle. */}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? pageBeaconScript() : '' }}
      />
      <noscript>
        {/* Out of the flow: in it, the image opened a line of text's height above the page. */}
        <img
          src={`${BEACON_GIF_PATH}?p=${encodeURIComponent(pathname)}`}
          alt=""
          width={1}
          height={1}
          style={{ position: 'absolute' }}
        />
      </noscript>
    </>
  )
}
