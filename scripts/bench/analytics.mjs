// `npm run bench:analytics`: the first-party analytics (issue 49) under load.
// 1. Ingestion: the production build (npm run build first) on BENCH_PORT (default 3350), POST /a
//    page-view beacons with autocannon for BENCH_SECONDS (default 10): beacons per second on one
//    instance, then on two instances over one Postgres (BENCH_DATABASE_URL or TEST_DATABASE_URL:
//    a scratch database is made and dropped), checking that every 204 became a stored row.
//    Without Postgres, one instance on PGlite only.
// 2. The dashboard at BENCH_ANALYTICS_EVENTS stored events (default 10,000,000; a flag because it
//    takes minutes on a small machine): seeded with generate_series on Postgres over 90 days, rolled
//    up by the daily job (which also builds today's live figures, the events having been stored
//    without them), then each query of the analytics page timed (median of BENCH_RUNS, default 5).
// Goals: >= 2,000 beacons/s per instance, every dashboard query <= 300 ms.
import { spawn } from 'node:child_process'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { createServerModules } from '../server-modules.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const PORT = Number(process.env.BENCH_PORT ?? 3350)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 10_000_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || ''
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const vite = await createServerModules()
const load = (file) => vite.ssrLoadModule(file)
const { openDatabase } = await load('/src/server/db/database.server.ts')
const { migrate } = await load('/src/server/db/migrate.server.ts')
const { migrations } = await load('/src/server/db/migrations.server.ts')
const { createScratchDatabase } = await load('/scripts/scratch-postgres.ts')
const { runAnalyticsJob } = await load('/src/server/analytics/rollup.server.ts')
const { rebuildLiveDay } = await load('/src/server/analytics/live-figures.server.ts')
const { getAnalyticsReport, getVitalsReport } = await load('/src/server/analytics/analytics-report.server.ts')
const { istDay } = await load('/src/server/admin/dashboard-stats.server.ts')
const { shiftDay } = await load('/src/domain/analytics.ts')

function startServer(port, env) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      PGLITE_DATA_DIR: 'memory://',
      IP_LOOKUP_URL: 'http://127.0.0.1:9',
      ANALYTICS_RATE_PER_MINUTE: '100000000',
      OUTBOX_DIR: `${os.tmpdir()}/readyapps-bench-outbox-${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const listening = new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('listening on')) {
        clearInterval(timer)
        resolve()
      }
    }, 100)
    child.on('exit', (code) => {
      clearInterval(timer)
      reject(new Error(`server exited (${code}): ${output.slice(-2000)}`))
    })
  })
  return {
    listening,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  }
}

/** One instance's load: page-view beacons, each with its own referrer and campaign mix. */
function load_(port) {
  return autocannon({
    url: `http://127.0.0.1:${port}/a`,
    method: 'POST',
    connections: 32,
    pipelining: 1,
    duration: SECONDS,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', 'user-agent': CHROME },
    body: JSON.stringify({ k: 'view', p: '/astroway', r: 'https://www.google.com/', u: { campaign: 'bench' }, w: 'd' }),
  })
}

async function countEvents(url) {
  const db = await openDatabase({ url })
  try {
    const { rows } = await db.query('SELECT count(*)::int AS n FROM analytics_events')
    return rows[0].n
  } finally {
    await db.close()
  }
}

async function ingestion(instances) {
  const scratch = postgresUrl ? await createScratchDatabase(postgresUrl, 'readyapps_bench_analytics') : undefined
  if (scratch) {
    const db = await openDatabase({ url: scratch.url })
    await migrate(db, migrations)
    await db.close()
  }
  const servers = Array.from({ length: instances }, (_, index) =>
    startServer(PORT + index, scratch ? { DATABASE_URL: scratch.url } : {}),
  )
  try {
    await Promise.all(servers.map((server) => server.listening))
    // A warm-up (the database opens on the first beacon), then the measured run.
    await Promise.all(servers.map((_, index) => fetch(`http://127.0.0.1:${PORT + index}/`).then((r) => r.text())))
    const results = await Promise.all(servers.map((_, index) => load_(PORT + index)))
    await Promise.all(servers.map((server) => server.stop()))
    const accepted = results.reduce((sum, result) => sum + result['2xx'], 0)
    const perSecond = results.map((result) => Math.round(result['2xx'] / SECONDS))
    const stored = scratch ? await countEvents(scratch.url) : undefined
    const p99 = Math.max(...results.map((result) => result.latency.p99))
    return { perSecond, accepted, stored, p99, errors: results.reduce((s, r) => s + r.non2xx + r.errors, 0) }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    await scratch?.drop()
  }
}

async function median(fn) {
  await fn()
  const times = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]
}

