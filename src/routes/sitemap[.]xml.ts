import { createFileRoute } from '@tanstack/react-router'
import { pageUpdated } from '~/content/page-dates'
import { getServerConfig } from '~/server/config.server'
import { withDatabaseFallback } from '~/server/http/request-guard.server'
import { dynamicSitemapSources } from '~/server/sitemap-sources.server'
import { buildSitemapEntries, renderSitemap } from '~/domain/sitemap'

/** The sitemap: every public page with the date its content last changed (src/content/page-dates.ts). */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: () =>
        withDatabaseFallback(async () => {
          const { getRouter } = await import('~/router')
          const router = getRouter()
          const fullPaths = Object.values(router.routesByPath).map((route) => route.fullPath as string)
          const entries = await buildSitemapEntries({
            fullPaths,
            sources: dynamicSitemapSources,
            pageDates: pageUpdated,
          })
          const body = renderSitemap(getServerConfig().SITE_ORIGIN, entries)
          return new Response(body, {
            headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
          })
        }),
    },
  },
})
