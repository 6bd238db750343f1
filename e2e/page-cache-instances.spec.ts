import { expect, test } from '@playwright/test'
import { createScratchDatabase } from '../scripts/scratch-postgres'
import { startOwnServer, waitForHealth, type OwnServer } from './faults-support'
import { ADMIN } from './support/admin'
import { createPublishedPost, openPostManagement, postAction, postRow } from './support/admin-posts'

/**
 * Two server instances on one Postgres: a post change made through one shows on the other
 * within 5 s (LISTEN/NOTIFY drops the other's cached pages); the same page has the same ETag on
 * both and after a restart, so a revalidation that lands on the other instance is a 304. Needs a Postgres
 * (E2E_DATABASE_URL or TEST_DATABASE_URL; CI sets the latter); each run uses a fresh database.
 */
const postgresUrl = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || ''

test.describe('page cache across instances', () => {
  test.skip(!postgresUrl, 'needs E2E_DATABASE_URL or TEST_DATABASE_URL')
  const servers: OwnServer[] = []
  let databaseUrl = ''
  let dropDatabase: () => Promise<void> = async () => undefined
  const origins: string[] = []

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    const scratch = await createScratchDatabase(postgresUrl, 'readyapps_e2e_cache')
    dropDatabase = scratch.drop
    databaseUrl = scratch.url
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

  /** The page as an instance stores it: its ETag once it answers from memory. */
  async function storedEtag(origin: string, path: string, headers: Record<string, string>) {
    let etag: string | null = null
    await expect
      .poll(
        async () => {
          const response = await fetch(`${origin}${path}`, { headers })
          await response.arrayBuffer()
          etag = response.headers.get('etag')
          return response.headers.get('x-page-cache')
        },
        { timeout: 10_000, intervals: [100] },
      )
      .toBe('HIT')
    return etag!
  }

  test('the same page has the same ETag on both instances and after a restart; the other answers 304', async () => {
    test.setTimeout(90_000)
    const pages = ['/blog', '/about', '/']
    for (const cookie of ['readyapps_pref=India.manual', 'readyapps_pref=Global.manual']) {
      const headers = { cookie, 'accept-encoding': 'br, gzip' }
      for (const path of pages) {
        const first = await storedEtag(origins[0]!, path, headers)
        expect(first).toMatch(/^W\/"[\w-]+"$/)
        expect(await storedEtag(origins[1]!, path, headers), `${path} with ${cookie}`).toBe(first)
        // A browser (or a CDN) that got the page from the first asks the second: nothing to send.
        const revalidated = await fetch(`${origins[1]}${path}`, { headers: { ...headers, 'if-none-match': first } })
        expect(revalidated.status, path).toBe(304)
        expect((await revalidated.arrayBuffer()).byteLength).toBe(0)
      }
    }
    // A restart renders every page again, to the same bytes.
    const before = await storedEtag(origins[1]!, '/blog', { cookie: 'readyapps_pref=India.manual' })
    await servers[1]!.stop('SIGTERM')
    const restarted = startOwnServer({
      DATABASE_URL: databaseUrl,
      SEED_SAMPLE_CONTENT: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    })
    servers[1] = restarted
    await waitForHealth(restarted)
    origins[1] = restarted.origin
    expect(await storedEtag(origins[1], '/blog', { cookie: 'readyapps_pref=India.manual' })).toBe(before)
    const revalidated = await fetch(`${origins[1]}/blog`, {
      headers: { cookie: 'readyapps_pref=India.manual', 'if-none-match': before },
    })
    expect(revalidated.status).toBe(304)
  })

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
