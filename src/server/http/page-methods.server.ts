import { createRouter, type AnyRoute } from '@tanstack/react-router'

/**
 * Which methods a URL answers. A page answers GET and HEAD only: any other method gets 405 Method
 * Not Allowed with an `Allow` header, instead of the page (PUT /about used to answer 200 with
 * the page). A route's own server handlers keep their methods (an upload, a form endpoint, a
 * health check): the decision is made from the route the URL matches, never from a list of paths.
 * Server functions (/_serverFn/...) and unknown paths match no route here and pass through.
 */

/** What this needs to know of a matched route: whether it draws a page, and its own handlers. */
export interface MatchedRoute {
  options: {
    component?: unknown
    server?: { handlers?: unknown }
  }
}

/** The route a path matches exactly, if any (the router's own matching). */
export type MatchRoute = (pathname: string) => MatchedRoute | undefined

/** Matching over the app's route tree with the router's own rules (a router kept for that only). */
export function routeMatcher(routeTree: AnyRoute): MatchRoute {
  const router = createRouter({ routeTree })
  return (pathname) => {
    const [, params, found] = router.getMatchedRoutes(pathname)
    // '**' is the router's not-found catch: no route matched this path exactly.
    return found && (params as Record<string, unknown>)['**'] === undefined ? (found as MatchedRoute) : undefined
  }
}

const PAGE_METHODS = ['GET', 'HEAD'] as const

/** The methods a route's server handlers answer (HEAD with GET, as Start answers it). */
function handlerMethods(route: MatchedRoute): string[] | 'any' {
  let handlers = route.options.server?.handlers
  if (typeof handlers === 'function') handlers = handlers({ createHandlers: (defined: unknown) => defined })
  if (!handlers || typeof handlers !== 'object') return []
  const methods = Object.keys(handlers).map((method) => method.toUpperCase())
  if (methods.includes('ANY')) return 'any'
  if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD')
  return methods
}

/**
 * The methods a path allows, or undefined when it is not for this rule to say (no route, a
 * server route that takes any method, a route that is neither a page nor has handlers).
 */
export function allowedMethods(match: MatchRoute, pathname: string): string[] | undefined {
  const route = match(pathname)
  if (!route) return undefined
  const own = handlerMethods(route)
  if (own === 'any') return undefined
  const isPage = route.options.component !== undefined
  if (!isPage && own.length === 0) return undefined
  const allowed = new Set<string>(isPage ? PAGE_METHODS : [])
  for (const method of own) allowed.add(method)
  return [...allowed]
}

/**
 * The 405 answer for a request whose method the matched route does not take, or undefined to let
 * the app answer it.
 */
export function methodNotAllowed(match: MatchRoute, request: Request): Response | undefined {
  const method = request.method.toUpperCase()
  if (method === 'GET' || method === 'HEAD') return undefined
  const allowed = allowedMethods(match, new URL(request.url).pathname)
  if (!allowed || allowed.includes(method)) return undefined
  return new Response('Method Not Allowed\n', {
    status: 405,
    headers: {
      Allow: allowed.join(', '),
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  })
}
