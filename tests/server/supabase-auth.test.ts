import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSupabaseAuth } from '~/server/auth/supabase-auth.server'
import type { CookieJar } from '~/server/auth/types.server'
import { memoryJar } from '../support/cookie-jar'

/** A local stand-in for Supabase Auth (GoTrue) that records what it received. */
let server: Server
let baseUrl = ''
const received: Array<{ method: string; path: string; auth?: string; body?: unknown }> = []
const user = {
  id: '5f0c4d1e-0000-4000-8000-000000000001',
  email: 'admin@readyapps.test',
  aud: 'authenticated',
  role: 'authenticated',
  app_metadata: {},
  user_metadata: {},
  created_at: '2026-01-01T00:00:00Z',
}

/** A user not on the e-mail list whose app_metadata (service-key only) makes them an admin. */
const roleUser = {
  ...user,
  id: '5f0c4d1e-0000-4000-8000-000000000002',
  email: 'editor@readyapps.test',
  app_metadata: { role: 'admin' },
  user_metadata: { role: 'admin' },
}
/** Whether the stand-in's logout endpoint answers 500. */
let logoutFails = false

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub')
      received.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        auth: req.headers.authorization,
        body: raw ? JSON.parse(raw) : undefined,
      })
      res.setHeader('content-type', 'application/json')
      if (url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password') {
        const body = JSON.parse(raw) as { email: string; password: string }
        if (body.email === 'editor@readyapps.test' && body.password === 'right password 123') {
          return res.end(
            JSON.stringify({
              access_token: 'access-role',
              refresh_token: 'refresh-role',
              token_type: 'bearer',
              expires_in: 3600,
              expires_at: Math.floor(Date.now() / 1000) + 3600,
              user: roleUser,
            }),
          )
        }
        if (body.password !== 'right password 123') {
          res.statusCode = 400
          return res.end(
            JSON.stringify({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }),
          )
        }
        return res.end(
          JSON.stringify({
            access_token: 'access-1',
            refresh_token: 'refresh-1',
            token_type: 'bearer',
            expires_in: 3600,
            expires_at: Math.floor(Date.now() / 1000) + 3600,
            user,
          }),
        )
      }
      if (url.pathname === '/auth/v1/user') {
        if (req.headers.authorization === 'Bearer access-role') return res.end(JSON.stringify(roleUser))
        if (req.headers.authorization !== 'Bearer access-1') {
          res.statusCode = 401
          return res.end(JSON.stringify({ code: 401, error_code: 'bad_jwt', msg: 'invalid JWT' }))
        }
        return res.end(JSON.stringify(user))
      }
      if (url.pathname === '/auth/v1/logout') {
        if (logoutFails) {
          res.statusCode = 500
          return res.end(JSON.stringify({ code: 500, error_code: 'unexpected_failure', msg: 'database down' }))
        }
        res.statusCode = 204
        return res.end()
      }
      res.statusCode = 404
      res.end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The provider as the site builds it for one browser's cookies; admin@readyapps.test is on the admin list. */
function supabaseAuth(cookieJar: CookieJar, { url = baseUrl, adminEmails = ['admin@readyapps.test'] } = {}) {
  return createSupabaseAuth(url, 'anon-key', cookieJar, { secureCookies: false, adminEmails })
}

