import { spawn, type ChildProcess } from 'node:child_process'
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// @ts-expect-error: a plain ES module script without types
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs'
import { test as base } from './fixtures'

/**
 * A private app server for one spec file, so what its tests write (posts, leads, subscribers,
 * sessions, rate-limit counts) is seen by nobody else, and its tests see nobody else's leftovers.
 *
 * USE IT in a spec whose tests create or change data other specs could see, or that needs a
 * known-clean database:
 *
 *   import { test, expect } from './support/own-server'
 *   // One server per name: give each spec file its own (the file name is a good one).
 *   test.use({ ownServer: { name: 'admin-posts' } })
 *
 *   test('...', async ({ page, request, appServer }) => {
 *     await page.goto('/admin')             // relative URLs go to the private server (baseURL)
 *     appServer.origin                      // 'http://127.0.0.1:<port>', for fetch() and the like
 *   })
 *
 * - The server is `scripts/start.mjs` on the production build with the same settings as the
 *   shared server in playwright.config.ts (seeded sample content, the e2e admin, the stub
 *   services), on its own copy of an embedded database made once per run (`databaseImage`), on
 *   a port the system picks (PORT=0: the server prints the port it got, nothing is guessed or
 *   offset from E2E_PORT). `ownServer.env` adds or overrides
 *   settings (e.g. `{ RATE_LIMIT_...: '...' }`).
 * - It is worker-scoped: Playwright runs a file with its own `ownServer` name in a worker of its
 *   own, starts the server before the first test (its start-up does not count against a test's
 *   timeout) and stops it when the worker ends, also after a failure or a timeout; if the worker
 *   process itself dies, the server is killed with it.
 * - Its output is appended to the run's server log (E2E_SERVER_LOG), which e2e/privacy.spec.ts
 *   checks for visitor details, like the shared server's.
 * - The stub services (stubUrl, stubRequests, setStubMode in ./fixtures) are still the shared ones:
 *   a test reads and sets only what concerns its own unique address.
 *
 * Specs that start servers themselves (other settings, a data folder, restarts) use
 * `spawnAppServer` / `startAppServer` below directly.
 */

const port = Number(process.env.E2E_PORT ?? 3100)
const stubUrl = `http://127.0.0.1:${Number(process.env.E2E_STUB_PORT ?? port + 1)}`
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2)

/** The settings of the shared e2e server (playwright.config.ts), for private servers (but one). */
export const E2E_SERVER_ENV: Record<string, string> = {
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  SITE_ORIGIN: 'https://www.readyapps.test',
  PGLITE_DATA_DIR: 'memory://',
  DATABASE_URL: '',
  SUPABASE_URL: '',
  SEED_SAMPLE_CONTENT: 'true',
  E2E_STUB_URL: stubUrl,
  EMAILJS_API_URL: `${stubUrl}/emailjs`,
  EMAILJS_SERVICE_ID: 'service_e2e',
  EMAILJS_TEMPLATE_ID: 'template_e2e',
  EMAILJS_PUBLIC_KEY: 'public_e2e',
  EMAILJS_PRIVATE_KEY: 'private_e2e',
  IP_LOOKUP_URL: `${stubUrl}/ipapi`,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SMTP_FROM: 'ReadyApps <newsletter@readyapps.test>',
  TRUST_PROXY_HOPS: '1',
  ADMIN_EMAIL: 'admin@readyapps.test',
  ADMIN_PASSWORD: 'e2e-admin-password-123',
  // Not the shared server's: a private server compresses each asset again on first request, and
  // brotli's top quality costs seconds of CPU per large chunk (e2e/budgets.spec.ts measures the
  // shared server's quality-11 bytes).
  STATIC_BROTLI_QUALITY: '5',
}

