// A throwaway Postgres cluster for `npm run bench` (the same way .ci/run starts one), the local
// deployment (scripts/deploy-local.mjs) and the end-to-end specs that stop or freeze a database
// (e2e/support/postgres-cluster.ts): initdb into a temporary folder, pg_ctl on 127.0.0.1 at the
// first free port from 56100 (or the given one), trust auth. As root the binaries run as the
// postgres user. `stop()` stops the cluster and removes its folder; bench.mjs calls it in a finally
// block and on exit, so an error does not leave a cluster behind.
import { execFileSync } from 'node:child_process'
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

function onPath(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** Whether initdb and pg_ctl are on PATH. */
export const postgresAvailable = () => onPath('initdb') && onPath('pg_ctl')

function portFree(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

/**
 * Starts a cluster; resolves to its URL, port, folder and:
 * - `stop()`: stops it (immediately) and removes its folder, for good;
 * - `shutdown()`: stops the server (fast: sessions end, data kept) and `start()` starts it again on
 *   the same port, for a test of the database going away and coming back;
 * - `pids()`: the server's processes (the postmaster first), e.g. to freeze them (SIGSTOP).
 * `port`: a given port (scripts that take free ports from the OS, e.g. scripts/deploy-local.mjs and
 * the e2e specs) instead of the first free one from 56100. `prefix`: the temporary folder's name.
 */
export async function startScratchPostgres({ port: givenPort, prefix = 'readyapps-bench-pg-' } = {}) {
  let port = givenPort
  for (let candidate = 56100; candidate < 56200 && port === undefined; candidate += 1) {
    if (await portFree(candidate)) port = candidate
  }
  if (port === undefined) throw new Error('no free port for Postgres in 56100-56199')
  const root = mkdtempSync(path.join(os.tmpdir(), prefix))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    // Postgres refuses to run as root: the cluster's folder belongs to the postgres user.
    chownSync(root, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])))
  }
  const run = (command, args) =>
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 60_000,
    })
  const data = path.join(root, 'data')
  let started = false
  const start = () => {
    started = true
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(root, 'postgres.log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ])
  }
  const shutdown = () => {
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
    started = false
  }
  const pids = () => {
    const main = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
    let children = ''
    try {
      children = execFileSync('pgrep', ['-P', String(main)], { encoding: 'utf8' })
    } catch {
      // No children (pgrep exits 1).
    }
    return [main, ...children.split('\n').filter(Boolean).map(Number)]
  }
  const stop = () => {
    if (started) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      } catch {
        // Already stopped.
      }
      started = false
    }
    rmSync(root, { recursive: true, force: true })
  }
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
    start()
  } catch (error) {
    stop()
    throw error
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, root, stop, shutdown, start, pids }
}
