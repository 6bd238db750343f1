import { randomBytes } from 'node:crypto'

/**
 * A new, empty database on the Postgres server at `serverUrl` (tests, bench:leads): its URL, and
 * `drop` to remove it again (closing any connection still open to it).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const pg = (await import('pg')).default
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await run(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
