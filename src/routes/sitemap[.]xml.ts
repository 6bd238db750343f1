import { createFileRoute } from '@tanstack/react-router'
import { getServerConfig } from '~/server/config.server'
import { withDatabaseFallback } from '~/server/http/request-guard.server'
import { dynamicSitemapSources } from '~/server/sitemap-sources.server'
import { renderSitemap, staticPagePaths, type SitemapEntry } from '~/domain/sitemap'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: () =>
        withDatabaseFallback(async () => {
          const { getRouter } = await import('~/router')
          const router = getRouter()
          const fullPaths = Object.values(router.routesByPath).map((route) => route.fullPath as string)
          const entries: SitemapEntry[] = staticPagePaths(fullPaths).map((path) => ({
            path,
            changeFrequency: path === '/' || path === '/blog' ? 'weekly' : 'monthly',
            priority: path === '/' ? 1 : 0.7,
          }))
          const seen = new Set(entries.map((entry) => entry.path))
          for (const source of dynamicSitemapSources) {
            for (const entry of await source()) {
              if (!seen.has(entry.path)) {
                seen.add(entry.path)
                entries.push(entry)
              }
            }
          }
          const body = renderSitemap(getServerConfig().SITE_ORIGIN, entries)
          return new Response(body, {
            headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
          })
        }),
    },
  },
})
