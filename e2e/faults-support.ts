import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
// @ts-expect-error: a plain ES module script without types
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs'
import { toJSON } from 'seroval'

/**
 * Helpers for the fault specs: calling server functions the way the browser does (seroval JSON
 * over POST, or ?payload= for GET), their ids from the build, and private server processes.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100)
export const STUB_PORT = Number(process.env.E2E_STUB_PORT ?? PORT + 1)
/** Ports for the servers these specs start themselves (the cache spec uses +10 and +11). */
export const OWN_PORT_BASE = PORT + 20

/** Server function name -> id, read from the built server's resolver manifest. */
export function serverFnIds(): Record<string, string> {
  const source = readFileSync('dist/server/server.js', 'utf8')
  const pattern = /"([a-f0-9]{64})": \{\s*functionName: "([A-Za-z0-9]+)_createServerFn_handler"/g
  return Object.fromEntries([...source.matchAll(pattern)].map((match) => [match[2]!, match[1]!]))
}

export interface FnAnswer {
  status: number
  text: string
  headers: Headers
  ms: number
}

export async function callServerFn(
  origin: string,
  id: string,
  data: unknown,
  options: { method?: 'GET' | 'POST'; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<FnAnswer> {
  const method = options.method ?? 'POST'
  const payload = options.rawBody ?? JSON.stringify(toJSON({ data }))
  const url = new URL(`/_serverFn/${id}`, origin)
  if (method === 'GET') url.searchParams.set('payload', payload)
  const started = Date.now()
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-tsr-serverfn': 'true',
      'sec-fetch-site': 'same-origin',
      ...options.headers,
    },
    body: method === 'POST' ? payload : undefined,
  })
  return { status: response.status, text: await response.text(), headers: response.headers, ms: Date.now() - started }
}

/** Text that must never reach a visitor: driver errors, stacks, internal ids. */
export const LEAK_PATTERN =
  /ECONNREFUSED|ETIMEDOUT|Connection terminated|timeout exceeded|Query read timeout|at [\w.<>]+ \(|node:internal|\.server\.ts|SerovalError|Server function info|relation "|syntax error at/

export interface OwnServer {
  origin: string
  process: ChildProcess
  output: () => string
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/** Starts `node scripts/start.mjs` with its own port and environment; output is captured. */
export function startOwnServer(port: number, env: Record<string, string>): OwnServer {
  let output = ''
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SITE_ORIGIN: 'https://www.readyapps.test',
      IP_LOOKUP_URL: `http://127.0.0.1:${STUB_PORT}/ipapi`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    origin: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

export async function waitForHealth(server: OwnServer, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null)
      throw new Error(`server exited (${server.process.exitCode}): ${server.output()}`)
    const ok = await fetch(`${server.origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${server.origin} did not start: ${server.output()}`)
}

export function exitOf(server: OwnServer): Promise<number | null> {
  if (server.process.exitCode !== null) return Promise.resolve(server.process.exitCode)
  return new Promise((resolve) => server.process.once('exit', (code) => resolve(code)))
}
