// The server's own TypeScript modules for the command-line scripts (db:migrate, admin:create,
// bench:leads): loaded through Vite without the app's plugins or a build, so TypeScript, the '~'
// alias and the bundled migration files work. Load with `ssrLoadModule('/src/...')`; close after.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

export function createServerModules() {
  return createServer({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
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
}
