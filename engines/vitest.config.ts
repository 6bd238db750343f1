import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The cross-engine suite (`npm run test:engines`): Firefox ESR and WebKitGTK against the
 * production build. One file per engine, run side by side (one worker each); the tests of an
 * engine run one after another in its tab(s). No retries: a check that passes on its second try
 * is a failure to fix.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('../src', import.meta.url)),
      '#app-config': fileURLToPath(new URL('../app.config.ts', import.meta.url)),
    },
  },
  test: {
    include: ['engines/*.test.ts'],
    environment: 'node',
    globalSetup: ['engines/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    retry: 0,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
