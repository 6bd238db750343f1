import { getServerConfig } from '~/server/config.server'
import { seedSampleContentIfWanted } from '~/server/posts/seed.server'
import { openDatabase, type Database } from './database.server'
import { migrate } from './migrate.server'
import { migrations } from './migrations.server'

// Kept on globalThis so the dev server's module reloads reuse the open database instead of
// opening a second PGlite on the same data directory.
const state = globalThis as { __readyappsDb?: Promise<Database> }

/**
 * The process-wide database: opened on first use, migrated, sample posts seeded when wanted
 * (see seed.server.ts) and the admin from ADMIN_EMAIL created. DATABASE_URL selects Postgres; otherwise PGlite
 * at PGLITE_DATA_DIR.
 */
export function getDb(): Promise<Database> {
  if (!state.__readyappsDb) {
    const opening = (async () => {
      const config = getServerConfig()
      const db = await openDatabase({ url: config.DATABASE_URL || undefined, dataDir: config.PGLITE_DATA_DIR })
      try {
        await migrate(db, migrations)
        await seedSampleContentIfWanted(db, config)
        const { ensureBootstrapAdmin } = await import('~/server/auth/index.server')
        await ensureBootstrapAdmin(db)
      } catch (error) {
        await db.close().catch(() => undefined)
        throw error
      }
      registerShutdown(db)
      return db
    })()
    state.__readyappsDb = opening
    opening.catch(() => {
      if (state.__readyappsDb === opening) state.__readyappsDb = undefined
    })
  }
  return state.__readyappsDb
}

function registerShutdown(db: Database) {
  // scripts/start.mjs calls this on SIGTERM after the HTTP server stops accepting requests.
  ;(globalThis as { __readyappsShutdown?: () => Promise<void> }).__readyappsShutdown = async () => {
    await db.close()
    state.__readyappsDb = undefined
  }
}

/** Tests: use this database instead of opening one from the environment. */
export function setDbForTests(db: Database | undefined): void {
  state.__readyappsDb = db ? Promise.resolve(db) : undefined
}
