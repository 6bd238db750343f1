import { createFileRoute } from '@tanstack/react-router'
import { getDb } from '~/server/db/index.server'

/**
 * Liveness and readiness: 200 once the database answers (opening it if needed, so a load
 * balancer or the test runner warms it before real traffic), 503 otherwise.
 */
export const Route = createFileRoute('/healthz')({
  server: {
    handlers: {
      GET: async () => {
        const headers = { 'cache-control': 'no-store' }
        try {
          const db = await getDb()
          await db.query('SELECT 1')
          return Response.json(
            { status: 'ok', database: db.kind, uptimeSeconds: Math.round(process.uptime()) },
            { headers },
          )
        } catch (error) {
          console.error('Health check failed', error)
          return Response.json({ status: 'unavailable', database: 'unreachable' }, { status: 503, headers })
        }
      },
    },
  },
})
