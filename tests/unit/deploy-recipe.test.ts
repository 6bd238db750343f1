import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { analyze, gradeForScore, type ObservedResponse, type ScanInput } from '../../e2e/support/observatory'

/**
 * The deployment recipe's files (deploy/) and the Observatory rules e2e/deploy.spec.ts grades with.
 * The recipe itself runs in e2e/deploy.spec.ts; here: the environment file names every setting, the
 * production Caddyfile (certificates from the internet, ports 80/443) reads as intended, and the
 * grading rules give the grades the Observatory gives.
 */
const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8')

describe('deploy/readyapps.env.example', () => {
  const example = read('deploy/readyapps.env.example')
  const named = new Set([...example.matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]))

  it("names every variable of docs/configuration.md's server and scripts tables", () => {
    const doc = read('docs/configuration.md')
    const tables = ['## The server', '## Scripts'].map((heading) =>
      doc.slice(doc.indexOf(heading), doc.indexOf('\n## ', doc.indexOf(heading) + heading.length)),
    )
    const variables = tables.flatMap((table) =>
      [...table.matchAll(/^\| `([A-Z0-9_]+)`(?: \/ `([A-Z0-9_]+)`)?/gm)].flatMap((match) =>
        [match[1], match[2]].filter(Boolean),
      ),
    )
    expect(variables.length).toBeGreaterThan(20)
    expect(variables.filter((name) => !named.has(name))).toEqual([])
  })

  it('names every setting the server reads (src/server/config.server.ts)', () => {
    const source = read('src/server/config.server.ts')
    const schema = source.slice(source.indexOf('const EnvSchema'), source.indexOf('export type ServerConfig'))
    const settings = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1])
    expect(settings).toContain('SITE_ORIGIN')
    expect(settings.filter((name) => !named.has(name))).toEqual([])
  })

  it('is set up for the proxy: https origin, one trusted hop, production', () => {
    expect(example).toMatch(/^SITE_ORIGIN=https:\/\//m)
    expect(example).toMatch(/^TRUST_PROXY_HOPS=1$/m)
    expect(example).toMatch(/^NODE_ENV=production$/m)
  })
})

const hasCaddy = spawnSync('sh', ['-c', 'command -v caddy'], { stdio: 'ignore' }).status === 0

describe.skipIf(!hasCaddy)('deploy/Caddyfile in production (caddy adapt)', () => {
  // Caddy's own folders in a temporary one, never the user's.
  const home = mkdtempSync(path.join(tmpdir(), 'readyapps-caddy-adapt-'))
  afterAll(() => rmSync(home, { recursive: true, force: true }))

  function adapt(env: Record<string, string>) {
    const run = spawnSync('caddy', ['adapt', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
      env: { PATH: process.env.PATH ?? '', HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home, ...env },
      encoding: 'utf8',
    })
    expect(run.status, run.stderr).toBe(0)
    return JSON.parse(run.stdout)
  }

  it('gets certificates from the internet for the site, on ports 80 and 443, and checks /healthz on both instances', () => {
    const config = adapt({ SITE_ADDRESS: 'www.example.com', CADDY_TLS: 'webmaster@example.com' })
    const text = JSON.stringify(config)
    expect(config.admin.listen).toBe('localhost:2019')
    expect(config.apps.http.http_port).toBe(80)
    expect(config.apps.http.https_port).toBe(443)
    const server = Object.values(config.apps.http.servers)[0] as { listen: string[] }
    expect(server.listen).toEqual([':443'])
    const policy = config.apps.tls.automation.policies[0]
    expect(policy.subjects).toEqual(['www.example.com'])
    expect(policy.issuers.map((issuer: { module: string }) => issuer.module)).toContain('acme')
    expect(text).toContain('"uri":"/healthz"')
    expect(text).toContain('"dial":"127.0.0.1:3001"')
    expect(text).toContain('"dial":"127.0.0.1:3002"')
    // The app compresses; a second encoder in Caddy would recompress or drop validators.
    expect(text).not.toContain('"handler":"encode"')
  })
})

describe('the HTTP Observatory rules (e2e/support/observatory.ts)', () => {
  const page = (
    headers: Record<string, string | string[]>,
    body = '<script src="/app.js"></script>',
  ): ObservedResponse => ({
    url: new URL('https://www.example.com/'),
    status: 200,
    headers: Object.fromEntries(
      Object.entries({ 'content-type': 'text/html; charset=utf-8', ...headers }).map(([name, value]) => [
        name,
        Array.isArray(value) ? value : [value],
      ]),
    ),
    body,
    verified: true,
  })
  const scanOf = (response: ObservedResponse, setCookies: string[] = []): ScanInput => ({
    https: response,
    http: { ...response, url: new URL('https://www.example.com/') },
    httpRedirects: [
      { url: new URL('http://www.example.com/'), status: 301 },
      { url: new URL('https://www.example.com/'), status: 200 },
    ],
    setCookies,
    cors: { headers: {}, origin: 'https://http-observatory.security.mozilla.org' },
  })
  const resultOf = (scan: ReturnType<typeof analyze>, name: string) =>
    scan.tests.find((test) => test.name === name)?.result

  it('grades a site with no security headers D (100 - 25 CSP - 20 HSTS - 20 framing - 5 nosniff)', () => {
    const scan = analyze(scanOf(page({})))
    expect(scan.score).toBe(30)
    expect(scan.grade).toBe('D')
  })

  it('grades good headers A+ and counts bonuses only from 90 up', () => {
    const good = {
      'content-security-policy': "default-src 'none'; script-src 'self'; form-action 'self'; frame-ancestors 'none'",
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    }
    const scan = analyze(scanOf(page(good), ['pref=1; Path=/; Secure; SameSite=Lax']))
    // 100 + 10 (default-src 'none') + 5 (cookies) + 10 (COOP) + 5 (referrer) + 5 (frame-ancestors)
    expect(scan.score).toBe(135)
    expect(scan.grade).toBe('A+')
    // One big fault: the bonuses no longer count.
    const unsafe = analyze(
      scanOf(
        page({
          ...good,
          'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
        }),
      ),
    )
    expect(resultOf(unsafe, 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline')
    expect(unsafe.score).toBe(80)
  })

  it("treats a nonce as cancelling 'unsafe-inline', and style-src 'unsafe-inline' as a small fault", () => {
    const scan = analyze(
      scanOf(
        page({
          'content-security-policy':
            "default-src 'self'; script-src 'self' 'nonce-abc' 'unsafe-inline'; style-src 'self' 'unsafe-inline'",
        }),
      ),
    )
    expect(resultOf(scan, 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline-in-style-src-only')
  })

  it('fails session cookies without Secure or HttpOnly, and plain http without a redirect', () => {
    const scan = analyze({
      ...scanOf(page({}), ['sessionid=1; Path=/']),
      httpRedirects: [{ url: new URL('http://www.example.com/'), status: 200 }],
    })
    expect(resultOf(scan, 'cookies')).toBe('cookies-session-without-secure-flag')
    expect(resultOf(scan, 'redirection')).toBe('redirection-missing')
    expect(scan.grade).toBe('F')
  })

  it('maps scores to grades like the Observatory chart', () => {
    expect([135, 100, 95, 90, 87, 80, 72, 65, 60, 50, 45, 40, 30, 25, 24, -10].map(gradeForScore)).toEqual([
      'A+',
      'A+',
      'A',
      'A',
      'A-',
      'B+',
      'B',
      'B-',
      'C+',
      'C',
      'C-',
      'D+',
      'D',
      'D-',
      'F',
      'F',
    ])
  })
})
