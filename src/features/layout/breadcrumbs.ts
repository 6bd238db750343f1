import type { AnyRouteMatch } from '@tanstack/react-router'
import { pageNameFromPath, subjectOfTitle } from '~/features/seo/seo'

export interface Crumb {
  label: string
  to: string
}

/** Words the generic rule would get wrong ('Faq', 'Api reference'). */
const LABELS: Record<string, string> = { faq: 'FAQ', 'api-reference': 'API reference', 'e-commerce': 'E-commerce' }

/** A parent crumb's name, from its path segment. */
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

/**
 * The document title a route gives its page (deeper routes win, as in route-seo.ts), from its
 * static SEO or its loader's (a blog post's headline); undefined where the path rule names it.
 */
function routeTitle(matches: AnyRouteMatch[]): string | undefined {
  let title: string | undefined
  for (const match of matches) {
    const loaderData: unknown = match.loaderData
    const fromLoader =
      loaderData && typeof loaderData === 'object' && 'seo' in loaderData
        ? (loaderData as { seo?: { title?: string } }).seo?.title
        : undefined
    title = fromLoader ?? match.staticData?.seo?.title ?? title
  }
  return title
}

/**
 * Home, one crumb per parent path, then the current page named by its own title (the document
 * title its route gives it, without the brand; else its path segment): a blog post shows its headline, not its slug.
 * A path that matched no page is 'Page not found', never an echo of what was typed.
 */
export function breadcrumbsForMatches(pathname: string, matches: AnyRouteMatch[]): Crumb[] {
  const segments = pathname.split('/').filter(Boolean)
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }]
  if (segments.length === 0) return crumbs
  if (matches.some((match) => match._notFound || match.status === 'notFound')) {
    return [...crumbs, { label: 'Page not found', to: pathname }]
  }
  const title = routeTitle(matches)
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1
    crumbs.push({
      label: last && title ? subjectOfTitle(title) : labelFor(segment),
      to: `/${segments.slice(0, index + 1).join('/')}`,
    })
  })
  return crumbs
}
