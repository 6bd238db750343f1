import { afterAll, beforeAll, beforeEach, it } from 'vitest'
import type { Database } from '~/server/db/database.server'
import type { DatabaseTarget } from './databases'

/**
 * One fresh, migrated database for the tests of a `describe.each(databaseTargets)` block: opened
 * before the first test (then `opened` runs, to keep it or seed it), closed after the last, and the
 * `emptied` tables cleared before each test. Returns `it`, skipped when the target is not available.
 */
export function useDatabase(
  target: DatabaseTarget,
  { opened, emptied = [] }: { opened: (db: Database) => unknown; emptied?: readonly string[] },
) {
  let db: Database | undefined
  let dispose: (() => Promise<void>) | undefined
  beforeAll(async () => {
    if (!target.available) return
    ;({ db, dispose } = await target.open())
    await opened(db)
  })
  afterAll(async () => {
    await dispose?.()
  })
  if (emptied.length > 0)
    beforeEach(async () => {
      for (const table of emptied) await db?.query(`DELETE FROM ${table}`)
    })
  return it.skipIf(!target.available)
}