describe('Supabase Auth provider', () => {
  it('signs in with a password, keeps the session in cookies and confirms the user with the auth server', async () => {
    const { jar: cookieJar, values } = memoryJar()
    const auth = supabaseAuth(cookieJar)
    const result = await auth.signIn('Admin@ReadyApps.test', 'right password 123')
    expect(result).toEqual({ ok: true, user: { id: user.id, email: user.email, secondFactor: false } })
    const tokenRequest = received.find((r) => r.path.startsWith('/auth/v1/token'))
    expect(tokenRequest?.body).toMatchObject({ email: 'admin@readyapps.test', password: 'right password 123' })
    expect([...values.keys()].some((name) => name.startsWith('sb-'))).toBe(true)

    const next = supabaseAuth(cookieJar)
    received.length = 0
    expect(await next.currentUser()).toEqual({ id: user.id, email: user.email, secondFactor: false })
    expect(received.some((r) => r.path === '/auth/v1/user' && r.auth === 'Bearer access-1')).toBe(true)
  })

  it('answers wrong credentials as invalid and sets no session', async () => {
    const { jar: cookieJar, values } = memoryJar()
    const auth = supabaseAuth(cookieJar)
    expect(await auth.signIn('admin@readyapps.test', 'wrong')).toEqual({ ok: false, reason: 'invalid-credentials' })
    expect(values.size).toBe(0)
    expect(await auth.currentUser()).toBeNull()
  })

  it('signing out clears the session cookies', async () => {
    const { jar: cookieJar, values } = memoryJar()
    const auth = supabaseAuth(cookieJar)
    await auth.signIn('admin@readyapps.test', 'right password 123')
    await auth.signOut()
    expect([...values.keys()].filter((name) => name.startsWith('sb-'))).toEqual([])
  })

  it('refuses a valid Supabase user who is not on the admin list', async () => {
    const { jar: cookieJar, values } = memoryJar()
    const auth = supabaseAuth(cookieJar, { adminEmails: ['someone.else@readyapps.test'] })
    expect(await auth.signIn('admin@readyapps.test', 'right password 123')).toEqual({
      ok: false,
      reason: 'invalid-credentials',
    })
    expect([...values.keys()].filter((name) => name.startsWith('sb-'))).toEqual([])
    expect(await auth.currentUser()).toBeNull()
  })

  it('reports the auth server being down as unavailable', async () => {
    const { jar: cookieJar } = memoryJar()
    const auth = supabaseAuth(cookieJar, { url: 'http://127.0.0.1:9' })
    expect(await auth.signIn('admin@readyapps.test', 'right password 123')).toEqual({
      ok: false,
      reason: 'unavailable',
    })
  })

  it('lets in a user whose app_metadata.role is admin although the e-mail is not listed', async () => {
    const { jar: cookieJar } = memoryJar()
    const auth = supabaseAuth(cookieJar)
    expect(await auth.signIn('editor@readyapps.test', 'right password 123')).toEqual({
      ok: true,
      user: { id: roleUser.id, email: roleUser.email, secondFactor: false },
    })
    expect(await supabaseAuth(cookieJar).currentUser()).toEqual({
      id: roleUser.id,
      email: roleUser.email,
      secondFactor: false,
    })
  })

  it('does not trust user_metadata.role, which users can edit themselves', async () => {
    const userMetadataOnly = { ...roleUser, app_metadata: {}, user_metadata: { role: 'admin' } }
    const { jar: cookieJar } = memoryJar()
    const auth = supabaseAuth(cookieJar, { adminEmails: [] })
    const original = { ...roleUser }
    Object.assign(roleUser, userMetadataOnly)
    try {
      expect(await auth.signIn('editor@readyapps.test', 'right password 123')).toEqual({
        ok: false,
        reason: 'invalid-credentials',
      })
    } finally {
      Object.assign(roleUser, original)
    }
  })

  it('reports a failed sign-out instead of ignoring it', async () => {
    const { jar: cookieJar } = memoryJar()
    const auth = supabaseAuth(cookieJar)
    const other = supabaseAuth(memoryJar().jar)
    await auth.signIn('admin@readyapps.test', 'right password 123')
    await other.signIn('admin@readyapps.test', 'right password 123')
    logoutFails = true
    try {
      await expect(auth.signOut()).rejects.toMatchObject({ name: 'SignOutError' })
      await expect(other.signOutEverywhere()).rejects.toMatchObject({ name: 'SignOutError' })
      // A failed global sign-out keeps the session: the admin is still signed in and can retry.
      expect(await other.currentUser()).not.toBeNull()
    } finally {
      logoutFails = false
    }
  })

  it('signs out everywhere with the global scope', async () => {
    const { jar: cookieJar, values } = memoryJar()
    const auth = supabaseAuth(cookieJar)
    await auth.signIn('admin@readyapps.test', 'right password 123')
    received.length = 0
    await auth.signOutEverywhere()
    expect(received.find((r) => r.path.startsWith('/auth/v1/logout'))?.path).toBe('/auth/v1/logout?scope=global')
    expect([...values.keys()].filter((name) => name.startsWith('sb-'))).toEqual([])
  })

  it('leaves password changes to Supabase', async () => {
    const auth = supabaseAuth(memoryJar().jar, { adminEmails: [] })
    expect(await auth.changePassword('a', 'b')).toEqual({ ok: false, reason: 'unsupported' })
  })
})
