import type { PGlite } from '@electric-sql/pglite'
import { databaseErrors, gauge } from '~/server/metrics.server'
import type { Pool, PoolClient } from 'pg'
import { describeError } from '~/server/log.server'

/**
 * One small interface over both databases the site runs on: the embedded PGlite (default, no
 * set-up) and any real Postgres through DATABASE_URL. Everything is plain parameterised SQL
 * ($1, $2 ...), identical on both. Gotchas: cast counts to int (`count(*)::int`), since pg
 * returns bigint as a string.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /**
   * Runs fn in one transaction: committed when it resolves, rolled back when it throws.
   * `timeoutMs`: a background job's transaction, whose statements may run this long instead of the
   * pool's limits (POSTGRES_LIMITS); PGlite has no statement timeout.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: { timeoutMs?: number }): Promise<T>
  close(): Promise<void>
  /**
   * PGlite only: the whole data directory as an image (a tarball), which `openDatabase` can start
   * another database from (`loadDataDir`) without creating a cluster and migrating it again.
   */
  dumpDataDir?: () => Promise<Blob>
}

export interface DatabaseOptions {
  /** postgres:// URL; empty for PGlite. */
  url?: string
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir?: string
  /**
   * The caller holds the folder's exclusive lock (boot): a postmaster.pid left by a process that
   * was killed is then stale for sure and is removed, since PGlite hangs opening a folder with one.
   */
  ownsDataDir?: boolean
  /**
   * PGlite only: start from this image of a data directory (`Database.dumpDataDir`) instead of
   * creating an empty cluster, about a second against four. The server tests start every database
   * from one image, made and migrated once per run (tests/global-setup.ts).
   */
  loadDataDir?: Blob
}

async function openPglite(dataDir: string, ownsDataDir = false, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  if (!dataDir.startsWith('memory://')) {
    const { mkdir, rm } = await import('node:fs/promises')
    await mkdir(dataDir, { recursive: true })
    if (ownsDataDir) await rm(`${dataDir}/postmaster.pid`, { force: true })
  }
  const db: PGlite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {})
  return {
    kind: 'pglite',
    query: async <Row>(sql: string, params: unknown[] = []) => {
      const result = await db.query<Row>(sql, params)
      return { rows: result.rows }
    },
    exec: async (sql) => {
      await db.exec(sql)
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async <Row>(sql: string, params: unknown[] = []) => ({
            rows: (await tx.query<Row>(sql, params)).rows,
          }),
        }),
      ),
    close: async () => {
      if (!db.closed) await db.close()
    },
    dumpDataDir: () => db.dumpDataDir('none'),
  }
}

/**
 * Bounds on every wait for Postgres, so a database that is down or frozen (process stopped,
 * connections open) costs a visitor seconds, not minutes. The statement timeout is enforced by
 * the server; the query timeout is the client's own guard for a server that no longer answers.
 */
export const POSTGRES_LIMITS = {
  max: 10,
  connectTimeoutMs: 2_000,
  statementTimeoutMs: 5_000,
  queryTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
} as const

/**
 * The database cannot be reached, refused the connection or did not answer in time. The driver's
 * own error is kept as `cause` for the log; its text never reaches a visitor.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Database unavailable', { cause })
    this.name = 'DatabaseUnavailableError'
  }
}

const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error|Connection ended|Client was closed|Cannot use a pool after calling end/i

/**
 * Whether an error means "the database is not there" (as opposed to a bad query): network
 * errors, the driver's timeouts, SQLSTATE class 08 (connection exception), 57P01-57P03 (shut
 * down, starting up), 57014 (statement timeout) and 53300 (too many connections).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    if (UNAVAILABLE_NETWORK_CODES.has(code)) return true
    if (/^08/.test(code) || /^57P0[1-3]$/.test(code) || code === '57014' || code === '53300') return true
  }
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable)
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)
}

/** Rethrows a connection-type failure as DatabaseUnavailableError; other errors as they are. */
function rethrowClassified(error: unknown): never {
  throw isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error
}

/** Counts a failed query or connection (database_errors_total), then classifies it as rethrowClassified does. */
function countAndRethrow(error: unknown): never {
  databaseErrors.inc({ kind: isDatabaseUnavailable(error) ? 'unavailable' : 'query' })
  return rethrowClassified(error)
}

/** The pool's connections as gauges, read when the metrics are collected (the newest pool). */
function observePool(pool: Pool): void {
  const holder = globalThis as { __readyappsPool?: Pool }
  holder.__readyappsPool = pool
  const read = (pick: (current: Pool) => number) =>
    function (this: { set: (value: number) => void }) {
      const current = holder.__readyappsPool
      this.set(current ? pick(current) : 0)
    }
  gauge('db_pool_connections', 'Postgres pool connections open (idle or in use).', {
    collect: read((p) => p.totalCount),
  })
  gauge('db_pool_idle_connections', 'Postgres pool connections open and idle.', { collect: read((p) => p.idleCount) })
  gauge('db_pool_waiting_requests', 'Queries waiting for a pool connection (all in use).', {
    collect: read((p) => p.waitingCount),
  })
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg')
  const PoolCtor = (pg.default?.Pool ?? (pg as unknown as { Pool: typeof Pool }).Pool) as typeof Pool
  const pool = new PoolCtor({
    connectionString: url,
    max: POSTGRES_LIMITS.max,
    idleTimeoutMillis: POSTGRES_LIMITS.idleTimeoutMs,
    connectionTimeoutMillis: POSTGRES_LIMITS.connectTimeoutMs,
    statement_timeout: POSTGRES_LIMITS.statementTimeoutMs,
    query_timeout: POSTGRES_LIMITS.queryTimeoutMs,
    keepAlive: true,
  })
  // An idle client lost its connection (database restarted): the pool replaces it on next use.
  pool.on('error', (error) => {
    databaseErrors.inc({ kind: 'unavailable' })
    console.error('Postgres pool error:', describeError(error))
  })
  observePool(pool)
  const wrap = (client: Pool | PoolClient, timeoutMs?: number): Queryable => ({
    query: async <Row>(sql: string, params: unknown[] = []) => {
      const query = timeoutMs ? { text: sql, values: params, query_timeout: timeoutMs } : { text: sql, values: params }
      const result = await client.query(query).catch(countAndRethrow)
      return { rows: result.rows as Row[] }
    },
  })
  return {
    kind: 'postgres',
    ...wrap(pool),
    exec: async (sql) => {
      await pool.query(sql).catch(countAndRethrow)
    },
    transaction: async (fn, options) => {
      const client = await pool.connect().catch(countAndRethrow)
      const timeoutMs = options?.timeoutMs
      try {
        await client.query('BEGIN')
        if (timeoutMs) await client.query(`SET LOCAL statement_timeout = ${Math.round(timeoutMs)}`)
        const result = await fn(wrap(client, timeoutMs))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url)
    : openPglite(options.dataDir ?? 'memory://', options.ownsDataDir, options.loadDataDir)
}
