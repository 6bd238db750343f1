import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LoginSchema } from '~/domain/admin'
import { ContactRequestSchema } from '~/domain/contact'
import { INTERNAL_ERROR_MESSAGE, UNAVAILABLE_MESSAGE, readPublicError } from '~/domain/errors'
import { ConfigError, getServerConfig, optionalServices } from '~/server/config.server'
import { DataDirLockedError, acquireDataDirLock, lockPathFor } from '~/server/db/data-dir-lock.server'
import {
  DatabaseUnavailableError,
  POSTGRES_LIMITS,
  isDatabaseUnavailable,
  type Database,
} from '~/server/db/database.server'
import {
  SIGN_IN_BACKOFF,
  accountLockedUntil,
  clearSignInFailures,
  recordSignInFailure,
} from '~/server/auth/sign-in-guard.server'
import { PublicError, parseInput, toPublicError } from '~/server/leads/public-error.server'
import { describeError, logger } from '~/server/log.server'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

describe('configuration checked at start', () => {
  it('stops a production server without SITE_ORIGIN, naming the setting and showing an example', () => {
    let error: unknown
    try {
      getServerConfig({ NODE_ENV: 'production', PGLITE_DATA_DIR: 'memory://' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(/SITE_ORIGIN: is required in production/)
    expect((error as Error).message).toContain('example: SITE_ORIGIN=https://')
  })

  it('refuses a malformed origin without echoing the value', () => {
    expect(() => getServerConfig({ SITE_ORIGIN: 'https://www.readyapps.in/blog' })).toThrow(
      /SITE_ORIGIN: must be an http\(s\) origin/,
    )
    expect(() => getServerConfig({ SITE_ORIGIN: 'ftp://files.example.com' })).toThrow(ConfigError)
    let message = ''
    try {
      getServerConfig({ NODE_ENV: 'production', SITE_ORIGIN: 'secret-looking-value' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('SITE_ORIGIN')
    expect(message).not.toContain('secret-looking-value')
  })

  it('accepts development without SITE_ORIGIN and lists optional services that are off', () => {
    const config = getServerConfig({ NODE_ENV: 'development' })
    expect(config.SITE_ORIGIN).toBe('http://localhost:3000')
    expect(optionalServices(config)).toMatchObject({ EmailJS: false, Supabase: false })
    const production = getServerConfig({ NODE_ENV: 'production', SITE_ORIGIN: 'https://www.readyapps.in' })
    expect(production.SITE_ORIGIN).toBe('https://www.readyapps.in')
  })
})

describe('exclusive lock on the embedded database folder', () => {
  let root: string
  let holder: ChildProcess | undefined
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'readyapps-lock-'))
  })
  afterEach(() => {
    holder?.kill('SIGKILL')
    holder = undefined
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('refuses a folder whose lock belongs to a running process', () => {
    const dataDir = join(root, 'busy')
    holder = spawn('sleep', ['30'])
    writeFileSync(lockPathFor(dataDir), `${holder.pid}\n`)
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError)
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by another server process/)
  })

  it('takes over a lock left by a process that is gone, and releases it', async () => {
    const dataDir = join(root, 'stale')
    const gone = spawn('true')
    await new Promise((resolve) => gone.on('exit', resolve))
    writeFileSync(lockPathFor(dataDir), `${gone.pid}\n`)
    const lock = acquireDataDirLock(dataDir)
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid))
    lock.release()
    expect(existsSync(lock.path)).toBe(false)
  })
})

describe('database faults are classified, bounded and never shown', () => {
  it('treats connection failures and timeouts as "unavailable", query mistakes not', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5'), { code: 'ECONNREFUSED' })),
    ).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true)
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      ),
    ).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false)
    expect(isDatabaseUnavailable(new DatabaseUnavailableError(new Error('x')))).toBe(true)
  })

  it('keeps the waits for Postgres short and the pool bounded', () => {
    expect(POSTGRES_LIMITS.connectTimeoutMs).toBeLessThanOrEqual(2_000)
    expect(POSTGRES_LIMITS.statementTimeoutMs).toBeLessThanOrEqual(5_000)
    expect(POSTGRES_LIMITS.max).toBeLessThanOrEqual(20)
  })

  it('answers a generic 503 envelope and logs the real error', () => {
    const log = vi.spyOn(logger(), 'error').mockImplementation(() => undefined)
    const driver = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:55999'), { code: 'ECONNREFUSED' })
    const error = toPublicError(new DatabaseUnavailableError(driver)) as PublicError
    expect(error).toBeInstanceOf(PublicError)
    expect(error).toMatchObject({ status: 503, code: 'unavailable', message: UNAVAILABLE_MESSAGE })
    expect(error.retryAfterSeconds).toBeGreaterThan(0)
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('ECONNREFUSED')
    expect(JSON.stringify(log.mock.calls[0]?.[0])).toContain('ECONNREFUSED')
    log.mockRestore()
  })

  it('answers an unexpected error as internal, without its text or a stack', () => {
    const log = vi.spyOn(logger(), 'error').mockImplementation(() => undefined)
    const error = toPublicError(new Error('relation "secret_table" does not exist')) as PublicError
    expect(error).toMatchObject({ status: 500, code: 'internal', message: INTERNAL_ERROR_MESSAGE })
    expect(Object.getOwnPropertyNames(error)).not.toContain('cause')
    expect(error.stack).toBeUndefined()
    log.mockRestore()
  })
})

