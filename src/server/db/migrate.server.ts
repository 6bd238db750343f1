import type { Database } from './database.server'

export interface Migration {
  /** File name without '.sql', e.g. '0002_posts'. Applied in id order. */
  id: string
  sql: string
}

/**
 * Applies migrations that have not run yet, in order, each in its own transaction and exactly
 * once (recorded in schema_migrations). An advisory lock keeps two instances from migrating at
 * the same time on a shared Postgres.
 */
export async function migrate(db: Database, migrations: Migration[]): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`)
  const ordered = [...migrations].sort((a, b) => a.id.localeCompare(b.id))
  const applied: string[] = []
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727274)')
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM schema_migrations')
    const done = new Set(rows.map((row) => row.id))
    for (const migration of ordered) {
      if (done.has(migration.id)) continue
      // Statements are split on ';' at line ends so both drivers run them one by one.
      for (const statement of splitStatements(migration.sql)) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id])
      applied.push(migration.id)
    }
  })
  return applied
}

/** Splits a migration file into statements. Keep function bodies out of migrations (no $$). */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\r?\n|$)/)
    .map((statement) =>
      statement
        .split(/\r?\n/)
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement.length > 0)
}
