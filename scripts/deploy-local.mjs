// `npm run deploy:local`: the production recipe (deploy/) on this machine, in the foreground. A
// throwaway Postgres (initdb on PATH), migrated; the build (made when dist/ is missing); two app
// instances (scripts/start.mjs, NODE_ENV=production, TRUST_PROXY_HOPS=1) on loopback; Caddy with
// deploy/Caddyfile on https://localhost:DEPLOY_HTTPS_PORT (its internal CA) and an HTTP port that
// redirects there. Ctrl-C or SIGTERM stops everything it started and removes its temporary folders;
// SIGUSR2 restarts the instances one at a time (what an upgrade does, docs/operations.md "Upgrades"); SIGHUP (the
// terminal closed) stops like SIGTERM.
//
// Settings (all optional): DEPLOY_HTTPS_PORT (8443), DEPLOY_HTTP_PORT (8080), DEPLOY_APP_PORTS
// (comma-separated; default: free ports from the OS), DEPLOY_PG_PORT (default: a free port),
// DEPLOY_DATABASE_URL (a Postgres of yours instead of a throwaway one; it gets migrated),
// ADMIN_EMAIL + ADMIN_PASSWORD (the admin to create; default: admin@example.com with a new random
// password, printed once), CADDY (the caddy binary; default: caddy on PATH).
// Without initdb and without DEPLOY_DATABASE_URL it runs ONE instance on the embedded database.
//
// Lines starting with `deploy:local state ` carry JSON (pids, ports, folders) for e2e/deploy.spec.ts.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import https from 'node:https'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAvailable, startScratchPostgres } from './bench/postgres.mjs'
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const caddyfile = path.join(root, 'deploy', 'Caddyfile')
const caddyBin = process.env.CADDY || 'caddy'
const httpsPort = Number(process.env.DEPLOY_HTTPS_PORT || 8443)
const httpPort = Number(process.env.DEPLOY_HTTP_PORT || 8080)
/** After an instance is back: longer than Caddy's health_interval plus a check (deploy/Caddyfile). */
const SETTLE_MS = Number(process.env.DEPLOY_SETTLE_MS || 3000)
/** The project's Node 24 (the `node` devDependency) when installed, as under `npm run`. */
const pinnedNode = path.join(root, 'node_modules', '.bin', 'node')
const nodeBin = existsSync(pinnedNode) ? pinnedNode : process.execPath

const log = (line) => console.log(`deploy:local ${line}`)

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v "${command}"`], { stdio: 'ignore' }).status === 0
}

/** A port the OS says is free now (listen on 0, close). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Prefixes each line a child prints; `keep` filters (Caddy's access log is left out). */
function pipeLines(stream, prefix, keep = () => true) {
  let rest = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) if (line.trim() && keep(line)) console.log(`${prefix} ${line}`)
  })
}

// --- State: everything started here, stopped in reverse order ------------------------------------
const tempDirs = []
/** @type {{ port: number, child: import('node:child_process').ChildProcess, stopping: boolean }[]} */
const instances = []
let caddy
let postgres
let stopping = false
let restarting = false

function state() {
  const postmasterPid = postgres ? readPostmasterPid(postgres.root) : undefined
  return {
    https: `https://localhost:${httpsPort}`,
    httpPort,
    httpsPort,
    appPorts: instances.map((instance) => instance.port),
    postgresPort: postgres?.port,
    pids: [
      process.pid,
      caddy?.pid,
      ...instances.map((instance) => instance.child.pid),
      ...(postmasterPid ? [postmasterPid] : []),
    ].filter(Boolean),
    tempDirs: [...tempDirs, ...(postgres ? [postgres.root] : [])],
    caRoot: caddyDataDir ? path.join(caddyDataDir, 'caddy', 'pki', 'authorities', 'local', 'root.crt') : undefined,
  }
}

function readPostmasterPid(folder) {
  try {
    return Number(readFileSync(path.join(folder, 'data', 'postmaster.pid'), 'utf8').split('\n')[0])
  } catch {
    return undefined
  }
}

function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

async function stopChild(child, graceMs) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited(child)
  clearTimeout(timer)
}

async function shutdown(code) {
  if (stopping) return
  stopping = true
  log('stopping: Caddy, the app instances, the database')
  await stopChild(caddy, 5_000)
  await Promise.all(
    instances.map((instance) => {
      instance.stopping = true
      return stopChild(instance.child, 15_000)
    }),
  )
  try {
    postgres?.stop()
  } catch (error) {
    console.error(`deploy:local could not stop Postgres: ${error?.message ?? error}`)
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
  log('stopped')
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0))
process.on('SIGUSR2', () => void rollingRestart())

