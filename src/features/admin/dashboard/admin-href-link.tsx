import { useRouter } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react'

/**
 * A link to an admin URL given as a plain string (path and query). The dashboard links into other
 * pages' filters (the leads page's from/to/product/status) whose typed search belongs to those
 * pages: a string keeps this module independent of them, and the click still navigates inside
 * the app (no full reload). Modified clicks (new tab) keep the browser's behaviour.
 */
export const AdminHrefLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function AdminHrefLink({ href, onClick, ...props }, ref) {
    const router = useRouter()
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event)
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      event.preventDefault()
      void router.navigate({ href })
    }
    return <a ref={ref} href={href} onClick={follow} {...props} />
  },
)

/** A path with search params, leaving out empty ones. */
export function adminHref(path: string, search: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, value)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}
