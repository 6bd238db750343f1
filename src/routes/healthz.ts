import { createFileRoute } from '@tanstack/react-router'
import { getDb } from '~/server/boot.server'
import { logError } from '~/server/log.server'

/** A database that takes longer than this to answer SELECT 1 is not ready for traffic. */
const HEALTH_TIMEOUT_MS = 3_000

/**
 * Liveness and readiness: 200 once the database answers (opening it if needed, so a load
 * balancer or the test runner warms it before real traffic), 503 otherwise, naming the
 * dependency that is down. Never the driver's text: that goes to the log.
 */
export const Route = createFileRoute('/healthz')({
  server: {
    handlers: {
      GET: async () => {
        const headers = { 'cache-control': 'no-store' }
        let timer: ReturnType<typeof setTimeout> | undefined
        try {
          // Opening (migrations on first start) may take longer; Postgres's own timeouts bound it.
          const db = await getDb()
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS)
          })
          await Promise.race([db.query('SELECT 1'), timeout])
          return Response.json(
            { status: 'ok', database: db.kind, uptimeSeconds: Math.round(process.uptime()) },
            { headers },
          )
        } catch (error) {
          logError('Health check failed (database)', error)
          return Response.json(
            { status: 'unavailable', database: 'unreachable', down: ['database'] },
            { status: 503, headers: { ...headers, 'retry-after': '10' } },
          )
        } finally {
          clearTimeout(timer)
        }
      },
    },
  },
})
