// `npm run db:migrate`: applies pending SQL migrations to DATABASE_URL (any Postgres) or, when it
// is empty, to the embedded PGlite database at PGLITE_DATA_DIR. The same code the server runs on
// start, loaded through Vite (scripts/server-modules.mjs). Stop the dev server first when using
// PGlite: one process per data folder.
import { createServerModules } from './server-modules.mjs'

const vite = await createServerModules()

let exitCode = 0
try {
  const { getServerConfig } = await vite.ssrLoadModule('/src/server/config.server.ts')
  const { openDatabase } = await vite.ssrLoadModule('/src/server/db/database.server.ts')
  const { migrate } = await vite.ssrLoadModule('/src/server/db/migrate.server.ts')
  const { migrations } = await vite.ssrLoadModule('/src/server/db/migrations.server.ts')

  const config = getServerConfig()
  const target = config.DATABASE_URL ? 'Postgres (DATABASE_URL)' : `PGlite at ${config.PGLITE_DATA_DIR}`
  const db = await openDatabase({ url: config.DATABASE_URL || undefined, dataDir: config.PGLITE_DATA_DIR })
  try {
    const applied = await migrate(db, migrations)
    console.log(
      applied.length > 0
        ? `Applied ${applied.length} migration(s) to ${target}: ${applied.join(', ')}`
        : `${target} is up to date (${migrations.length} migration(s)).`,
    )
  } finally {
    await db.close()
  }
} catch (error) {
  console.error('Migration failed:', error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  await vite.close()
}
process.exit(exitCode)
