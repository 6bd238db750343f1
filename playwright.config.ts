import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
// @ts-expect-error: a plain ES module script without types
import { SERVER_NODE_FLAGS } from './scripts/server-node-flags.mjs'

/**
 * End-to-end tests run against the production build (`npm run build`, then `npm start`).
 * Chromium: CHROMIUM_PATH if set, else the system's headless shell (Debian's package
 * chromium-headless-shell), else the system's Chromium, else Playwright's own browser (where
 * `npx playwright install chromium` works).
 *
 * The headless shell is the same Chromium build (same Blink, V8 and version) without the
 * browser's window machinery; it is what Playwright itself runs for headless tests. On the 2-core
 * machine the suite is CPU-bound and Chromium is about three quarters of its CPU: with the shell
 * the whole suite took a fifth less time, every test and screenshot baseline unchanged.
 */
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => existsSync(path),
)
const executablePath = process.env.CHROMIUM_PATH || systemChromium

const port = Number(process.env.E2E_PORT ?? 3100)
const stubPort = Number(process.env.E2E_STUB_PORT ?? port + 1)
/** The SMTP stand-in (in the stub server): the relay of mail to subscribers. */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2)
const baseURL = `http://127.0.0.1:${port}`
/**
 * Everything the app servers print during the run (the shared one below and the private ones of
 * e2e/support/own-server.ts, all appending), for e2e/privacy.spec.ts (the 'privacy' project runs
 * after all other tests and fails if a test visitor's details are in it). Emptied once, by the
 * runner's main process (the workers load this file too, and must not).
 */
export const serverLogFile = process.env.E2E_SERVER_LOG || join(tmpdir(), `readyapps-e2e-server-${port}.log`)
if (process.env.TEST_WORKER_INDEX === undefined && !process.env.E2E_SERVER_LOG_EMPTIED) {
  writeFileSync(serverLogFile, '')
  process.env.E2E_SERVER_LOG_EMPTIED = '1'
}
process.env.E2E_SERVER_LOG = serverLogFile
/**
 * The run's database image for private servers (e2e/support/own-server.ts databaseImage: made by
 * the first that needs it, copied for each), named by the runner's main process and removed when
 * it exits.
 */
if (process.env.TEST_WORKER_INDEX === undefined && !process.env.E2E_PGLITE_IMAGE) {
  const image = join(tmpdir(), `readyapps-e2e-db-${process.pid}`)
  process.env.E2E_PGLITE_IMAGE = image
  process.once('exit', () => {
    for (const path of [image, `${image}.tmp`, `${image}.tmp.lock`, `${image}.making`])
      rmSync(path, { recursive: true, force: true })
  })
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  // No retries, also in CI: a test that passes only on its second try is a failure to fix (wait for
  // the state the test needs, e.g. expectLive and holdScripts in e2e/support). Every spec that writes
  // data has its own server (e2e/support/own-server.ts) and every extra server a port the system picks.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    // Kept for a failed test only; DOM snapshots but no screencast (encoding frames for every test
    // costs the 2-core machine more than the pictures are worth next to the snapshots). Not in CI:
    // its machine is thrown away with the traces, and recording them slows every test by a seventh
    // (the error, its call log and the list reporter's output are what a CI run leaves).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // No service worker, but in the tests of the service worker itself (e2e/layout.spec.ts): every
    // test is a new visitor, whose first page would start a worker, install it and copy each asset
    // into its cache, work no other test looks at; and a worker answers requests out of the reach
    // of page.route, so a test that holds back or counts a chunk could miss it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /privacy.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Reads the whole run's server log and the build: runs last.
    { name: 'privacy', testMatch: /privacy.*\.spec\.ts/, dependencies: ['chromium'] },
  ],
  webServer: [
    {
      command: `node e2e/support/stub-server.mjs`,
      url: `http://127.0.0.1:${stubPort}/__health`,
      reuseExistingServer: false,
      env: { STUB_PORT: String(stubPort), SMTP_PORT: String(smtpPort) },
      stdout: 'pipe',
    },
    {
      // The output also goes to serverLogFile (appended: private servers write there too).
      command: `node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs 2>&1 | tee -a '${serverLogFile}'`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        SITE_ORIGIN: 'https://www.readyapps.test',
        PGLITE_DATA_DIR: 'memory://',
        SEED_SAMPLE_CONTENT: 'true',
        E2E_STUB_URL: `http://127.0.0.1:${stubPort}`,
        EMAILJS_API_URL: `http://127.0.0.1:${stubPort}/emailjs`,
        EMAILJS_SERVICE_ID: 'service_e2e',
        EMAILJS_TEMPLATE_ID: 'template_e2e',
        EMAILJS_PUBLIC_KEY: 'public_e2e',
        EMAILJS_PRIVATE_KEY: 'private_e2e',
        IP_LOOKUP_URL: `http://127.0.0.1:${stubPort}/ipapi`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMTP_FROM: 'ReadyApps <newsletter@readyapps.test>',
        // The tests play the proxy in front of the server: they set X-Forwarded-For.
        TRUST_PROXY_HOPS: '1',
        // Test-only admin account, created on start (there is no default account).
        ADMIN_EMAIL: 'admin@readyapps.test',
        ADMIN_PASSWORD: 'e2e-admin-password-123',
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
})
