import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import https from 'node:https'
import net from 'node:net'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { toJSON } from 'seroval'
import { serverFnIds } from './faults-support'
import { ADMIN } from './support/admin'
import { gotoHydrated } from './support/fixtures'
import { freePort } from './support/free-port'
import { scanSite } from './support/observatory'

/**
 * The production recipe (deploy/Caddyfile, two instances, one Postgres) run by `npm run deploy:local`
 * on free ports, tested through Caddy the way visitors reach it: TLS with HSTS and the strict policy,
 * compressed pages with their validators, HTTP redirected to HTTPS, the visitor's own address behind
 * the proxy, a rolling restart under load that drops nothing, the Observatory's grade, and nothing
 * left running after SIGTERM. Needs caddy and initdb on PATH (CI installs both).
 */
const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
const missing = ['caddy', 'initdb', 'pg_ctl'].filter((command) => !onPath(command))

interface DeployState {
  https: string
  httpPort: number
  httpsPort: number
  appPorts: number[]
  postgresPort?: number
  pids: number[]
  tempDirs: string[]
  caRoot: string
}

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/**
 * One request to the proxy on loopback, as the visitor at `from` (any 127.x.y.z address is this
 * machine), trusting Caddy's local CA.
 */
function visit(
  url: string,
  options: {
    from?: string
    method?: string
    headers?: Record<string, string>
    body?: string
    agent?: https.Agent
    ca?: Buffer
  } = {},
): Promise<Answer> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        servername: target.hostname,
        ca: options.ca,
        agent: options.agent,
        localAddress: options.from,
        headers: { host: target.host, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.setTimeout(20_000, () => request.destroy(new Error('timed out')))
    request.end(options.body)
  })
}

