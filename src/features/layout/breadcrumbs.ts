import { pageNameFromPath } from '~/features/seo/seo'

interface Crumb {
  label: string
  to: string
}

/** Words the generic rule would get wrong ('Faq', 'Api reference'). */
const LABELS: Record<string, string> = { faq: 'FAQ', 'api-reference': 'API reference', 'e-commerce': 'E-commerce' }

function labelFor(segment: string): string {
  const known = LABELS[segment.toLowerCase()]
  if (known) return known
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
