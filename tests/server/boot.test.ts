import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bootServer, getDb, setDbForTests, shutdownServer } from '~/server/boot.server'
import type * as DatabaseModule from '~/server/db/database.server'
import { openDatabase } from '~/server/db/database.server'
import { migrations } from '~/server/db/migrations.server'
import type * as WorkerModule from '~/server/leads/lead-delivery-worker.server'
import {
  isLeadDeliveryWorkerRunning,
  startLeadDeliveryWorker,
  stopLeadDeliveryWorker,
} from '~/server/leads/lead-delivery-worker.server'
import { samplePosts } from '~/server/posts/sample-posts.server'
import { createScratchDatabase } from '../../scripts/scratch-postgres'
import { postgresUrl } from '../support/databases'

// Count openings and worker starts while keeping the real behaviour.
vi.mock('~/server/db/database.server', async (importOriginal) => {
  const actual = await importOriginal<typeof DatabaseModule>()
  return { ...actual, openDatabase: vi.fn(actual.openDatabase) }
})
vi.mock('~/server/leads/lead-delivery-worker.server', async (importOriginal) => {
  const actual = await importOriginal<typeof WorkerModule>()
  return {
    ...actual,
    startLeadDeliveryWorker: vi.fn(actual.startLeadDeliveryWorker),
    stopLeadDeliveryWorker: vi.fn(actual.stopLeadDeliveryWorker),
  }
})

const ADMIN = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a long enough password' }

/** Where a booted server keeps its data: a throwaway PGlite, or a fresh Postgres database. */
const targets = [
  {
    name: 'pglite',
    available: true,
    env: async () => ({ env: { PGLITE_DATA_DIR: 'memory://' }, dispose: async () => undefined }),
  },
  {
    name: 'postgres',
    available: Boolean(postgresUrl),
    env: async () => {
      const scratch = await createScratchDatabase(postgresUrl, 'readyapps_boot')
      return { env: { DATABASE_URL: scratch.url }, dispose: scratch.drop }
    },
  },
]

beforeEach(() => {
  vi.mocked(openDatabase).mockClear()
  vi.mocked(startLeadDeliveryWorker).mockClear()
})
afterEach(async () => {
  await shutdownServer()
  vi.restoreAllMocks()
})

describe('bootServer', () => {
  it('reads the configuration once, logs one start-up line and installs the shutdown hook', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const first = bootServer({ PGLITE_DATA_DIR: 'memory://', SITE_ORIGIN: 'https://apps.example.com' })
    const second = bootServer({ SITE_ORIGIN: 'https://ignored.example.com' })
    expect(second).toBe(first)
    expect(first.SITE_ORIGIN).toBe('https://apps.example.com')
    expect(info.mock.calls.filter(([line]) => String(line).startsWith('[boot]'))).toHaveLength(1)
    expect((globalThis as { __readyappsShutdown?: unknown }).__readyappsShutdown).toBe(shutdownServer)
    // Nothing opens the database until something needs it.
    expect(openDatabase).not.toHaveBeenCalled()
  })

  it('refuses an invalid environment at start', () => {
    expect(() => bootServer({ SITE_ORIGIN: 'not a url' })).toThrow(/SITE_ORIGIN/)
  })
})

describe.each(targets)('getDb and shutdownServer on $name', (target) => {
  let dispose: () => Promise<void> = async () => undefined
  afterEach(async () => {
    await shutdownServer()
    await dispose()
  })

  it.skipIf(!target.available)(
    'opens once: migrates, seeds when asked, ensures the admin and starts the worker once',
    async () => {
      vi.spyOn(console, 'info').mockImplementation(() => undefined)
      const prepared = await target.env()
      dispose = prepared.dispose
      bootServer({ ...prepared.env, ...ADMIN, SEED_SAMPLE_CONTENT: 'true' })

      const [db, again] = await Promise.all([getDb(), getDb()])
      expect(again).toBe(db)
      expect(await getDb()).toBe(db)
      expect(openDatabase).toHaveBeenCalledTimes(1)

      const applied = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')
      expect(applied.rows.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id))
      const posts = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts')
      expect(posts.rows[0]!.n).toBe(samplePosts.length)
      const admins = await db.query<{ email: string }>('SELECT email FROM admin_users')
      expect(admins.rows).toEqual([{ email: ADMIN.ADMIN_EMAIL }])

      expect(startLeadDeliveryWorker).toHaveBeenCalledTimes(1)
      expect(isLeadDeliveryWorkerRunning()).toBe(true)

      await shutdownServer()
      expect(isLeadDeliveryWorkerRunning()).toBe(false)
      await expect(db.query('SELECT 1')).rejects.toThrow()
      expect((globalThis as { __readyappsShutdown?: unknown }).__readyappsShutdown).toBeUndefined()
    },
  )

  it.skipIf(!target.available)('does not seed or create an admin unless asked', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const prepared = await target.env()
    dispose = prepared.dispose
    bootServer({ ...prepared.env, SEED_SAMPLE_CONTENT: 'false' })
    const db = await getDb()
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts')).rows[0]!.n).toBe(0)
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_users')).rows[0]!.n).toBe(0)
    expect(startLeadDeliveryWorker).toHaveBeenCalledTimes(1)
  })
})

describe('a database set for tests', () => {
  it('is used as it is: nothing opens and no worker starts', async () => {
    const db = await openDatabase({ dataDir: 'memory://' })
    vi.mocked(openDatabase).mockClear()
    setDbForTests(db)
    expect(await getDb()).toBe(db)
    expect(openDatabase).not.toHaveBeenCalled()
    expect(startLeadDeliveryWorker).not.toHaveBeenCalled()
    await shutdownServer()
    expect(db.kind).toBe('pglite')
  })

  it('is closed on shutdown only once the delivery run in progress has finished', async () => {
    const db = await openDatabase({ dataDir: 'memory://' })
    setDbForTests(db)
    let finishRun: () => void = () => undefined
    vi.mocked(stopLeadDeliveryWorker).mockImplementationOnce(() => new Promise((resolve) => (finishRun = resolve)))

    const shuttingDown = shutdownServer()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])

    finishRun()
    await shuttingDown
    await expect(db.query('SELECT 1')).rejects.toThrow()
  })
})