// --- The parts ---------------------------------------------------------------------------------------
let instanceEnv
let caddyDataDir

function startInstance(port) {
  const child = spawn(nodeBin, [...SERVER_NODE_FLAGS, path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...instanceEnv, PORT: String(port), OUTBOX_DIR: path.join(tempDirs[0], `outbox-${port}`) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  pipeLines(child.stdout, `[app:${port}]`)
  pipeLines(child.stderr, `[app:${port}]`)
  const instance = { port, child, stopping: false }
  child.once('exit', (code, signal) => {
    if (!instance.stopping && !stopping) {
      console.error(`deploy:local instance ${port} exited (${signal ?? code}); the others keep serving`)
    }
  })
  return instance
}

async function waitHealthy(port, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance on port ${port} exited during start (${child.exitCode})`)
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await sleep(250)
  }
  throw new Error(`instance on port ${port} did not answer /healthz within ${timeoutMs / 1000} s`)
}

/** Waits until Caddy answers /healthz over TLS with a certificate from its own CA. */
async function waitProxy(caRootFile, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (caddy.exitCode !== null) throw new Error(`caddy exited (${caddy.exitCode})`)
    if (existsSync(caRootFile)) {
      const status = await new Promise((resolve) => {
        const request = https.get(
          {
            host: '127.0.0.1',
            port: httpsPort,
            path: '/healthz',
            servername: 'localhost',
            ca: readFileSync(caRootFile),
            headers: { host: `localhost:${httpsPort}` },
          },
          (response) => {
            response.resume()
            resolve(response.statusCode)
          },
        )
        request.on('error', () => resolve(0))
        request.setTimeout(3_000, () => request.destroy())
      })
      if (status === 200) return
    }
    await sleep(250)
  }
  throw new Error(`Caddy did not answer https://localhost:${httpsPort}/healthz within ${timeoutMs / 1000} s`)
}

async function rollingRestart() {
  if (restarting || stopping) return
  restarting = true
  log(
    instances.length > 1
      ? 'rolling restart: one instance at a time'
      : 'rolling restart: one instance only (embedded database): the site is down while it restarts',
  )
  try {
    for (let index = 0; index < instances.length; index += 1) {
      const old = instances[index]
      old.stopping = true
      await stopChild(old.child, 15_000)
      const fresh = startInstance(old.port)
      instances[index] = fresh
      await waitHealthy(fresh.port, fresh.child)
      // Let Caddy see it healthy again before the next one goes down.
      await sleep(SETTLE_MS)
      log(`rolling restart: instance ${fresh.port} is back`)
    }
    log(`state ${JSON.stringify(state())}`)
    log('rolling restart done')
  } catch (error) {
    console.error(`deploy:local rolling restart failed: ${error?.message ?? error}`)
  } finally {
    restarting = false
  }
}

async function main() {
  if (!onPath(caddyBin)) {
    console.error('deploy:local needs Caddy: apt-get install caddy (or set CADDY to its path).')
    process.exit(1)
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'readyapps-deploy-'))
  tempDirs.push(workDir)

  if (!existsSync(path.join(root, 'dist', 'server', 'server.js'))) {
    log('no build in dist/: npm run build')
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('the build failed')
  }

  // The database: the caller's, a throwaway cluster, or the embedded one (one instance).
  let databaseUrl = process.env.DEPLOY_DATABASE_URL || ''
  let database
  if (databaseUrl) {
    database = 'Postgres at DEPLOY_DATABASE_URL'
  } else if (postgresAvailable()) {
    const pgPort = Number(process.env.DEPLOY_PG_PORT || (await freePort()))
    postgres = await startScratchPostgres({ port: pgPort, prefix: 'readyapps-deploy-pg-' })
    databaseUrl = postgres.url
    database = `a throwaway Postgres on 127.0.0.1:${postgres.port} (removed on exit)`
  } else {
    database = 'the embedded database (PGlite, one instance: initdb is not on PATH and DEPLOY_DATABASE_URL is not set)'
  }
  log(`database: ${database}`)

  const wanted = databaseUrl ? 2 : 1
  const givenPorts = (process.env.DEPLOY_APP_PORTS ?? '')
    .split(',')
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isInteger(value) && value > 0)
  const appPorts = givenPorts.length > 0 ? givenPorts.slice(0, databaseUrl ? undefined : 1) : []
  while (appPorts.length < wanted) {
    const port = await freePort()
    if (!appPorts.includes(port)) appPorts.push(port)
  }

  const adminEmail = process.env.ADMIN_EMAIL || 'admin@example.com'
  const adminPassword = process.env.ADMIN_PASSWORD || randomBytes(12).toString('base64url')
  const adminChosen = Boolean(process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD)

  // What the instances get: the caller's environment (EmailJS keys ...) with the recipe's settings.
  const inherited = { ...process.env }
  for (const name of [
    'DATABASE_URL',
    'PGLITE_DATA_DIR',
    'PORT',
    'HOST',
    'OUTBOX_DIR',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'METRICS_PORT',
  ]) {
    delete inherited[name]
  }
  instanceEnv = {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    SITE_ORIGIN: `https://localhost:${httpsPort}`,
    TRUST_PROXY_HOPS: '1',
    // As deploy/systemd/readyapps@.service: out of Caddy's rotation before an instance closes.
    SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS || '3000',
    // Each instance's metrics on a loopback port the system picks (printed: "metrics on ...").
    METRICS_PORT: '0',
    SEED_SAMPLE_CONTENT: process.env.SEED_SAMPLE_CONTENT || 'true',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DATA_DIR: path.join(workDir, 'pglite') }),
  }

  if (databaseUrl) {
    log('migrating (npm run db:migrate)')
    const migrate = spawnSync(nodeBin, [path.join(root, 'scripts', 'db-migrate.mjs')], {
      cwd: root,
      env: { ...inherited, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    })
    if (migrate.status !== 0) throw new Error('the migration failed')
  }

  // One after the other: the first one seeds and creates the admin, the next finds them.
  for (const port of appPorts) {
    const instance = startInstance(port)
    instances.push(instance)
    await waitHealthy(port, instance.child)
    log(`instance on 127.0.0.1:${port} is healthy`)
  }

  caddyDataDir = path.join(workDir, 'caddy-data')
  caddy = spawn(caddyBin, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    cwd: workDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: workDir,
      XDG_DATA_HOME: caddyDataDir,
      XDG_CONFIG_HOME: path.join(workDir, 'caddy-config'),
      // The port in the site address, not CADDY_HTTPS_PORT: Caddy takes https_port for a port that
      // the outside sees as 443 and leaves it out of its redirects; a site's own port stays in.
      SITE_ADDRESS: `localhost:${httpsPort}`,
      CADDY_TLS: 'internal',
      CADDY_ADMIN: 'off',
      CADDY_HTTP_PORT: String(httpPort),
      READYAPPS_UPSTREAMS: appPorts.map((port) => `127.0.0.1:${port}`).join(' '),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Caddy logs JSON lines: warnings and errors show; the access log (every request)
  // (and the notes that a local certificate has no OCSP server and the admin API is off) stay out.
  const notable = (line) =>
    !/"http\.log\.access|stapling OCSP|admin endpoint disabled/.test(line) && /"level":"(warn|error|fatal)"/.test(line)
  pipeLines(caddy.stdout, '[caddy]', notable)
  pipeLines(caddy.stderr, '[caddy]', notable)
  caddy.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`deploy:local caddy exited (${signal ?? code}): stopping`)
      void shutdown(1)
    }
  })
  const caRoot = state().caRoot
  await waitProxy(caRoot)

  log(`state ${JSON.stringify(state())}`)
  console.log(`
ReadyApps is up: https://localhost:${httpsPort}  (http://localhost:${httpPort} redirects there)
  ${appPorts.length} instance(s) on ${appPorts.map((port) => `127.0.0.1:${port}`).join(', ')}, database: ${database}
  Caddy's local CA (trust it, or curl --cacert): ${caRoot}
  Admin: ${adminEmail}${adminChosen ? ' (password from ADMIN_PASSWORD)' : ` / ${adminPassword}  (new for this run; set ADMIN_EMAIL and ADMIN_PASSWORD to choose)`}
  kill -USR2 ${process.pid}: restart the instances one at a time.  Ctrl-C: stop everything.
`)
  log('ready')
}

main().catch((error) => {
  console.error(`deploy:local failed: ${error?.message ?? error}`)
  void shutdown(1)
})
