import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { openDatabase, type Database } from '~/server/db/database.server'
import { migrate } from '~/server/db/migrate.server'
import { migrations } from '~/server/db/migrations.server'
import { createScratchDatabase } from '../../scripts/scratch-postgres'

/**
 * The databases server tests run against: always PGlite in memory, and real Postgres when
 * TEST_DATABASE_URL is set (CI always sets it). Each Postgres test database is created fresh and
 * dropped afterwards.
 */
export const postgresUrl = process.env.TEST_DATABASE_URL ?? ''

if (!postgresUrl) {
  console.warn(
    '[tests] TEST_DATABASE_URL is not set: the real-Postgres variants are SKIPPED (PGlite variants still run).',
  )
}

let image: Promise<Blob> | undefined
/** The migrated PGlite image of the run, read once per test file. */
function pgliteImage(): Promise<Blob> {
  image ??= readFile(inject('pgliteImage')).then((bytes) => new Blob([bytes]))
  return image
}

export interface DatabaseTarget {
  name: 'pglite' | 'postgres'
  /** Skipped (visibly) when no Postgres URL is given. */
  available: boolean
  /** Opens a fresh, migrated database and returns it with its clean-up. */
  open: () => Promise<{ db: Database; dispose: () => Promise<void> }>
}

async function freshPostgres(): Promise<{ db: Database; dispose: () => Promise<void> }> {
  const scratch = await createScratchDatabase(postgresUrl, 'readyapps_test')
  const db = await openDatabase({ url: scratch.url })
  await migrate(db, migrations)
  return {
    db,
    dispose: async () => {
      await db.close()
      await scratch.drop()
    },
  }
}

export const databaseTargets: DatabaseTarget[] = [
  {
    name: 'pglite',
    available: true,
    open: async () => {
      // From the run's migrated image (tests/global-setup.ts); migrating it again finds nothing to do.
      const db = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteImage() })
      await migrate(db, migrations)
      return { db, dispose: () => db.close() }
    },
  },
  { name: 'postgres', available: Boolean(postgresUrl), open: freshPostgres },
]
