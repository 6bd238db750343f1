import { expect, test } from '@playwright/test'
import { createScratchDatabase } from '../scripts/scratch-postgres'
import { startOwnServer, waitForHealth, type OwnServer } from './faults-support'
import { ADMIN } from './support/admin'
import { createPublishedPost, openPostManagement, postAction, postRow } from './support/admin-posts'

/**
 * Two server instances on one Postgres: a post change made through one shows on the other
 * within 5 s (LISTEN/NOTIFY drops the other's cached pages). Needs a Postgres
 * (E2E_DATABASE_URL or TEST_DATABASE_URL; CI sets the latter); each run uses a fresh database.
 */
const postgresUrl = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || ''

test.describe('page cache across instances', () => {
  test.skip(!postgresUrl, 'needs E2E_DATABASE_URL or TEST_DATABASE_URL')
  const servers: OwnServer[] = []
  let dropDatabase: () => Promise<void> = async () => undefined
  const origins: string[] = []

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    const scratch = await createScratchDatabase(postgresUrl, 'readyapps_e2e_cache')
    dropDatabase = scratch.drop
    for (const index of [0, 1]) {
      const server = startOwnServer({
        DATABASE_URL: scratch.url,
        SEED_SAMPLE_CONTENT: index === 0 ? 'true' : 'false',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      })
      servers.push(server)
      await waitForHealth(server)
      const origin = server.origin
      origins.push(origin)
      // The first instance migrates and seeds before the second starts.
      await fetch(`${origin}/blog`)
    }
  })

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await dropDatabase()
  })

  async function cachedBlog(origin: string) {
    await fetch(`${origin}/blog`)
    const response = await fetch(`${origin}/blog`)
    expect(response.headers.get('x-page-cache')).toBe('HIT')
  }

  async function expectSoon(origin: string, check: (html: string) => boolean) {
    await expect
      .poll(async () => check(await (await fetch(`${origin}/blog`)).text()), { timeout: 5_000, intervals: [100] })
      .toBe(true)
  }

  test('a post published or deleted on one instance shows on both within 5 s', async ({ page }) => {
    test.setTimeout(90_000)
    const title = `Two instances ${Date.now()}`
    await cachedBlog(origins[0]!)
    await cachedBlog(origins[1]!)

    await openPostManagement(page, origins[0])
    await createPublishedPost(page, title, 'Seen by every instance.')
    expect(await (await fetch(`${origins[0]}/blog`)).text()).toContain(title)
    await expectSoon(origins[1]!, (html) => html.includes(title))

    await cachedBlog(origins[1]!)
    await postAction(page, title, 'Delete')
    await expect(postRow(page, title)).toHaveCount(0)
    await expectSoon(origins[1]!, (html) => !html.includes(title))
  })
})
