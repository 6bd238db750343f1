import { createFileRoute } from '@tanstack/react-router'
import { getServerConfig } from '~/server/config.server'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () => {
        const origin = getServerConfig().SITE_ORIGIN.replace(/\/+$/, '')
        const body = [
          'User-agent: *',
          'Allow: /',
          'Disallow: /admin',
          'Disallow: /thank-you',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n')
        return new Response(body, {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        })
      },
    },
  },
})