/** Whether a process still runs (a zombie only waits for its parent to read its status: gone). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

test.describe('deploy: the production recipe through Caddy', () => {
  test.skip(missing.length > 0, `needs ${missing.join(', ')} on PATH (CI installs caddy and Postgres)`)
  test.describe.configure({ mode: 'serial' })

  let child: ChildProcess
  let output = ''
  let state: DeployState
  let ca: Buffer
  let origin: string

  /** The latest state line deploy:local printed (it prints a new one after a rolling restart). */
  const latestState = (): DeployState => {
    const lines = output.split('\n').filter((line) => line.startsWith('deploy:local state '))
    return JSON.parse(lines.at(-1)!.slice('deploy:local state '.length)) as DeployState
  }
  const waitForOutput = async (text: string, timeout: number) =>
    expect.poll(() => output.includes(text), { timeout, intervals: [250] }).toBe(true)

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    const [httpsPort, httpPort] = [await freePort(), await freePort()]
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DEPLOY_HTTPS_PORT: String(httpsPort),
      DEPLOY_HTTP_PORT: String(httpPort),
    }
    // Its own throwaway Postgres and its own app ports (free ports from the OS); the e2e admin.
    for (const name of ['DEPLOY_DATABASE_URL', 'DEPLOY_APP_PORTS', 'DEPLOY_PG_PORT']) delete env[name]
    env.ADMIN_EMAIL = ADMIN.email
    env.ADMIN_PASSWORD = ADMIN.password
    child = spawn(process.execPath, ['scripts/deploy-local.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout!.on('data', (chunk) => (output += chunk))
    child.stderr!.on('data', (chunk) => (output += chunk))
    const deadline = Date.now() + 170_000
    while (!output.includes('deploy:local ready')) {
      if (child.exitCode !== null) throw new Error(`deploy:local exited (${child.exitCode}):\n${output}`)
      if (Date.now() > deadline) throw new Error(`deploy:local did not get ready:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    state = latestState()
    ca = readFileSync(state.caRoot)
    origin = `https://localhost:${httpsPort}`
  })

  test.afterAll(async () => {
    // Only if a test failed before the last one stopped it.
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    await test.info().attach('deploy-local output', { body: output, contentType: 'text/plain' })
  })

  test('two instances on one Postgres behind Caddy', async () => {
    expect(output).toContain('a throwaway Postgres')
    expect(state.appPorts).toHaveLength(2)
    expect(output).toContain(`ReadyApps is up: ${origin}`)
  })

  test('https answers with HSTS for a year, the strict policy and the baseline headers', async () => {
    const page = await visit(`${origin}/`, { ca, headers: { 'accept-encoding': 'br, gzip' } })
    expect(page.status).toBe(200)
    const hsts = String(page.headers['strict-transport-security'])
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000)
    const policy = String(page.headers['content-security-policy'])
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  test('pages and files arrive compressed by the app, ETag and Vary kept (Caddy adds no encoding)', async () => {
    const page = await visit(`${origin}/blog`, { ca, headers: { 'accept-encoding': 'br, gzip' } })
    expect(page.status).toBe(200)
    expect(['br', 'gzip']).toContain(page.headers['content-encoding'])
    const etag = String(page.headers.etag)
    expect(etag).toMatch(/^W\/"/)
    expect(String(page.headers.vary)).toContain('Accept-Encoding')
    // The validator works through the proxy, whichever instance answers: the same page is the same
    // bytes and the same ETag on both (round robin sends the next requests to both), so each
    // answers 304 without a body.
    const again = await Promise.all(
      [0, 1, 2, 3].map(() =>
        visit(`${origin}/blog`, { ca, headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag } }),
      ),
    )
    for (const answer of again) {
      expect(answer.status).toBe(304)
      expect(answer.body.length).toBe(0)
    }
    // A hashed asset, precompressed with brotli by the app's static files.
    const html = (await visit(`${origin}/blog`, { ca })).body.toString('utf8')
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeTruthy()
    const asset = await visit(`${origin}${script}`, { ca, headers: { 'accept-encoding': 'br, gzip' } })
    expect(asset.headers['content-encoding']).toBe('br')
    expect(asset.headers.etag).toBeTruthy()
    expect(String(asset.headers['cache-control'])).toContain('immutable')
  })

  test("each instance's metrics answer on loopback, and /metrics is not reachable through the site", async () => {
    const ports = [...output.matchAll(/ReadyApps metrics on http:\/\/127\.0\.0\.1:(\d+)\/metrics/g)].map((m) => m[1])
    expect(ports.length).toBeGreaterThanOrEqual(2)
    const metrics = await fetch(`http://127.0.0.1:${ports.at(-1)}/metrics`)
    expect(metrics.status).toBe(200)
    expect(await metrics.text()).toContain('readyapps_http_requests_total')
    const outside = await visit(`${origin}/metrics`, { ca })
    expect(outside.status).toBe(404)
    expect(outside.body.toString()).not.toContain('readyapps_')
    // The request id Caddy gives each request comes back in the answer.
    const page = await visit(`${origin}/about`, { ca })
    expect(String(page.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('http redirects to https on the same host and port', async () => {
    const answer = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const request = net.connect({ host: '127.0.0.1', port: state.httpPort }, () =>
        request.write(`GET /blog?page=2 HTTP/1.1\r\nHost: localhost:${state.httpPort}\r\nConnection: close\r\n\r\n`),
      )
      let text = ''
      request.on('data', (chunk) => (text += chunk))
      request.on('end', () =>
        resolve({
          status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]),
          location: /\r\nlocation: ([^\r]+)/i.exec(text)?.[1],
        }),
      )
      request.on('error', reject)
    })
    expect([301, 308]).toContain(answer.status)
    expect(answer.location).toBe(`${origin}/blog?page=2`)
  })

  test('rate limits see the visitor behind the proxy, not the proxy, and a forged X-Forwarded-For changes nothing', async () => {
    const id = serverFnIds().subscribeNewsletter!
    const signUp = (from: string, email: string, headers: Record<string, string> = {}) =>
      visit(`${origin}/_serverFn/${id}`, {
        ca,
        from,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-tsr-serverfn': 'true',
          'sec-fetch-site': 'same-origin',
          origin,
          ...headers,
        },
        body: JSON.stringify(toJSON({ data: { email } })),
      })
    const run = Date.now()
    // The newsletter allows 10 sign-ups per 10 minutes from one address.
    for (let index = 0; index < 10; index += 1) {
      const accepted = await signUp('127.0.0.2', `first-${run}-${index}@example.com`)
      expect(accepted.status, accepted.body.toString()).toBe(200)
    }
    const refused = await signUp('127.0.0.2', `first-${run}-more@example.com`)
    expect(refused.status).toBe(429)
    expect(refused.body.toString()).toContain('rate_limited')
    // Claiming to be someone else: Caddy replaces the header with the real address.
    const forged = await signUp('127.0.0.2', `first-${run}-forged@example.com`, { 'x-forwarded-for': '203.0.113.77' })
    expect(forged.status).toBe(429)
    // Another visitor is still welcome.
    const other = await signUp('127.0.0.3', `second-${run}@example.com`)
    expect(other.status, other.body.toString()).toBe(200)
    expect(other.body.toString()).toContain('subscribed')
  })

  test("the headers get Mozilla HTTP Observatory's top grade (its rules, run here)", async () => {
    const scan = await scanSite({
      https: new URL(`${origin}/`),
      http: new URL(`http://localhost:${state.httpPort}/`),
      ca,
      connectTo: '127.0.0.1',
    })
    test.info().annotations.push({ type: 'observatory', description: `${scan.grade}, score ${scan.score}` })
    const failing = scan.tests.filter((result) => result.modifier < 0 || !result.pass)
    expect(failing, JSON.stringify(scan.tests, null, 2)).toEqual([])
    expect(scan.grade).toBe('A+')
    expect(scan.score).toBeGreaterThanOrEqual(100)
  })

  test('a visitor in a browser gets the site over TLS', async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true })
    const page = await context.newPage()
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
    })
    const response = await page.goto(`${origin}/blog`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => window.isSecureContext && location.protocol)).toBe('https:')
    expect(violations).toEqual([])
    await context.close()
  })

  test("an admin's session cookie over TLS is Secure, HttpOnly and SameSite", async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true })
    const page = await context.newPage()
    await gotoHydrated(page, `${origin}/admin`)
    await page.getByLabel(/^E-mail/).fill(ADMIN.email)
    await page.getByLabel(/^Password/).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    const cookies = await context.cookies(origin)
    const session = cookies.filter((cookie) => /sess/i.test(cookie.name))
    expect(session.length, JSON.stringify(cookies)).toBeGreaterThan(0)
    for (const cookie of cookies) {
      expect(cookie.secure, cookie.name).toBe(true)
      expect(['Lax', 'Strict'], cookie.name).toContain(cookie.sameSite)
    }
    for (const cookie of session) expect(cookie.httpOnly, cookie.name).toBe(true)
    await context.close()
  })

  test('a rolling restart under pages and form posts drops no request and stores each submission once', async () => {
    test.setTimeout(180_000)
    const before = latestState()
    const agent = new https.Agent({ keepAlive: true, maxSockets: 2 })
    // What visitors ask for (not /healthz: a stopping instance answers it 503 on purpose, to leave
    // Caddy's rotation before it closes).
    const paths = ['/', '/blog', '/about', '/apps', '/contact']
    const failures: string[] = []
    let answered = 0
    let restartDoneAt = 0
    const started = Date.now()
    // From 2 s before the restart until 3 s after it is over (both new instances serving), at most 150 s.
    const keepGoing = () => Date.now() - started < 150_000 && (!restartDoneAt || Date.now() - restartDoneAt < 3_000)
    const pages = async (offset: number) => {
      for (let index = offset; keepGoing(); index += 1) {
        const path = paths[index % paths.length]!
        try {
          const answer = await visit(`${origin}${path}`, { ca, agent, headers: { 'accept-encoding': 'br, gzip' } })
          if (answer.status === 200) answered += 1
          else failures.push(`GET ${path}: ${answer.status}`)
        } catch (error) {
          failures.push(`GET ${path}: ${(error as Error).message}`)
        }
      }
    }
    // Form posts, each from a visitor address of its own (the rate limits count per address): the
    // browser's own posts to the form endpoints (no JavaScript) and the newsletter's server function.
    const run = Date.now()
    const sent = { leads: [] as string[], signUps: [] as string[] }
    let visitor = 0
    const nextVisitor = () => {
      visitor += 1
      return `127.${20 + Math.floor(visitor / 250)}.${visitor % 250}.${1 + (run % 200)}`
    }
    const formHeaders = {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      origin,
    }
    const post = async (kind: 'contact' | 'newsletter' | 'function', index: string) => {
      const email = `rolling-${kind}-${index}-${run}@example.com`
      const from = nextVisitor()
      try {
        if (kind === 'contact') {
          const answer = await visit(`${origin}/forms/contact`, {
            ca,
            from,
            method: 'POST',
            headers: formHeaders,
            body: new URLSearchParams({
              name: 'Rolling Restart',
              email,
              mobile: '+91 98450 54321',
              product: 'chitchat',
              terms: 'on',
              source: 'deploy-spec',
              returnTo: '/contact',
            }).toString(),
          })
          if (answer.status === 303 && answer.headers.location === '/thank-you') sent.leads.push(email)
          else failures.push(`POST /forms/contact: ${answer.status} ${answer.headers.location ?? ''}`)
        } else if (kind === 'newsletter') {
          const answer = await visit(`${origin}/forms/newsletter`, {
            ca,
            from,
            method: 'POST',
            headers: formHeaders,
            body: new URLSearchParams({ email, returnTo: '/blog' }).toString(),
          })
          if (answer.status === 303) sent.signUps.push(email)
          else failures.push(`POST /forms/newsletter: ${answer.status}`)
        } else {
          const answer = await visit(`${origin}/_serverFn/${serverFnIds().subscribeNewsletter!}`, {
            ca,
            from,
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-tsr-serverfn': 'true',
              'sec-fetch-site': 'same-origin',
              origin,
            },
            body: JSON.stringify(toJSON({ data: { email } })),
          })
          if (answer.status === 200 && answer.body.toString().includes('subscribed')) sent.signUps.push(email)
          else failures.push(`POST subscribeNewsletter: ${answer.status} ${answer.body.toString().slice(0, 200)}`)
        }
      } catch (error) {
        failures.push(`POST ${kind}: ${(error as Error).message}`)
      }
    }
    const posts = async (loop: number) => {
      const kinds = ['contact', 'newsletter', 'function'] as const
      for (let index = 0; keepGoing(); index += 1) await post(kinds[index % kinds.length]!, `${loop}.${index}`)
    }
    const load = Promise.all([pages(0), pages(2), posts(0), posts(1)])
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    child.kill('SIGUSR2')
    await waitForOutput('deploy:local rolling restart done', 140_000)
    restartDoneAt = Date.now()
    await load
    agent.destroy()
    const after = latestState()
    expect(failures).toEqual([])
    expect(answered).toBeGreaterThan(100)
    expect(sent.leads.length).toBeGreaterThan(10)
    expect(sent.signUps.length).toBeGreaterThan(10)
    // Each answered submission is stored, exactly once.
    const database = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${state.postgresPort}/postgres` })
    await database.connect()
    try {
      const leads = await database.query<{ email: string; count: string }>(
        'SELECT email, count(*) FROM contact_requests WHERE email LIKE $1 GROUP BY email',
        [`rolling-%-${run}@example.com`],
      )
      const signUps = await database.query<{ email: string; count: string }>(
        'SELECT email, count(*) FROM newsletter_subscribers WHERE email LIKE $1 GROUP BY email',
        [`rolling-%-${run}@example.com`],
      )
      const counts = (rows: { email: string; count: string }[]) =>
        Object.fromEntries(rows.map((row) => [row.email, Number(row.count)]))
      expect(counts(leads.rows)).toEqual(Object.fromEntries(sent.leads.map((email) => [email, 1])))
      expect(counts(signUps.rows)).toEqual(Object.fromEntries(sent.signUps.map((email) => [email, 1])))
    } finally {
      await database.end()
    }
    // Both instances were replaced by new processes on the same ports.
    expect(after.appPorts).toEqual(before.appPorts)
    const oldAppPids = before.pids.filter((pid) => !after.pids.includes(pid))
    expect(oldAppPids).toHaveLength(2)
    for (const pid of oldAppPids) expect(running(pid)).toBe(false)
  })

  test('SIGTERM stops everything it started: no process, no open port, no temporary folder', async () => {
    test.setTimeout(60_000)
    state = latestState()
    expect(state.pids.length).toBeGreaterThanOrEqual(5) // itself, caddy, two instances, postgres
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    child.kill('SIGTERM')
    expect(await exit).toBe(0)
    for (const pid of state.pids) expect(running(pid), `process ${pid} still runs`).toBe(false)
    const ports = [
      state.httpsPort,
      state.httpPort,
      ...state.appPorts,
      ...(state.postgresPort ? [state.postgresPort] : []),
    ]
    for (const port of ports) expect(await portAnswers(port), `port ${port} still answers`).toBe(false)
    for (const dir of state.tempDirs) expect(existsSync(dir), `${dir} still exists`).toBe(false)
  })
})
