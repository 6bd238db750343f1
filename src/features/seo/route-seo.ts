import type { AnyRouteMatch } from '@tanstack/react-router'
import { buildHead, type SeoInput } from './seo'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Fixed SEO overrides for a route (title, description, image ...). */
    seo?: SeoInput
  }
}

/** A loader may return `{ seo }` for SEO that depends on data (a blog post's title ...). */
function seoFromLoaderData(loaderData: unknown): SeoInput | undefined {
  if (loaderData && typeof loaderData === 'object' && 'seo' in loaderData) {
    return (loaderData as { seo?: SeoInput }).seo
  }
  return undefined
}

/**
 * The root route builds the head of every page from the deepest match: its path and whatever
 * SEO the matched routes declare (deeper routes win). Routes never write their own meta tags,
 * so every page follows one set of rules.
 */
export function headForMatches(matches: AnyRouteMatch[], origin: string) {
  const leaf = matches[matches.length - 1]
  const pathname = leaf?.pathname ?? '/'
  const notFound = matches.some((match) => match._notFound || match.status === 'notFound')
  let seo: SeoInput = {}
  for (const match of matches) {
    seo = { ...seo, ...(match.staticData?.seo ?? {}), ...(seoFromLoaderData(match.loaderData) ?? {}) }
  }
  // A page that does not exist names no canonical URL (the home page was named before) and is not indexed.
  if (notFound) seo = { title: `Page not found - ReadyApps`, noindex: true, canonical: false }
  return buildHead(pathname, origin, seo)
}
