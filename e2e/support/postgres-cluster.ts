// @ts-expect-error: a plain ES module script without types
import { postgresAvailable, startScratchPostgres } from '../../scripts/bench/postgres.mjs'
import { freePort } from './free-port'

/**
 * A throwaway Postgres cluster of a spec's own (scripts/bench/postgres.mjs, as for `npm run bench`):
 * stopping or freezing it disturbs no other spec. On a port the system picks, in a temporary
 * folder; as root its binaries run as the postgres user (initdb refuses root).
 */
export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth). */
  url: string
  port: number
  /** Stops the server (fast: data kept): the database is down. */
  shutdown: () => void
  /** Starts the server again on the same port. */
  start: () => void
  /** The server's processes, the postmaster first (to freeze them with SIGSTOP). */
  pids: () => number[]
  /** Stops it for good and removes its folder. */
  dispose: () => void
}

/** Whether initdb and pg_ctl are on PATH (CI has them). */
export const hasPostgres: boolean = postgresAvailable()

/** Starts a cluster; `name` goes into its folder's name (readyapps-e2e-<name>-pg-…). */
export async function startPostgresCluster(name: string): Promise<PostgresCluster> {
  const cluster = (await startScratchPostgres({ port: await freePort(), prefix: `readyapps-e2e-${name}-pg-` })) as Omit<
    PostgresCluster,
    'dispose'
  > & { stop: () => void }
  return {
    url: cluster.url,
    port: cluster.port,
    shutdown: cluster.shutdown,
    start: cluster.start,
    pids: cluster.pids,
    dispose: cluster.stop,
  }
}