export interface AppServerProcess {
  process: ChildProcess
  /** Everything the server printed so far. */
  output: () => string
  /** The origin, once the server has printed the port it listens on (throws before). */
  readonly origin: string
  /** Resolves with the origin when the server listens; rejects if it exits first. */
  listening: Promise<string>
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>
  /** Sends the signal (if still running) and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

const LISTENING = /ReadyApps listening on http:\/\/[^\s]+?:(\d+)/

/**
 * Starts `node scripts/start.mjs` on a port the system picks, with `env` as its whole environment
 * (plus PATH, PORT=0 and HOST). Does not wait: `listening` tells when (and where) it listens.
 */
export function spawnAppServer(env: Record<string, string>, { logName = 'own server' } = {}): AppServerProcess {
  const logFile = process.env.E2E_SERVER_LOG
  let output = ''
  let origin: string | undefined
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // A worker that dies (or is killed after a timeout) takes its servers with it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      process.off('exit', killOnExit)
      resolve(code)
    }),
  )
  let onListening: (origin: string) => void = () => {}
  const listening = new Promise<string>((resolve, reject) => {
    onListening = resolve
    void exited.then((code) => reject(new Error(`${logName} exited (${code}) before listening:\n${output}`)))
  })
  listening.catch(() => {})
  const collect = (chunk: Buffer) => {
    const text = chunk.toString()
    output += text
    if (logFile) appendFileSync(logFile, text.replace(/^(?=.)/gm, `[${logName}] `))
    if (!origin) {
      const match = LISTENING.exec(output)
      if (match) {
        origin = `http://127.0.0.1:${match[1]}`
        onListening(origin)
      }
    }
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  return {
    process: child,
    output: () => output,
    get origin() {
      if (!origin) throw new Error(`${logName} is not listening yet`)
      return origin
    },
    listening,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/** Waits until the server listens and answers /healthz. */
export async function waitForHealth(server: AppServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const origin = await Promise.race([
    server.listening,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no port after ${timeoutMs} ms:\n${server.output()}`)), timeoutMs).unref(),
    ),
  ])
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null)
      throw new Error(`server exited (${server.process.exitCode}): ${server.output()}`)
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${origin} did not become healthy: ${server.output()}`)
}

/**
 * Asks a new server once for every script and style sheet of the build, so it reads and compresses
 * them now rather than during a test's first page (on a busy machine that first admin page then
 * takes longer than an expectation waits). The shared server is warm after the first specs anyway.
 */
export async function warmStaticFiles(origin: string): Promise<void> {
  const names = readdirSync('dist/client/assets').filter((name) => /\.(js|css)$/.test(name))
  const queue = [...names]
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let name = queue.shift(); name; name = queue.shift()) {
        await fetch(`${origin}/assets/${name}`, { headers: { 'accept-encoding': 'br' } }).then(
          (response) => response.arrayBuffer(),
          () => undefined,
        )
      }
    }),
  )
}

/**
 * Spawns a server with the shared e2e settings plus `env`, waits until it is healthy and warms its
 * static files (`warm: false` skips that).
 */
export async function startAppServer(
  env: Record<string, string> = {},
  options: { logName?: string; warm?: boolean } = {},
): Promise<AppServerProcess> {
  const server = spawnAppServer({ ...E2E_SERVER_ENV, ...env }, options)
  try {
    await waitForHealth(server)
    if (options.warm !== false) await warmStaticFiles(server.origin)
  } catch (error) {
    await server.stop('SIGKILL')
    throw error
  }
  return server
}

/**
 * The embedded database a private server starts from: the shared settings' (migrated, seeded,
 * with the e2e admin), made once per run by the first private server that needs it and copied for
 * each (a server on a new `memory://` database runs PostgreSQL's initdb, the migrations and the
 * seeding: about 6.6 s of CPU to start; on a copy about 2). Its folder is E2E_PGLITE_IMAGE, which
 * playwright.config.ts names per run and removes at its end.
 */
