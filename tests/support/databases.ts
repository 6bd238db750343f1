import { randomBytes } from 'node:crypto'
import { openDatabase, type Database } from '~/server/db/database.server'
import { migrate } from '~/server/db/migrate.server'
import { migrations } from '~/server/db/migrations.server'

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

export interface DatabaseTarget {
  name: 'pglite' | 'postgres'
  /** Skipped (visibly) when no Postgres URL is given. */
  available: boolean
  /** Opens a fresh, migrated database and returns it with its clean-up. */
  open: () => Promise<{ db: Database; dispose: () => Promise<void> }>
}

async function freshPostgres(): Promise<{ db: Database; dispose: () => Promise<void> }> {
  const pg = await import('pg')
  const name = `readyapps_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.default.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  const db = await openDatabase({ url: url.toString() })
  await migrate(db, migrations)
  return {
    db,
    dispose: async () => {
      await db.close()
      const cleanup = new pg.default.Client({ connectionString: postgresUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

export const databaseTargets: DatabaseTarget[] = [
  {
    name: 'pglite',
    available: true,
    open: async () => {
      const db = await openDatabase({ dataDir: 'memory://' })
      await migrate(db, migrations)
      return { db, dispose: () => db.close() }
    },
  },
  { name: 'postgres', available: Boolean(postgresUrl), open: freshPostgres },
]
