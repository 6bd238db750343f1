import { pageNameFromPath } from '~/features/seo/seo'

export interface Crumb {
  label: string
  to: string
}

function labelFor(segment: string): string {
  let decoded = segment
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // keep raw
  }
  return pageNameFromPath(`/${decoded}`)
}

/** Home, then one crumb per path segment; the last is the current page. */
export function breadcrumbsForPath(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean)
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }]
  segments.forEach((segment, index) => {
    crumbs.push({ label: labelFor(segment), to: `/${segments.slice(0, index + 1).join('/')}` })
  })
  return crumbs
}