describe('the error envelope', () => {
  it('gives field errors by name and never echoes the submitted values', () => {
    let error: unknown
    try {
      parseInput(LoginSchema, { email: 'not-an-email', password: 'hunter2-secret' })
    } catch (caught) {
      error = caught
    }
    const envelope = readPublicError(error)
    expect(envelope.code).toBe('invalid')
    expect(envelope.fields).toEqual({ email: 'Enter a valid e-mail.' })
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toMatch(
      /hunter2|not-an-email/,
    )
  })

  it('replaces valibot default messages, which quote the received value', () => {
    const schema = v.object({ status: v.picklist(['draft', 'published']) })
    const error = toPublicError(
      new v.ValiError(v.safeParse(schema, { status: '<script>x</script>' }).issues!),
    ) as PublicError
    expect(error.fields).toEqual({ status: 'Invalid value.' })
    expect(error.message).not.toContain('<script>')
  })

  it("reads Start's Standard Schema validator error (JSON of the issues) into the envelope", () => {
    const issues = v.safeParse(LoginSchema, { email: 'x', password: 'top-secret-password' }).issues!
    const error = toPublicError(new Error(JSON.stringify(issues))) as PublicError
    expect(error.code).toBe('invalid')
    expect(error.status).toBe(400)
    expect(JSON.stringify(error.fields)).not.toContain('top-secret-password')
  })

  it('parses anything on the client into an envelope', () => {
    expect(readPublicError(new TypeError('Failed to fetch'))).toEqual({
      code: 'unavailable',
      message: UNAVAILABLE_MESSAGE,
    })
    expect(readPublicError('boom')).toEqual({ code: 'internal', message: INTERNAL_ERROR_MESSAGE })
    const thrown = Object.assign(new Error('Too many attempts.'), { code: 'rate_limited', retryAfterSeconds: 12.2 })
    expect(readPublicError(thrown)).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts.',
      retryAfterSeconds: 13,
    })
    expect(readPublicError({ code: 'invalid', message: 'Check', fields: { name: 'Enter', bad: 3 } })).toEqual({
      code: 'invalid',
      message: 'Check',
      fields: { name: 'Enter' },
    })
  })
})

describe('control characters and private data', () => {
  it('removes control characters before anything is stored', () => {
    const parsed = parseInput(ContactRequestSchema, {
      name: 'Asha\u0000 Verma',
      email: 'asha@example.com\u0000',
      mobile: '+91 98765\u0007 43210',
      product: 'astroway',
      description: 'Line one\nline two\u0000\u202e',
      terms: true,
    })
    expect(parsed.name).toBe('Asha Verma')
    expect(parsed.email).toBe('asha@example.com')
    expect(parsed.mobile).toBe('+91 98765 43210')
    expect(parsed.description).toBe('Line one\nline two')
  })

  it('logs errors without query parameters, e-mail addresses or phone numbers', () => {
    const error = Object.assign(new Error('insert failed for asha@example.com / +91 98765 43210'), {
      params: ['Asha Verma', 'asha@example.com'],
      detail: 'Key (email)=(asha@example.com) already exists.',
    })
    const text = describeError(error)
    expect(text).toContain('insert failed')
    expect(text).not.toMatch(/asha@example\.com|98765|Asha Verma/)
  })
})

describe.each(databaseTargets)('sign-in back-off per account ($name)', (target) => {
  let db: Database
  const run = useDatabase(target, {
    opened: (opened) => (db = opened),
  })

  run('locks an account after 5 failures for 15 minutes, doubling', async () => {
    const start = new Date('2026-01-01T10:00:00Z')
    const account = 'Admin@Example.com'
    for (let i = 1; i < SIGN_IN_BACKOFF.failuresPerLockout; i += 1) {
      expect(await recordSignInFailure(db, account, start)).toBeNull()
    }
    const first = await recordSignInFailure(db, account, start)
    expect(first?.getTime()).toBe(start.getTime() + 15 * 60_000)
    expect(await accountLockedUntil(db, 'admin@example.com', start)).toEqual(first)
    const later = new Date(first!.getTime() + 1)
    expect(await accountLockedUntil(db, account, later)).toBeNull()
    for (let i = 1; i < SIGN_IN_BACKOFF.failuresPerLockout; i += 1) await recordSignInFailure(db, account, later)
    const second = await recordSignInFailure(db, account, later)
    expect(second?.getTime()).toBe(later.getTime() + 30 * 60_000)
    await clearSignInFailures(db, account)
    expect(await accountLockedUntil(db, account, later)).toBeNull()
  })

  run('counts unknown accounts the same way (no hint which exist)', async () => {
    const now = new Date('2026-01-02T10:00:00Z')
    let locked: Date | null = null
    for (let i = 0; i < SIGN_IN_BACKOFF.failuresPerLockout; i += 1)
      locked = await recordSignInFailure(db, 'nobody@example.com', now)
    expect(locked).not.toBeNull()
  })
})

describe.each(databaseTargets.filter((target) => target.name === 'postgres'))(
  "a background job's transaction on $name",
  (target) => {
    let db: Database
    const run = useDatabase(target, { opened: (opened) => (db = opened) })

    run("runs under its own time limit, not a request's", async () => {
      const sleep = (timeoutMs: number) => db.transaction((tx) => tx.query('SELECT pg_sleep(0.3)'), { timeoutMs })
      await expect(sleep(100)).rejects.toThrow()
      await expect(sleep(POSTGRES_LIMITS.statementTimeoutMs * 2)).resolves.toBeDefined()
      // The pool's own limit is back for the next request on that connection.
      const { rows } = await db.query<{ limit: string }>("SELECT current_setting('statement_timeout') AS limit")
      expect(rows[0]?.limit).toBe(`${POSTGRES_LIMITS.statementTimeoutMs / 1000}s`)
    })
  },
)
