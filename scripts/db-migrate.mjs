// `npm run db:migrate`: applies pending SQL migrations to DATABASE_URL (any Postgres) or, when it
// is empty, to the embedded PGlite database at PGLITE_DATA_DIR. The same code the server runs on
// start, loaded through Vite so TypeScript, the '~' alias and the bundled migration files work
// without a build. Stop the dev server first when using PGlite: one process per data folder.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))

const vite = await createServer({
  configFile: false,
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('../src', import.meta.url)),
      '#app-config': fileURLToPath(new URL('../app.config.ts', import.meta.url)),
    },
  },
  ssr: { external: ['@electric-sql/pglite', 'pg'] },
})

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
