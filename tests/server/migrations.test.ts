import { describe, expect, it } from 'vitest'
import type { Database } from '~/server/db/database.server'
import { migrate, splitStatements } from '~/server/db/migrate.server'
import { migrations } from '~/server/db/migrations.server'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

describe('splitStatements', () => {
  it('splits on semicolons at line ends and drops comment lines', () => {
    expect(splitStatements('-- a table\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX i ON a (x)',
    ])
  })
})

describe.each(databaseTargets)('migrations on $name', (target) => {
  let db: Database

  const run = useDatabase(target, {
    opened: (opened) => (db = opened),
  })

  run('records every migration once and applies nothing on a second run', async () => {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')
    expect(rows.map((row) => row.id)).toEqual(migrations.map((m) => m.id))
    expect(await migrate(db, migrations)).toEqual([])
  })

  run('rolls back a failing migration and leaves the others recorded', async () => {
    await expect(
      migrate(db, [
        ...migrations,
        { id: '9999_broken', sql: 'CREATE TABLE ok_table (x int);\nSELECT * FROM missing_table;' },
      ]),
    ).rejects.toThrow()
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'ok_table'",
    )
    expect(rows[0]?.n).toBe(0)
    const recorded = await db.query<{ id: string }>("SELECT id FROM schema_migrations WHERE id = '9999_broken'")
    expect(recorded.rows).toEqual([])
  })
})
