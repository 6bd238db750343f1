import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmbeddedAuth, SESSION_COOKIE } from '~/server/auth/embedded-auth.server'
import { openDatabase } from '~/server/db/database.server'
import { memoryJar } from '../support/cookie-jar'

/** Runs `npm run admin:create` as a person or a deploy script would, on its own node (pinned 24). */
function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/admin-create.mjs', ...args], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }))
  })
}

/** Opens the CLI's PGlite folder after the CLI has exited (one process per folder). */
async function withDb<T>(dataDir: string, fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const db = await openDatabase({ dataDir })
  try {
    return await fn(db)
  } finally {
    await db.close()
  }
}

describe('npm run admin:create', () => {
  let dir = ''
  let dataDir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'admin-cli-'))
    dataDir = join(dir, 'pglite')
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('creates an admin on a fresh embedded database, prints what it did and never the password', async () => {
    const result = await runCli(['--email', 'Owner@ReadyApps.test'], {
      PGLITE_DATA_DIR: dataDir,
      ADMIN_CREATE_PASSWORD: 'first long passphrase',
    })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout.trim()).toBe('Created admin owner@readyapps.test')
    expect(result.stdout + result.stderr).not.toContain('first long passphrase')
    await withDb(dataDir, async (db) => {
      const signIn = await createEmbeddedAuth(db, memoryJar().jar, { secureCookies: false }).signIn(
        'owner@readyapps.test',
        'first long passphrase',
      )
      expect(signIn.ok).toBe(true)
    })
  }, 120_000)

  it('resets the password of an existing admin and ends its sessions', async () => {
    const browser = memoryJar()
    const signIn = await withDb(dataDir, (db) =>
      createEmbeddedAuth(db, browser.jar, { secureCookies: false }).signIn(
        'owner@readyapps.test',
        'first long passphrase',
      ),
    )
    expect(signIn).toMatchObject({ ok: true, user: { email: 'owner@readyapps.test' } })
    expect(browser.values.get(SESSION_COOKIE)).toBeTruthy()

    const result = await runCli(['--email', 'owner@readyapps.test'], {
      PGLITE_DATA_DIR: dataDir,
      ADMIN_CREATE_PASSWORD: 'second long passphrase',
    })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Reset the password of owner@readyapps.test')
    expect(result.stdout).not.toContain('second long passphrase')

    await withDb(dataDir, async (db) => {
      expect(await createEmbeddedAuth(db, browser.jar, { secureCookies: false }).currentUser()).toBeNull()
      const auth = createEmbeddedAuth(db, memoryJar().jar, { secureCookies: false })
      expect(await auth.signIn('owner@readyapps.test', 'first long passphrase')).toEqual({
        ok: false,
        reason: 'invalid-credentials',
      })
      expect((await auth.signIn('owner@readyapps.test', 'second long passphrase')).ok).toBe(true)
    })
  }, 120_000)

  it('refuses a weak password and changes nothing', async () => {
    const result = await runCli(['--email', 'owner@readyapps.test'], {
      PGLITE_DATA_DIR: dataDir,
      ADMIN_CREATE_PASSWORD: 'too short',
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Password refused: Use at least 12 characters.')
    expect(result.stdout).toBe('')
    await withDb(dataDir, async (db) => {
      const auth = createEmbeddedAuth(db, memoryJar().jar, { secureCookies: false })
      expect((await auth.signIn('owner@readyapps.test', 'second long passphrase')).ok).toBe(true)
    })
  }, 120_000)

  it('refuses a missing or malformed e-mail, and a password that cannot be asked for', async () => {
    const missing = await runCli([], { PGLITE_DATA_DIR: dataDir })
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('--email is required')

    const malformed = await runCli(['--email', 'not-an-address'], {
      PGLITE_DATA_DIR: dataDir,
      ADMIN_CREATE_PASSWORD: 'a long enough password',
    })
    expect(malformed.code).toBe(1)
    expect(malformed.stderr).toContain('Not an e-mail address')

    // No variable and no terminal (stdin is not a TTY here): nothing to read the password from.
    const noPassword = await runCli(['--email', 'new@readyapps.test'], { PGLITE_DATA_DIR: dataDir })
    expect(noPassword.code).toBe(1)
    expect(noPassword.stderr).toContain('set ADMIN_CREATE_PASSWORD')
  }, 120_000)

  it('in Supabase mode says admins are managed in Supabase and exits with 2', async () => {
    const result = await runCli(['--email', 'owner@readyapps.test'], {
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_ANON_KEY: 'anon',
      ADMIN_CREATE_PASSWORD: 'a long enough password',
    })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('admins are managed in Supabase')
  }, 120_000)
})
