import { getServerConfig } from '~/server/config.server'
import { openDatabase, type Database } from './database.server'
import { migrate } from './migrate.server'
import { migrations } from './migrations.server'

/** Work to run once after migrations on a fresh database (sample content in development). */
export type StartupTask = (db: Database) => Promise<void>
const startupTasks: StartupTask[] = []

export function registerStartupTask(task: StartupTask): void {
  startupTasks.push(task)
}

let dbPromise: Promise<Database> | undefined

/**
 * The process-wide database: opened on first use, migrated, then startup tasks run.
 * DATABASE_URL selects Postgres; otherwise PGlite at PGLITE_DATA_DIR.
 */
export function getDb(): Promise<Database> {
  if (!dbPromise) {
    dbPromise = (async () => {
      const config = getServerConfig()
      const db = await openDatabase({ url: config.DATABASE_URL || undefined, dataDir: config.PGLITE_DATA_DIR })
      await migrate(db, migrations)
      for (const task of startupTasks) await task(db)
      registerShutdown(db)
      return db
    })()
    dbPromise.catch(() => {
      dbPromise = undefined
    })
  }
  return dbPromise
}

function registerShutdown(db: Database) {
  // scripts/start.mjs calls this on SIGTERM after the HTTP server stops accepting requests.
  ;(globalThis as { __readyappsShutdown?: () => Promise<void> }).__readyappsShutdown = async () => {
    await db.close()
    dbPromise = undefined
  }
}

/** Tests: use this database instead of opening one from the environment. */
export function setDbForTests(db: Database | undefined): void {
  dbPromise = db ? Promise.resolve(db) : undefined
}
