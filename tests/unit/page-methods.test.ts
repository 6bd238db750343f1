import { createRootRoute, createRoute } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { allowedMethods, methodNotAllowed, routeMatcher } from '~/server/http/page-methods.server'

/**
 * A small route tree shaped like the app's: pages (a component), a page with its own POST handler
 * (a native form endpoint), server routes with their own methods, a splat server route.
 */
const Page = () => null
const ok = () => new Response('ok')
type ServerOptions = { server?: { handlers: unknown } }
const root = createRootRoute({ component: Page })
const route = (path: string, options: { component?: () => null } & ServerOptions) =>
  createRoute({ getParentRoute: () => root, path, ...(options as object) })
const routeTree = root.addChildren([
  route('/', { component: Page }),
  route('/about', { component: Page }),
  route('/blog', { component: Page }),
  route('/blog/$slug', { component: Page }),
  route('/admin/sign-in', { component: Page, server: { handlers: { POST: ok } } }),
  route('/healthz', { server: { handlers: { GET: ok } } }),
  route('/media/upload', { server: { handlers: { POST: ok } } }),
  route('/forms/contact', {
    server: {
      handlers: ({ createHandlers }: { createHandlers: (h: unknown) => unknown }) => createHandlers({ POST: ok }),
    },
  }),
  route('/hooks/$', { server: { handlers: { ANY: ok } } }),
])
const match = routeMatcher(routeTree)
// The Fetch Request refuses to be built with TRACE; srvx hands the server its own request object
// that carries any method: only the method and the URL are read.
const request = (method: string, path: string) => ({ method, url: `https://www.readyapps.test${path}` }) as Request

describe('which methods a URL answers', () => {
  it('a page answers GET and HEAD only', () => {
    expect(allowedMethods(match, '/about')).toEqual(['GET', 'HEAD'])
    expect(allowedMethods(match, '/')).toEqual(['GET', 'HEAD'])
    expect(allowedMethods(match, '/blog/some-post')).toEqual(['GET', 'HEAD'])
  })
  it('a page with its own handler keeps that method as well', () => {
    expect(allowedMethods(match, '/admin/sign-in')).toEqual(['GET', 'HEAD', 'POST'])
  })
  it('a server route answers its own handlers’ methods (HEAD with GET)', () => {
    expect(allowedMethods(match, '/healthz')).toEqual(['GET', 'HEAD'])
    expect(allowedMethods(match, '/media/upload')).toEqual(['POST'])
    expect(allowedMethods(match, '/forms/contact')).toEqual(['POST'])
  })
  it('says nothing of unknown paths, server functions and routes that take any method', () => {
    expect(allowedMethods(match, '/no-such-page/at-all')).toBeUndefined()
    expect(allowedMethods(match, '/_serverFn/abc123')).toBeUndefined()
    expect(allowedMethods(match, '/hooks/anything')).toBeUndefined()
  })
})

describe('405 Method Not Allowed', () => {
  it.each(['PUT', 'DELETE', 'POST', 'TRACE', 'PATCH', 'OPTIONS'])(
    '%s on a page gets 405 with Allow: GET, HEAD',
    async (method) => {
      for (const path of ['/about', '/blog', '/blog/a-post', '/']) {
        const response = methodNotAllowed(match, request(method, path))
        expect(response?.status, `${method} ${path}`).toBe(405)
        expect(response?.headers.get('allow')).toBe('GET, HEAD')
        expect(await response?.text()).toBe('Method Not Allowed\n')
      }
    },
  )
  it('GET and HEAD of a page pass through to the app', () => {
    expect(methodNotAllowed(match, request('GET', '/about'))).toBeUndefined()
    expect(methodNotAllowed(match, request('HEAD', '/about'))).toBeUndefined()
  })
  it('routes keep their own methods: a form post, an upload, server functions', () => {
    expect(methodNotAllowed(match, request('POST', '/admin/sign-in'))).toBeUndefined()
    expect(methodNotAllowed(match, request('POST', '/media/upload'))).toBeUndefined()
    expect(methodNotAllowed(match, request('POST', '/forms/contact'))).toBeUndefined()
    expect(methodNotAllowed(match, request('POST', '/_serverFn/abc123'))).toBeUndefined()
    expect(methodNotAllowed(match, request('DELETE', '/hooks/x'))).toBeUndefined()
  })
  it('a server route refuses the methods it has no handler for, naming the ones it has', () => {
    const response = methodNotAllowed(match, request('DELETE', '/media/upload'))
    expect(response?.status).toBe(405)
    expect(response?.headers.get('allow')).toBe('POST')
    expect(methodNotAllowed(match, request('PUT', '/admin/sign-in'))?.headers.get('allow')).toBe('GET, HEAD, POST')
  })
  it('an unknown path is left to the app (its 404 page)', () => {
    expect(methodNotAllowed(match, request('PUT', '/no-such-page/at-all'))).toBeUndefined()
  })
})
