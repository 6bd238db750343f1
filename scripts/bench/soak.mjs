// `npm run bench -- --soak`: the soak (issue 50). Two instances on one Postgres (BENCH_DATABASE_URL,
// else a throwaway cluster), as deployed, under mixed traffic at 200 connections (100 on each) for
// --soak-seconds (default 600): every page type, a hashed asset, the admin's sign-in page and
// dashboard (signed in), newsletter sign-ups (server function) and native form posts (newsletter
// and contact, answered 303). Reports requests, errors (connection errors, timeouts, any answer
// 4xx/5xx: goal 0), p99, and each instance's resident memory after a warm-up, then the medians of
// its readings in the first and the last minute of the run (goal: growth under 10%). --no-build uses
// dist/ as it is. BENCH_PORT (3600): the first instance's port.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { load, loggedErrors, residentMemory, sleep, spawnSiteServer, waitForOk } from './measure.mjs'
import { postgresAvailable, startScratchPostgres } from './postgres.mjs'
import { createSignups, newsletterFunctionId } from './signups.mjs'

const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * share)] ?? 0
const root = fileURLToPath(new URL('../..', import.meta.url))
const ADMIN = { email: 'soak-admin@readyapps.test', password: 'soak-admin-password-123' }

export async function runSoak(argv) {
  const option = argv.find((arg) => arg.startsWith('--soak-seconds='))
  const seconds = option ? Number(option.slice('--soak-seconds='.length)) : 600
  if (!Number.isInteger(seconds) || seconds < 10) throw new Error(`--soak-seconds takes whole seconds, at least 10`)
  // Three minutes: under this load each instance's resident size climbs for its first three to four
  // minutes and is about level after (the report's medians of each minute show it).
  const warmSeconds = Math.min(180, Math.round(seconds * 0.3))
  const connections = 200
  if (!argv.includes('--no-build')) {
    console.error('building ...')
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  }
  let cluster
  let databaseUrl = process.env.BENCH_DATABASE_URL
  if (!databaseUrl) {
    if (!postgresAvailable()) throw new Error('the soak needs Postgres: BENCH_DATABASE_URL, or initdb on PATH')
    cluster = await startScratchPostgres()
    databaseUrl = cluster.url
  }
  const firstPort = Number(process.env.BENCH_PORT || 3600)
  const children = []
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
    cluster?.stop()
    cluster = undefined
  }
  process.on('exit', stop)
  try {
    const origins = []
    const logFiles = []
    for (const port of [firstPort, firstPort + 1]) {
      const logFile = path.join(root, '.data', `soak-${port}.log`)
      logFiles.push(logFile)
      const child = spawnSiteServer(
        port,
        {
          DATABASE_URL: databaseUrl,
          SEED_SAMPLE_CONTENT: port === firstPort ? 'true' : 'false',
          SITE_ORIGIN: `http://127.0.0.1:${firstPort}`,
          TRUST_PROXY_HOPS: '1',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          OUTBOX_DIR: path.join(root, '.data', `soak-outbox-${port}`),
          LOG_REQUESTS: 'false',
        },
        { logFile },
      )
      children.push(child)
      const origin = `http://127.0.0.1:${port}`
      await waitForOk(`${origin}/healthz`, performance.now(), 120_000)
      await waitForOk(`${origin}/blog`, performance.now(), 60_000)
      origins.push(origin)
    }
    const blog = await (await fetch(`${origins[0]}/blog`)).text()
    const postPath = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1]
    const assetPath = /"(\/assets\/[^"]+\.js)"/.exec(blog)?.[1]
    if (!postPath || !assetPath) throw new Error('no post link or script on /blog')
    // Each instance compresses a file on its first request (brotli at its best: seconds of CPU for a
    // large chunk): done here, not by 200 connections waiting at once.
    for (const origin of origins) {
      await (await fetch(`${origin}${assetPath}`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer()
    }
    const signIn = await fetch(`${origins[0]}/admin/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams(ADMIN).toString(),
    })
    const session = signIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .find((cookie) => cookie.startsWith('ra_admin_session='))
    if (!session) throw new Error(`the admin sign-in answered ${signIn.status} without a session`)

    const signups = createSignups(newsletterFunctionId(path.join(root, 'dist')))
    let visitor = 0
    const nextIp = () => {
      visitor += 1
      return `10.${200 + ((visitor >> 16) & 31)}.${(visitor >> 8) & 255}.${visitor & 255}`
    }
    const counts = { failed: 0, byStatus: {}, failedByRoute: {} }
    // Per route, so that a failure says where it is: `GET /blog`, `POST /forms/contact`.
    const answered = (route) => (status) => {
      counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1
      if (status < 400) return
      counts.failed += 1
      const key = `${route} ${status}`
      counts.failedByRoute[key] = (counts.failedByRoute[key] ?? 0) + 1
    }
    // Each route's answer times (a connection sends its requests one after another: the context's stamp is this one's).
    const latencies = {}
    const timed = (route, request) => ({
      ...request,
      setupRequest(built, context) {
        context.sentAt = performance.now()
        return request.setupRequest ? request.setupRequest(built, context) : built
      },
      onResponse(status, body, context) {
        ;(latencies[route] ??= []).push(performance.now() - context.sentAt)
        request.onResponse(status, body, context)
      },
    })
    const formPost = (origin, formPath, fields) => ({
      method: 'POST',
      path: formPath,
      setupRequest(request) {
        const n = visitor + 1
        return {
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-site': 'same-origin',
            origin,
            'x-forwarded-for': nextIp(),
          },
          body: new URLSearchParams(fields(`soak-${signups.tag}-${n}@example.com`)).toString(),
        }
      },
      onResponse: answered(`POST ${formPath}`),
    })
    const get = (route, request) => timed(route, { method: 'GET', ...request, onResponse: answered(route) })
    const requestsFor = (origin) => [
      ...['/', '/apps', '/apps/food-delivery', '/astroway', '/about', '/blog', postPath, '/faq', '/contact'].map((p) =>
        get(`GET ${p === postPath ? '(a post)' : p}`, { path: p }),
      ),
      get('GET (a script)', { path: assetPath }),
      get('GET /admin', { path: '/admin' }),
      get('GET /admin/dashboard', { path: '/admin/dashboard', headers: { cookie: session } }),
      timed(
        'POST /forms/newsletter',
        formPost(origin, '/forms/newsletter', (email) => ({ email, returnTo: '/blog' })),
      ),
      timed(
        'POST /forms/contact',
        formPost(origin, '/forms/contact', (email) => ({
          name: 'Soak Visitor',
          email,
          mobile: '+91 98450 11111',
          product: 'chitchat',
          terms: 'on',
          source: 'soak',
          returnTo: '/contact',
        })),
      ),
      signups.request(origin, '/blog'),
    ]
    const both = (durationSec) =>
      Promise.all(
        origins.map((origin) =>
          load(`${origin}/`, {
            connections: connections / origins.length,
            durationSec,
            requests: requestsFor(origin),
            setupClient: signups.setupClient,
          }),
        ),
      )
    const pids = children.map((child) => child.pid)
    const rss = () => pids.map((pid) => residentMemory(pid).rss)
    const atStart = rss()
    console.error(`soak: warm-up ${warmSeconds} s at ${connections} connections ...`)
    await both(warmSeconds)
    await sleep(5_000)
    const afterWarmUp = rss()
    counts.failed = 0
    counts.byStatus = {}
    counts.failedByRoute = {}
    for (const route of Object.keys(latencies)) delete latencies[route]
    signups.take()
    console.error(`soak: ${seconds} s at ${connections} connections ...`)
    // The resident size saws up and down with the collector (about 40 MB either way under this load):
    // one reading at each end compares two points of that saw, not two levels. Read every 5 s (more
    // often in a short run) and compare the median of the first minute with that of the last.
    const windowMs = Math.min(60, Math.round(seconds / 5)) * 1000
    const samples = []
    const sampler = setInterval(
      () => samples.push({ at: performance.now(), rss: rss() }),
      Math.max(1_000, Math.min(5_000, windowMs / 6)),
    )
    const soakStart = performance.now()
    const results = await both(seconds).finally(() => clearInterval(sampler))
    const levelOf = (index, from, to) =>
      percentile(
        samples.filter(({ at }) => at - soakStart >= from && at - soakStart <= to).map((sample) => sample.rss[index]),
        0.5,
      )
    const firstLevel = pids.map((_, index) => levelOf(index, 0, windowMs))
    const lastLevel = pids.map((_, index) => levelOf(index, seconds * 1000 - windowMs, Infinity))
    const highest = pids.map((_, index) => Math.max(...samples.map((sample) => sample.rss[index])))
    const minutes = Math.max(1, Math.floor(seconds / 60))
    const byMinute = pids.map((_, index) =>
      Array.from({ length: minutes }, (_, minute) => levelOf(index, minute * 60_000, (minute + 1) * 60_000)).filter(
        (level) => level > 0,
      ),
    )
    const signed = signups.take()
    const requests = results.reduce((sum, r) => sum + r.rps * seconds, 0)
    const errors = results.reduce((sum, r) => sum + r.connectionErrors + r.timeouts, 0) + counts.failed
    const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`
    const growth = (from, to) => `${(((to - from) / from) * 100).toFixed(1)}%`
    const lines = [
      `Soak: two instances on Postgres, ${connections} connections, ${seconds} s after a ${warmSeconds} s warm-up`,
      '',
      '| figure | value |',
      '|---|---:|',
      `| requests (per second) | ${Math.round(requests)} (${Math.round(requests / seconds)}) |`,
      `| errors: connection / timeouts / 4xx-5xx answers (goal 0) | ${results.reduce((s, r) => s + r.connectionErrors, 0)} / ${results.reduce((s, r) => s + r.timeouts, 0)} / ${counts.failed} |`,
      `| p99 latency, each instance | ${results.map((r) => `${r.p99} ms`).join(', ')} |`,
      `| newsletter sign-ups (server function): subscribed of sent | ${signed.subscribed} of ${signed.sent} |`,
      `| answers by status | ${Object.entries(counts.byStatus)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ')} |`,
      `| slowest routes, p99 (sign-ups: ${Math.round(signed.p99 ?? 0)} ms) | ${Object.entries(latencies)
        .map(([route, times]) => [route, percentile(times, 0.99)])
        .sort(([, a], [, b]) => b - a)
        .slice(0, 5)
        .map(([route, ms]) => `${route} ${Math.round(ms)} ms`)
        .join(', ')} |`,
      `| failed answers by route | ${
        Object.entries(counts.failedByRoute)
          .sort(([, a], [, b]) => b - a)
          .map(([route, n]) => `${route}: ${n}`)
          .join(', ') || 'none'
      } |`,
      `| errors the instances logged | ${
        Object.entries(
          logFiles.map(loggedErrors).reduce((all, counts) => {
            for (const [key, n] of Object.entries(counts)) all[key] = (all[key] ?? 0) + n
            return all
          }, {}),
        )
          .sort(([, a], [, b]) => b - a)
          .map(([key, n]) => `${key.replaceAll('|', '/')} (${n})`)
          .join('; ') || 'none'
      } |`,
      ...pids.map(
        (_, index) =>
          `| instance ${index + 1} resident: at start / after warm-up / first minute / last minute, medians of 5 s readings (growth, goal < 10%) / highest | ${mb(atStart[index])} / ${mb(afterWarmUp[index])} / ${mb(firstLevel[index])} / ${mb(lastLevel[index])} (${growth(firstLevel[index], lastLevel[index])}) / ${mb(highest[index])} |`,
      ),
      ...pids.map(
        (_, index) =>
          `| instance ${index + 1} resident, median of each minute | ${byMinute[index].map((level) => Math.round(level / 1024 / 1024)).join(', ')} MB |`,
      ),
    ]
    console.log(lines.join('\n'))
    return { errors }
  } finally {
    stop()
  }
}
