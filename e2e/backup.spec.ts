import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import { ADMIN } from './support/admin'
import { freePort } from './support/free-port'

/**
 * The backup recipe (deploy/backup/) on `npm run deploy:local`: posts with an uploaded image,
 * leads and sign-ups written through the site, a backup with readyapps-backup.sh, the database
 * wiped, the dump restored and the instances restarted, and everything is back: the same rows,
 * the image byte for byte over HTTP. readyapps-restore-check.sh passes on the dump and notices a
 * database that no longer matches it. Needs caddy and Postgres (initdb, pg_ctl, pg_dump,
 * pg_restore, psql) on PATH; pg_dump must be of the server's major version.
 */
const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
const missing = ['caddy', 'initdb', 'pg_ctl', 'pg_dump', 'pg_restore', 'psql'].filter((command) => !onPath(command))

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const photo = readFileSync(join('tests', 'fixtures', 'images', 'photo.png'))

test.describe('backups: dump, wipe, restore on deploy:local', () => {
  test.skip(missing.length > 0, `needs ${missing.join(', ')} on PATH (CI installs caddy and Postgres 15)`)
  test.describe.configure({ mode: 'serial' })

  let child: ChildProcess
  let output = ''
  let origin = ''
  let databaseUrl = ''
  let site: APIRequestContext
  const backupDir = mkdtempSync(join(tmpdir(), 'readyapps-backup-spec-'))
  const psql = (sql: string) =>
    execFileSync('psql', [databaseUrl, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', sql]).toString().trim()
  const script = (name: string, env: Record<string, string> = {}) =>
    spawnSync('sh', [join('deploy', 'backup', name)], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, BACKUP_DIR: backupDir, ...env },
      encoding: 'utf8',
    })
  const waitForOutput = (text: string, timeout: number) =>
    expect.poll(() => output.includes(text), { timeout, intervals: [250] }).toBe(true)

  /** What the business wrote, as the database holds it: rows per table, and each image's bytes. */
  const snapshot = () => ({
    posts: psql(`SELECT string_agg(slug || ':' || md5(content::text), ',' ORDER BY slug) FROM posts`),
    leads: psql(`SELECT string_agg(email, ',' ORDER BY email) FROM contact_requests`),
    subscribers: psql(`SELECT string_agg(email, ',' ORDER BY email) FROM newsletter_subscribers`),
    media: psql(`SELECT string_agg(id || ':' || encode(sha256(data), 'hex'), ',' ORDER BY id) FROM media`),
    admins: psql(`SELECT string_agg(email, ',' ORDER BY email) FROM admin_users`),
  })

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DEPLOY_HTTPS_PORT: process.env.BACKUP_SPEC_HTTPS_PORT ?? String(await freePort()),
      DEPLOY_HTTP_PORT: process.env.BACKUP_SPEC_HTTP_PORT ?? String(await freePort()),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }
    for (const name of ['DEPLOY_DATABASE_URL', 'DEPLOY_APP_PORTS', 'DEPLOY_PG_PORT']) delete env[name]
    child = spawn(process.execPath, ['scripts/deploy-local.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout!.on('data', (chunk) => (output += chunk))
    child.stderr!.on('data', (chunk) => (output += chunk))
    const deadline = Date.now() + 220_000
    while (!output.includes('deploy:local ready')) {
      if (child.exitCode !== null) throw new Error(`deploy:local exited (${child.exitCode}):\n${output}`)
      if (Date.now() > deadline) throw new Error(`deploy:local did not get ready:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const stateLine = output.split('\n').find((line) => line.startsWith('deploy:local state '))!
    const state = JSON.parse(stateLine.slice('deploy:local state '.length)) as { https: string; postgresPort: number }
    origin = state.https
    databaseUrl = `postgres://postgres@127.0.0.1:${state.postgresPort}/postgres`
    site = await playwrightRequest.newContext({
      baseURL: origin,
      ignoreHTTPSErrors: true,
      extraHTTPHeaders: { origin },
    })
  })

  test.afterAll(async () => {
    await site?.dispose()
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    rmSync(backupDir, { recursive: true, force: true })
    await test.info().attach('deploy-local output', { body: output, contentType: 'text/plain' })
  })

  let imageUrl = ''
  let imageBytes: Buffer
  let before: ReturnType<typeof snapshot>

  test('a post with an uploaded image, leads and sign-ups are written through the site', async () => {
    const signIn = await site.post('/admin/sign-in', {
      form: { email: ADMIN.email, password: ADMIN.password },
      maxRedirects: 0,
    })
    expect(signIn.status()).toBe(303)
    expect(signIn.headers()['location']).toBe('/admin/dashboard')
    const upload = await site.post('/media/upload', { data: photo, headers: { 'content-type': 'image/png' } })
    expect(upload.status()).toBe(201)
    const image = (await upload.json()) as { id: string; url: string }
    imageUrl = `/media/${image.id}/320.webp`
    const content = {
      blocks: [{ type: 'image', data: { file: { url: image.url }, caption: 'Backed up', withBorder: false } }],
    }
    psql(
      `INSERT INTO posts (title, slug, excerpt, cover_image_url, content, status, published_at)
       VALUES ('Kept in the backup', 'kept-in-the-backup', 'A post with an image', '${image.url}', '${JSON.stringify(content)}', 'published', now())`,
    )
    for (const n of [1, 2]) {
      const lead = await site.post('/forms/contact', {
        form: {
          name: `Backup Lead ${n}`,
          email: `backup-lead-${n}@readyapps.test`,
          mobile: '+91 98450 12345',
          product: 'chitchat',
          terms: 'on',
        },
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
        maxRedirects: 0,
      })
      expect(lead.headers()['location']).toBe('/thank-you')
      const signUp = await site.post('/forms/newsletter', {
        form: { email: `backup-reader-${n}@readyapps.test` },
        headers: { 'x-forwarded-for': `198.51.100.${n + 10}` },
        maxRedirects: 0,
      })
      expect(signUp.status()).toBe(303)
    }
    const served = await site.get(imageUrl)
    expect(served.status()).toBe(200)
    imageBytes = await served.body()
    expect((await site.get('/blog/kept-in-the-backup')).status()).toBe(200)
    // The conversions of those leads and sign-ups reach the database with the analytics' next flush
    // (every second): the dump is taken once they are in, or the restore check sees them come after it.
    await expect.poll(() => psql('SELECT count(*) FROM analytics_events'), { timeout: 10_000 }).toBe('4')
    before = snapshot()
    expect(before.leads).toContain('backup-lead-2@readyapps.test')
    expect(before.subscribers).toContain('backup-reader-2@readyapps.test')
    expect(before.media).toContain(`${image.id}:${sha256(photo)}`)
  })

  test('the backup script writes a readable custom-format dump; the restore check passes on it', async () => {
    const backup = script('readyapps-backup.sh')
    expect(backup.status, backup.stderr).toBe(0)
    const dump = backup.stdout.trim()
    expect(dump).toMatch(/readyapps-\d{4}-\d\d-\d\dT\d{6}Z\.dump$/)
    expect(readdirSync(backupDir)).toEqual([dump.split('/').pop()])
    expect(readFileSync(dump).subarray(0, 5).toString()).toBe('PGDMP')
    const check = script('readyapps-restore-check.sh')
    expect(check.status, check.stderr).toBe(0)
    expect(check.stdout).toContain('with the live row counts; images 1,')
    // It dropped its scratch database.
    expect(psql(`SELECT count(*) FROM pg_database WHERE datname LIKE 'readyapps_restore_check_%'`)).toBe('0')
  })

  test('the database wiped, then restored from the dump: every row is back and the image byte for byte', async () => {
    test.setTimeout(180_000)
    const dump = join(backupDir, readdirSync(backupDir)[0]!)
    // As lost as a dropped database (the instances keep running, as they would while it is recreated).
    psql('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
    expect(psql(`SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'`)).toBe('0')
    const check = script('readyapps-restore-check.sh')
    expect(check.status, 'the restore check notices a database that no longer matches').toBe(1)
    const restore = spawnSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl}`, dump], {
      encoding: 'utf8',
    })
    expect(restore.status, restore.stderr).toBe(0)
    expect(snapshot()).toEqual(before)
    // The instances start again on the restored database (what the docs' restore does), and serve it.
    child.kill('SIGUSR2')
    await waitForOutput('rolling restart done', 150_000)
    const served = await site.get(imageUrl)
    expect(served.status()).toBe(200)
    expect(sha256(await served.body())).toBe(sha256(imageBytes))
    const post = await site.get('/blog/kept-in-the-backup')
    expect(post.status()).toBe(200)
    expect(await post.text()).toContain('Kept in the backup')
    expect(script('readyapps-restore-check.sh').status).toBe(0)
  })
})
