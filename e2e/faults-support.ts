import { toJSON } from 'seroval'
// @ts-expect-error: a plain ES module script without types
import { serverFunctionIds } from '../scripts/server-function-ids.mjs'
import { spawnAppServer, waitForHealth, type AppServerProcess } from './support/own-server'

/**
 * Helpers for the fault specs: calling server functions the way the browser does (seroval JSON
 * over POST, or ?payload= for GET), their ids from the build, and private server processes (on
 * ports the system picks, never offsets from E2E_PORT).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100)
export const STUB_PORT = Number(process.env.E2E_STUB_PORT ?? PORT + 1)

/** Server function name -> id, read from the built server's resolver manifest. */
export function serverFnIds(): Record<string, string> {
  return serverFunctionIds('dist') as Record<string, string>
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
  /ECONNREFUSED|ETIMEDOUT|Connection terminated|timeout exceeded|Query read timeout|at [\w.<>]+ \([^()]*:\d+:\d+\)|node:internal|\.server\.ts|SerovalError|Server function info|relation "|syntax error at/

export type OwnServer = AppServerProcess

/**
 * Starts `node scripts/start.mjs` with a bare production environment plus `env`, on a port the
 * system picks (see ./support/own-server.ts); output is captured. `waitForHealth` waits for it.
 */
export function startOwnServer(env: Record<string, string>): OwnServer {
  return spawnAppServer(
    {
      NODE_ENV: 'production',
      SITE_ORIGIN: 'https://www.readyapps.test',
      IP_LOOKUP_URL: `http://127.0.0.1:${STUB_PORT}/ipapi`,
      ...env,
    },
    { logName: 'faults server' },
  )
}

export { waitForHealth }

export function exitOf(server: OwnServer): Promise<number | null> {
  return server.exited
}
