import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { ADMIN } from './support/admin'
import { createPublishedPost, openPostManagement, postAction, postRow } from './support/admin-posts'

/**
 * Two server instances on one Postgres: a post change made through one shows on the other
 * within 5 s (LISTEN/NOTIFY drops the other's cached pages). Needs a Postgres
 * (E2E_DATABASE_URL or TEST_DATABASE_URL; CI sets the latter); each run uses a fresh database.
 */
const postgresUrl = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || ''
const basePort = Number(process.env.E2E_PORT ?? 3100) + 10
const stubPort = Number(process.env.E2E_STUB_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1)

test.describe('page cache across instances', () => {
  test.skip(!postgresUrl, 'needs E2E_DATABASE_URL or TEST_DATABASE_URL')
  const servers: ChildProcess[] = []
  const database = `readyapps_e2e_cache_${randomBytes(5).toString('hex')}`
  let databaseUrl = ''
  const origins = [`http://127.0.0.1:${basePort}`, `http://127.0.0.1:${basePort + 1}`]

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: postgresUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }

  async function waitForHealth(origin: string, server: ChildProcess) {
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`the server for ${origin} exited (${server.exitCode})`)
      const ok = await fetch(`${origin}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
      if (ok) return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`${origin} did not start`)
  }

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    await admin(`CREATE DATABASE ${database}`)
    const url = new URL(postgresUrl)
    url.pathname = `/${database}`
    databaseUrl = url.toString()
    for (const [index, origin] of origins.entries()) {
      const server = spawn(process.execPath, ['scripts/start.mjs'], {
        env: {
          ...process.env,
          PORT: String(basePort + index),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          SITE_ORIGIN: 'https://www.readyapps.test',
          DATABASE_URL: databaseUrl,
          SEED_SAMPLE_CONTENT: index === 0 ? 'true' : 'false',
          IP_LOOKUP_URL: `http://127.0.0.1:${stubPort}/ipapi`,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        },
        stdio: 'inherit',
      })
      servers.push(server)
      await waitForHealth(origin, server)
      // The first instance migrates and seeds before the second starts.
      await fetch(`${origin}/blog`)
    }
  })

  test.afterAll(async () => {
    const running = servers.filter((server) => server.exitCode === null)
    const exited = running.map((server) => new Promise((resolve) => server.once('exit', resolve)))
    for (const server of running) server.kill('SIGTERM')
    await Promise.all(exited)
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  })

  async function cachedBlog(origin: string) {
    await fetch(`${origin}/blog`)
    const response = await fetch(`${origin}/blog`)
    expect(response.headers.get('x-page-cache')).toBe('HIT')
  }

  async function expectSoon(origin: string, check: (html: string) => boolean) {
    const started = Date.now()
    await expect
      .poll(async () => check(await (await fetch(`${origin}/blog`)).text()), { timeout: 5_000, intervals: [100] })
      .toBe(true)
    return Date.now() - started
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
