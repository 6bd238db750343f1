import { createScratchDatabase } from '../../scripts/scratch-postgres'
import { startAppServer, type AppServerProcess } from './own-server'

/**
 * The servers of the growth specs (newsletter consent, webhooks, a person's data): one on the
 * embedded database and, when TEST_DATABASE_URL (or E2E_DATABASE_URL) is set, one on a fresh
 * Postgres database. NODE_ENV=test: the tests' webhook receiver is on loopback, which only the
 * test allowance WEBHOOK_ALLOW_PRIVATE_HOSTS permits, and the server refuses that in production.
 * ADMIN_SECRETS_KEY is set, as the operations guide asks of a site: the endpoints' secrets are sealed.
 */
export const postgresUrl = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || ''

export const DATABASE_VARIANTS = ['pglite', 'postgres'] as const
export type DatabaseVariant = (typeof DATABASE_VARIANTS)[number]

export interface GrowthServer {
  server: AppServerProcess
  origin: string
  stop: () => Promise<void>
}

export async function startGrowthServer(variant: DatabaseVariant, name: string): Promise<GrowthServer> {
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    ADMIN_SECRETS_KEY: Buffer.alloc(32, 3).toString('hex'),
  }
  let drop: () => Promise<void> = async () => undefined
  if (variant === 'postgres') {
    const scratch = await createScratchDatabase(postgresUrl, `readyapps_e2e_${name.replace(/\W/g, '_')}`)
    env.DATABASE_URL = scratch.url
    drop = scratch.drop
  }
  const server = await startAppServer(env, { logName: `${name} (${variant})` })
  return {
    server,
    origin: server.origin,
    stop: async () => {
      await server.stop('SIGTERM')
      await drop()
    },
  }
}

/** The path and query of a link the site wrote with its public origin (SITE_ORIGIN), to open on a test server. */
export function sitePath(link: string): string {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}
