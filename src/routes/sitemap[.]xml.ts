import { stat } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { createFileRoute } from '@tanstack/react-router'
import { getServerConfig } from '~/server/config.server'
import { withDatabaseFallback } from '~/server/http/request-guard.server'
import { dynamicSitemapSources } from '~/server/sitemap-sources.server'
import { buildSitemapEntries, renderSitemap } from '~/domain/sitemap'

let contentUpdatedAt: Promise<string | undefined> | undefined

/**
 * When the site's content last changed: the content is compiled into the server build, so the
 * build's own file time is that moment (in development, this file's).
 */
function buildTime(): Promise<string | undefined> {
  contentUpdatedAt ??= stat(fileURLToPath(import.meta.url))
    .then((info) => info.mtime.toISOString())
    .catch(() => undefined)
  return contentUpdatedAt
}

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
            contentUpdatedAt: await buildTime(),
          })
          const body = renderSitemap(getServerConfig().SITE_ORIGIN, entries)
          return new Response(body, {
            headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
          })
        }),
    },
  },
})
