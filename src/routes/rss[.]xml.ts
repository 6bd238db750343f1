import { createFileRoute } from '@tanstack/react-router'
import { getServerConfig } from '~/server/config.server'
import { withDatabaseFallback } from '~/server/http/request-guard.server'
import { FEED_SIZE, getPostRepository } from '~/server/posts/posts.server'
import { renderRssFeed } from '~/server/posts/rss'

export const Route = createFileRoute('/rss.xml')({
  server: {
    handlers: {
      GET: () =>
        withDatabaseFallback(async () => {
          const posts = await (await getPostRepository()).latestPublished(FEED_SIZE)
          const body = renderRssFeed(getServerConfig().SITE_ORIGIN, posts)
          return new Response(body, {
            headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=900' },
          })
        }),
    },
  },
})