async function dashboard() {
  const scratch = await createScratchDatabase(postgresUrl, 'readyapps_bench_dashboard')
  const db = await openDatabase({ url: scratch.url })
  // Seeding and the roll-up of 90 days run without the server's 5 s statement timeout (one client);
  // the timed queries go through the server's own pool and limits.
  const client = new pg.Client({ connectionString: scratch.url })
  await client.connect()
  await client.query('SET statement_timeout = 0')
  const raw = {
    query: (sql, params) => client.query(sql, params),
    async transaction(fn) {
      await client.query('BEGIN')
      try {
        const result = await fn(raw)
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      }
    },
  }
  try {
    await migrate(db, migrations)
    const now = new Date()
    const today = istDay(now)
    const first = shiftDay(today, -89)
    const seedStart = performance.now()
    // N events over 90 days: ~4 views per visitor-day, 200 pages, 40 referrer hosts, 30 campaigns,
    // 1 in 50 a contact opening, 1 in 200 a lead, 1 in 300 a sign-up.
    const chunk = 1_000_000
    for (let start = 0; start < EVENTS; start += chunk) {
      const end = Math.min(EVENTS, start + chunk) - 1
      await raw.query(
        `INSERT INTO analytics_events (at, day, kind, path, referrer_host, utm_source, utm_medium, utm_campaign, country, device, visitor)
         SELECT dd::timestamp - interval '5 hours 30 minutes' + (i % 86400) * interval '1 second', dd,
                CASE WHEN i % 200 = 0 THEN 'lead' WHEN i % 300 = 0 THEN 'signup' WHEN i % 50 = 0 THEN 'contact_open' ELSE 'view' END,
                '/page-' || (i * 7 % 200), CASE WHEN i % 3 = 0 THEN 'site' || (i % 40) || '.example.com' END,
                NULL, NULL, CASE WHEN i % 5 = 0 THEN 'campaign-' || (i % 30) END,
                (ARRAY['IN','US','GB','AE'])[1 + i % 4], (ARRAY['mobile','desktop','tablet'])[1 + i % 3],
                md5((i / 4)::text)
         FROM generate_series($1::bigint, $2::bigint) AS i,
              LATERAL (SELECT $3::date + (i * 90 / $4::bigint)::int AS dd) AS day`,
        [start, end, first, Math.max(1, EVENTS)],
      )
    }
    // Vitals: 25% of views report, 4 metrics, 12 page types.
    await raw.query(
      `INSERT INTO analytics_vitals_daily (day, page_type, metric, bucket, n)
       SELECT $1::date + d, '/type-' || t, m, b, 1 + (b * 7 + t) % 40
       FROM generate_series(0, 89) d, generate_series(0, 11) t, unnest(ARRAY['LCP','INP','CLS','TAP']) m, generate_series(1, 120) b`,
      [first],
    )
    // What autovacuum does to a table that grew this much (the visibility map, the statistics).
    await raw.query('VACUUM ANALYZE')
    const seedSeconds = (performance.now() - seedStart) / 1000
    const rollStart = performance.now()
    await runAnalyticsJob(raw, now)
    await raw.query('VACUUM ANALYZE')
    const rollSeconds = (performance.now() - rollStart) / 1000
    // Today's live figures rebuilt from its raw events (what the job does for events stored another
    // way), through the server's pool and its statement timeout.
    const rebuildStart = performance.now()
    await rebuildLiveDay(db, today)
    const rebuildSeconds = (performance.now() - rebuildStart) / 1000
    const timings = {}
    for (const [name, period] of [
      ['7 days', { from: shiftDay(today, -6), to: today }],
      ['28 days', { from: shiftDay(today, -27), to: today }],
      ['90 days', { from: first, to: today }],
      ['custom (30 days, all rolled up)', { from: shiftDay(today, -60), to: shiftDay(today, -31) }],
    ]) {
      timings[name] = await median(() => getAnalyticsReport(db, period))
    }
    timings['vitals, 7 days'] = await median(() => getVitalsReport(db, { today, days: 7 }))
    timings['vitals, 28 days'] = await median(() => getVitalsReport(db, { today, days: 28 }))
    const { rows } = await db.query('SELECT count(*)::int AS n FROM analytics_events WHERE day = $1', [today])
    return { timings, seedSeconds, rollSeconds, rebuildSeconds, todayRows: rows[0].n }
  } finally {
    await client.end()
    await db.close()
    await scratch.drop()
  }
}

const date = new Date().toISOString().slice(0, 16).replace('T', ' ')
console.log(`bench:analytics, ${date} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model}), Node ${process.version}`)
const one = await ingestion(1)
console.log(
  `one instance (${postgresUrl ? 'Postgres' : 'PGlite'}): ${one.perSecond[0]} beacons/s, p99 ${one.p99} ms, ` +
    `${one.accepted} accepted, ${one.stored ?? 'n/a'} stored, ${one.errors} errors`,
)
if (postgresUrl) {
  const two = await ingestion(2)
  console.log(
    `two instances over Postgres: ${two.perSecond.join(' + ')} = ${two.perSecond.reduce((a, b) => a + b, 0)} beacons/s, ` +
      `p99 ${two.p99} ms, ${two.accepted} accepted, ${two.stored} stored, ${two.errors} errors`,
  )
  if (EVENTS > 0) {
    const result = await dashboard()
    console.log(
      `dashboard at ${EVENTS.toLocaleString('en')} events (seeded in ${result.seedSeconds.toFixed(0)} s, rolled up in ` +
        `${result.rollSeconds.toFixed(0)} s; ${result.todayRows.toLocaleString('en')} events today, their live figures ` +
        `rebuilt in ${result.rebuildSeconds.toFixed(1)} s):`,
    )
    for (const [name, ms] of Object.entries(result.timings)) {
      console.log(`  ${name}: ${ms.toFixed(0)} ms${ms > 300 ? ' (over the 300 ms goal)' : ''}`)
    }
  }
} else {
  console.log('Postgres: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL).')
}
await vite.close()
