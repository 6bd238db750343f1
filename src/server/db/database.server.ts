import type { PGlite } from '@electric-sql/pglite'
import type { Pool, PoolClient } from 'pg'

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
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** postgres:// URL; empty for PGlite. */
  url?: string
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir?: string
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  if (!dataDir.startsWith('memory://')) {
    const { mkdir } = await import('node:fs/promises')
    await mkdir(dataDir, { recursive: true })
  }
  const db: PGlite = await PGlite.create(dataDir)
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
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg')
  const PoolCtor = (pg.default?.Pool ?? (pg as unknown as { Pool: typeof Pool }).Pool) as typeof Pool
  const pool = new PoolCtor({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  })
  pool.on('error', (error) => console.error('Postgres pool error', error))
  const wrap = (client: Pool | PoolClient): Queryable => ({
    query: async <Row>(sql: string, params: unknown[] = []) => {
      const result = await client.query(sql, params)
      return { rows: result.rows as Row[] }
    },
  })
  return {
    kind: 'postgres',
    ...wrap(pool),
    exec: async (sql) => {
      await pool.query(sql)
    },
    transaction: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(wrap(client))
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
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir ?? 'memory://')
}
