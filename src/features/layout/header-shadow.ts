import { useEffect } from 'react'
import { siteConfig } from '#app-config'

/** The header element's id: the page frame gives it its shadow (useHeaderShadow). */
export const SITE_HEADER_ID = 'site-header'

/**
 * The header casts a shadow once the page has scrolled past a few pixels (`data-scrolled`). Set
 * on the element by the page frame, not by the header's own code: the header hydrates only when
 * the visitor uses it (see SiteLayout), and the shadow must follow the scroll before that.
 */
export function useHeaderShadow() {
  useEffect(() => {
    const update = () => {
      const header = document.getElementById(SITE_HEADER_ID)
      if (!header) return
      if (window.scrollY > siteConfig.timings.headerShadowAfterPx) header.setAttribute('data-scrolled', 'true')
      else header.removeAttribute('data-scrolled')
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
}
