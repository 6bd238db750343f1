import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/healthz')({
  server: {
    handlers: {
      GET: () =>
        Response.json(
          { status: 'ok', uptimeSeconds: Math.round(process.uptime()), time: new Date().toISOString() },
          { headers: { 'cache-control': 'no-store' } },
        ),
    },
  },
})
