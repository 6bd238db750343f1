import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { sitemapPaths } from './support/sitemap'

/**
 * Runs after every other end-to-end test (the 'privacy' project in playwright.config.ts):
 * - the server log of the whole run holds no test visitor's name, e-mail, phone, message or
 *   password (issue 12, item 4);
 * - no server-only setting's value is in the built client bundle or in any page's HTML.
 */
const logFile = process.env.E2E_SERVER_LOG ?? ''

/** The visitors the specs play (contact, newsletter, faults): what must never be logged. */
function visitorDetails(): string[] {
  const sources = readdirSync('e2e')
    .filter((name) => name.endsWith('.ts') && !name.startsWith('privacy'))
    .map((name) => readFileSync(join('e2e', name), 'utf8'))
    .join('\n')
  const phones = sources.match(/\+91[ \d]{9,}\d/g) ?? []
  const filledNames = [...sources.matchAll(/\.fill\('([A-Z][a-z]+ [A-Z][a-z]+)'\)/g)].map((match) => match[1]!)
  const leadNames = [...sources.matchAll(/\bname: '([A-Z][a-z]+ [A-Z][a-z]+)'/g)].map((match) => match[1]!)
  // A slug filled into the post editor is a public URL path (the request log names paths), not a message.
  const messages = [...sources.matchAll(/\.fill\('([^']{25,})'\)/g)]
    .map((match) => match[1]!)
    .filter((text) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(text))
  return [
    ...new Set([
      ...phones,
      ...phones.map((phone) => phone.replace(/\s/g, '')),
      ...filledNames,
      ...leadNames,
      ...messages,
    ]),
  ]
}

const SECRETS = {
  // The values the e2e server runs with (playwright.config.ts webServer env).
  EMAILJS_PRIVATE_KEY: 'private_e2e',
  ADMIN_PASSWORD: 'e2e-admin-password-123',
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  SUPABASE_SERVICE_ROLE_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY ?? '',
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

test('the server log of the whole run holds no visitor details or passwords', () => {
  test.skip(!logFile || !existsSync(logFile), 'no server log captured (E2E_SERVER_LOG)')
  const log = readFileSync(logFile, 'utf8')
  expect(log).toContain('[boot]')
  // Every test visitor's address is @example.com (admin accounts are @readyapps.test).
  expect(log.match(/[\w.+-]+@example\.com/g) ?? []).toEqual([])
  for (const detail of visitorDetails()) expect(log, `log contains "${detail}"`).not.toContain(detail)
  for (const password of ['e2e-admin-password-123', 'wrong-password-123', 'hunter2-do-not-echo']) {
    expect(log).not.toContain(password)
  }
})

test('each request is one JSON line with its request id, and no address, query or form value', () => {
  test.skip(!logFile || !existsSync(logFile), 'no server log captured (E2E_SERVER_LOG)')
  const lines = readFileSync(logFile, 'utf8')
    .split('\n')
    .map((line) => line.replace(/^\[[^\]]+\] /, ''))
    .filter((line) => line.startsWith('{') && line.includes('"msg":"request"'))
  expect(lines.length).toBeGreaterThan(10)
  // Plain checks per line and one expect at the end: the run logs tens of thousands of requests
  // (the restart and soak loads), and an expect per line is a reporter step each (42 min in CI).
  const allowed = new Set(['cache', 'kind', 'method', 'ms', 'path', 'status'])
  const required = ['kind', 'method', 'ms', 'path', 'status']
  const wrong = lines.filter((line) => {
    const entry = JSON.parse(line) as { reqId?: unknown; req?: Record<string, unknown> }
    const keys = Object.keys(entry.req ?? {})
    return (
      typeof entry.reqId !== 'string' ||
      !/^[A-Za-z0-9._:-]{8,128}$/.test(entry.reqId) ||
      !required.every((key) => keys.includes(key)) ||
      !keys.every((key) => allowed.has(key)) ||
      String(entry.req?.path).includes('?')
    )
  })
  expect(wrong.slice(0, 5), `${wrong.length} of ${lines.length} request lines`).toEqual([])
})

test('no server-only setting reaches the client bundle or a page', async ({ request }) => {
  const secrets = Object.entries(SECRETS).filter(([, value]) => value.length >= 6)
  for (const file of filesUnder('dist/client')) {
    const text = readFileSync(file).toString('latin1')
    for (const [name, value] of secrets) expect(text.includes(value), `${name} in ${file}`).toBe(false)
  }
  const paths = await sitemapPaths(request)
  expect(paths.length).toBeGreaterThan(5)
  for (const path of [...paths, '/admin', '/rss.xml', '/robots.txt']) {
    const html = await (await request.get(path)).text()
    for (const [name, value] of secrets) expect(html.includes(value), `${name} in ${path}`).toBe(false)
  }
})
