import { startAnalytics, stopAnalytics } from './analytics/analytics.server'
import { ensureBootstrapAdmin } from './auth/bootstrap-admin.server'
import { secretsKey } from './auth/secret-box.server'
import { getServerConfig, optionalServices, type ServerConfig } from './config.server'
import { DatabaseUnavailableError, isDatabaseUnavailable, openDatabase, type Database } from './db/database.server'
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock.server'
import { migrate } from './db/migrate.server'
import { migrations } from './db/migrations.server'
import { emailJsSettings } from './email/emailjs.server'
import { smtpSettings } from './email/smtp.server'
import type { OutgoingContext } from './delivery/outgoing.server'
import { newsletterConfirmSender } from './leads/subscriber-mail.server'
import { addressPolicy, sealPlainSecrets, webhookSender } from './webhooks/webhooks.server'
import { startLeadDeliveryWorker, stopLeadDeliveryWorker } from './leads/lead-delivery-worker.server'
import { startLeadOutbox, stopLeadOutbox } from './leads/lead-outbox.server'
import { startPostScheduleTimer, stopPostScheduleTimer } from './posts/schedule-timer.server'
import { seedSampleContentIfWanted } from './posts/seed.server'

/**
 * The one module that owns the process's start-up and shut-down. `bootServer()` reads and checks
 * the configuration once (a bad environment stops the server at start, not at the first
 * request). The database opens on first need, so pages that read no data never pay for it;
 * opening migrates, seeds sample content when asked, ensures the admin account and starts the
 * lead e-mail retry loop. Request handlers never start anything themselves.
 */
interface BootState {
  config?: ServerConfig
  db?: Promise<Database>
  lock?: DataDirLock
}

// Kept on globalThis so the dev server's module reloads reuse the open database instead of
// opening a second PGlite on the same data directory.
const holder = globalThis as { __readyappsBoot?: BootState; __readyappsShutdown?: () => Promise<void> }
const state: BootState = (holder.__readyappsBoot ??= {})

/**
 * Reads and checks the configuration once per process and logs one start-up line. Idempotent;
 * `env` is for tests (defaults to process.env). Throws when the environment is invalid.
 */
export function bootServer(env: Record<string, string | undefined> = process.env): ServerConfig {
  if (state.config) return state.config
  const config = getServerConfig(env)
  // The embedded database's folder belongs to one process: a second server refuses to start.
  if (!config.DATABASE_URL && !config.PGLITE_DATA_DIR.startsWith('memory://')) {
    state.lock = acquireDataDirLock(config.PGLITE_DATA_DIR)
  }
  state.config = config
  // What visitors sent while the database was down waits in the outbox: store it once it is back.
  startLeadOutbox(config, getDb)
  // scripts/start.mjs calls this on SIGTERM after the HTTP server stops accepting requests.
  holder.__readyappsShutdown = shutdownServer
  const database = config.DATABASE_URL ? 'Postgres (DATABASE_URL)' : `PGlite at ${config.PGLITE_DATA_DIR}`
  const services = Object.entries(optionalServices(config))
  const off = services.filter(([, on]) => !on).map(([name]) => name)
  // One line says what runs and which optional services are off (not configured).
  console.info(
    `[boot] ReadyApps server (${config.NODE_ENV}), ${config.SITE_ORIGIN}, database: ${database}; ` +
      `optional services off: ${off.join(', ') || 'none'}`,
  )
  return config
}

async function openPreparedDatabase(config: ServerConfig): Promise<Database> {
  const db = await openDatabase({
    url: config.DATABASE_URL || undefined,
    dataDir: config.PGLITE_DATA_DIR,
    ownsDataDir: Boolean(state.lock),
  })
  try {
    await migrate(db, migrations)
    await seedSampleContentIfWanted(db, config)
    await ensureBootstrapAdmin(db, config)
    // Endpoint secrets added before ADMIN_SECRETS_KEY was set are sealed now that it is.
    const key = secretsKey(config.ADMIN_SECRETS_KEY)
    if (key) await sealPlainSecrets(db, key)
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  const email = emailJsSettings(config)
  const outgoing = outgoingContext(db, config)
  startLeadDeliveryWorker(async () => ({ db, email, salesEmail: config.SALES_EMAIL, outgoing }))
  // Scheduled posts: drop cached pages when one becomes due.
  startPostScheduleTimer(async () => db)
  startAnalytics(async () => db)
  return db
}

/** The senders of the queued outgoing messages (mail to subscribers, webhooks to the CRM). */
export function outgoingContext(db: Database, config: ServerConfig): OutgoingContext {
  const smtp = smtpSettings(config)
  return {
    db,
    senders: {
      'newsletter-confirm': newsletterConfirmSender({ db, smtp, siteOrigin: config.SITE_ORIGIN }),
      webhook: webhookSender({
        db,
        policy: addressPolicy(config),
        secretsKey: secretsKey(config.ADMIN_SECRETS_KEY),
      }),
    },
  }
}

/**
 * The process-wide database, opened on first call (DATABASE_URL selects Postgres, otherwise
 * PGlite at PGLITE_DATA_DIR). A failed opening is forgotten, so a later request tries again.
 */
export function getDb(): Promise<Database> {
  if (!state.db) {
    const opening = openPreparedDatabase(bootServer()).catch((error: unknown) => {
      // Whatever stopped the opening (refused, timed out, migration interrupted), callers see
      // "unavailable": pages answer 503 and a later request tries again.
      throw isDatabaseUnavailable(error) ? error : new DatabaseUnavailableError(error)
    })
    state.db = opening
    opening.catch(() => {
      if (state.db === opening) state.db = undefined
    })
  }
  return state.db
}

/**
 * Stops the retry loop and closes the database (SIGTERM, after requests have drained). The
 * configuration is forgotten too, so a later `bootServer()` starts afresh.
 */
export async function shutdownServer(): Promise<void> {
  // The delivery run in progress finishes before the database closes under it.
  await stopLeadDeliveryWorker()
  stopLeadOutbox()
  stopPostScheduleTimer()
  const opening = state.db
  // What the analytics batch holds is written before the database closes.
  if (opening) await stopAnalytics().catch(() => undefined)
  state.db = undefined
  state.config = undefined
  if (holder.__readyappsShutdown === shutdownServer) holder.__readyappsShutdown = undefined
  const db = await opening?.catch(() => undefined)
  await db?.close()
  state.lock?.release()
  state.lock = undefined
}

/** Tests: use this database instead of opening one from the environment (no worker starts). */
export function setDbForTests(db: Database | undefined): void {
  state.db = db ? Promise.resolve(db) : undefined
}