async function databaseImage(): Promise<string> {
  const image = process.env.E2E_PGLITE_IMAGE
  if (!image) throw new Error('E2E_PGLITE_IMAGE is not set (playwright.config.ts sets it)')
  const making = `${image}.making`
  const deadline = Date.now() + 120_000
  while (!existsSync(image)) {
    if (Date.now() > deadline) throw new Error(`no database image at ${image} after 120 s`)
    try {
      // One maker at a time, across the workers: mkdir is atomic.
      mkdirSync(making)
    } catch {
      if (makerIsGone(making)) {
        // Its maker died (a worker killed mid-way): one waiter takes the folder away, atomically, and all try again.
        try {
          renameSync(making, `${making}.gone-${process.pid}`)
          rmSync(`${making}.gone-${process.pid}`, { recursive: true, force: true })
        } catch {
          // Another waiter took it first.
        }
        continue
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
      continue
    }
    try {
      writeFileSync(join(making, 'pid'), String(process.pid))
      if (existsSync(image)) break
      const folder = `${image}.tmp`
      rmSync(folder, { recursive: true, force: true })
      const server = spawnAppServer({ ...E2E_SERVER_ENV, PGLITE_DATA_DIR: folder }, { logName: 'database image' })
      try {
        await waitForHealth(server)
      } finally {
        const code = await server.stop('SIGTERM')
        if (code !== 0) throw new Error(`the database image's server exited with ${code}:\n${server.output()}`)
      }
      renameSync(folder, image)
    } finally {
      rmSync(making, { recursive: true, force: true })
    }
  }
  return image
}

/**
 * Whether the worker that made the `.making` folder has died: its pid (written right after the
 * folder) is not a live process, or it wrote none in 10 s.
 */
function makerIsGone(making: string): boolean {
  try {
    const pid = Number(readFileSync(join(making, 'pid'), 'utf8'))
    try {
      process.kill(pid, 0)
      return false
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ESRCH'
    }
  } catch {
    try {
      return Date.now() - statSync(making).mtimeMs > 10_000
    } catch {
      return false
    }
  }
}

/**
 * A private copy of the database image, for one server. The data folder sits inside a folder of
 * its own because the server's lock file goes beside the data folder (`<folder>.lock`): removing
 * the outer folder removes both.
 */
async function copyOfDatabaseImage(name: string): Promise<{ dataDir: string; remove: () => void }> {
  const image = await databaseImage()
  const folder = mkdtempSync(join(tmpdir(), `readyapps-${name.replace(/[^a-z0-9-]/gi, '')}-`))
  const dataDir = join(folder, 'pglite')
  cpSync(image, dataDir, { recursive: true })
  return { dataDir, remove: () => rmSync(folder, { recursive: true, force: true }) }
}

export interface OwnServerOptions {
  /** One server per distinct name; give each spec file its own. */
  name: string
  /** Settings added to (or overriding) the shared e2e server's. */
  env?: Record<string, string>
}

export const test = base.extend<
  { appServer: AppServerProcess },
  { ownServer: OwnServerOptions | undefined; workerAppServer: AppServerProcess }
>({
  ownServer: [undefined, { scope: 'worker', option: true }],
  workerAppServer: [
    async ({ ownServer }, use) => {
      if (!ownServer) throw new Error("Say test.use({ ownServer: { name: '<spec name>' } }) in the spec file.")
      // Its own copy of the run's database image, unless its settings name a database of their own.
      const env = { ...ownServer.env }
      const copy = env.PGLITE_DATA_DIR || env.DATABASE_URL ? undefined : await copyOfDatabaseImage(ownServer.name)
      if (copy) env.PGLITE_DATA_DIR = copy.dataDir
      const server = await startAppServer(env, { logName: ownServer.name }).catch((error: unknown) => {
        copy?.remove()
        throw error
      })
      await use(server)
      // SIGTERM closes the database cleanly; SIGKILL if that takes too long.
      const killer = setTimeout(() => server.process.kill('SIGKILL'), 5_000)
      await server.stop('SIGTERM')
      clearTimeout(killer)
      copy?.remove()
    },
    // Start-up takes seconds, or tens of them on a busy machine; stopping is at most 5 s (then SIGKILL).
    { scope: 'worker', timeout: 180_000 },
  ],
  appServer: async ({ workerAppServer }, provide) => provide(workerAppServer),
  baseURL: async ({ workerAppServer }, provide) => provide(workerAppServer.origin),
})

export { expect, gotoHydrated, setStubMode, stubRequests, stubUrl } from './fixtures'
