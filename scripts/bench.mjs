// `npm run bench`: builds, starts the production server on 127.0.0.1 with a fresh in-memory
// database and sample posts, and prints one Markdown table (also written to bench-results.md):
// bytes per page type, Lighthouse mobile (median of 3), throughput against a plain static
// server sending the same bytes, memory and cold start. Loopback only; every loop is bounded.
// Then the same server on Postgres (DATABASE_URL): a throwaway cluster when initdb and pg_ctl are on
// PATH, or BENCH_DATABASE_URL (an empty, throwaway database: it is migrated and seeded): resident
// memory after start, idle after every page type once, peak, idle after three load runs; cold start.
// The mixed load runs on both servers (200 connections, 30 s) send every page type and newsletter
// sign-ups (scripts/bench/signups.mjs); the servers trust one proxy (TRUST_PROXY_HOPS=1) so that
// each sign-up can come from its own client address, as behind the production proxy.
// Options: --no-build (use dist/ as it is), --quick (1 Lighthouse run, 5 s load runs), --bytes (the
// bytes table only: no Lighthouse, load or memory runs; stable figures, quick to take), --memory
// (only the server table: cold start and memory, embedded database and Postgres), --pages (bytes and
// Lighthouse of every page type, median of 3 (1 with --quick): the page table without the load and
// memory runs), --runs=N (Lighthouse runs per page, median of N, 1-15: the spread of one page's runs on
// this machine is as wide as the last steps towards the goal, and three runs cannot tell them apart),
// --interactions (the first tap on each public widget on a slow phone: scripts/bench/interactions.mjs),
// --soak (scripts/bench/soak.mjs).
import { spawn, execFileSync } from 'node:child_process'
import { existsSync, writeFileSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import pg from 'pg'
import { postgresAvailable, startScratchPostgres } from './bench/postgres.mjs'
import { createSignups, newsletterFunctionId } from './bench/signups.mjs'
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs'
import {
  LOAD_ACCEPT_ENCODING,
  lighthouseMedian,
  load,
  pageBytes,
  firstSignBlockingTime,
  rawGet,
  residentMemory,
  sleep,
  waitForOk,
} from './bench/measure.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = new Set(process.argv.slice(2))
// --soak [--soak-seconds=N]: the soak only (scripts/bench/soak.mjs), nothing else.
if (args.has('--soak')) {
  const { runSoak } = await import('./bench/soak.mjs')
  const { errors } = await runSoak(process.argv.slice(2))
  process.exit(errors > 0 ? 1 : 0)
}
// --interactions [--interaction-runs=N]: the first taps on a slow phone (scripts/bench/interactions.mjs), nothing else.
if (args.has('--interactions')) {
  const { runInteractions } = await import('./bench/interactions.mjs')
  await runInteractions(process.argv.slice(2))
  process.exit(0)
}
const quick = args.has('--quick')
const pagesOnly = args.has('--pages')
const memoryOnly = args.has('--memory')
const runsOption = process.argv.find((arg) => arg.startsWith('--runs='))
const lighthouseRuns = quick ? 1 : runsOption ? Number(runsOption.slice('--runs='.length)) : 3
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1 || lighthouseRuns > 15)
  throw new Error(`--runs takes a whole number of runs from 1 to 15, not ${runsOption}`)
const PORT = Number(process.env.BENCH_PORT ?? 3600)
const STATIC_PORT = PORT + 1
const origin = `http://127.0.0.1:${PORT}`
const staticOrigin = `http://127.0.0.1:${STATIC_PORT}`
const chromePath =
  process.env.CHROMIUM_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))
if (!chromePath) throw new Error('Chromium not found: set CHROMIUM_PATH')

const children = []
function start(command, commandArgs, env = {}) {
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(child)
  return child
}
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}
/** Stops one server and waits (at most 15 s) for it to exit. */
async function stopServer(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, sleep(15_000)])
  if (child.exitCode === null) child.kill('SIGKILL')
}
// The throwaway Postgres cluster, if the bench started one: stopped on every way out.
let cluster
function stopCluster() {
  cluster?.stop()
  cluster = undefined
}
process.on('exit', () => {
  stopAll()
  stopCluster()
})
process.on('SIGINT', () => process.exit(130))

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value) => `${Math.round(value)} ms`

if (!args.has('--no-build')) {
  console.error('building ...')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
}
const signups = createSignups(newsletterFunctionId(path.join(root, 'dist')))
/** Mixed load runs: the goal is 200 connections for 30 s with 0 failed requests, p99 at most 500 ms. */
const MIXED_SECONDS = quick ? 5 : 30

// Cold start: spawn to the first answered page without data, then the first page with data.
console.error('starting the server ...')
const started = performance.now()
const server = start(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  PGLITE_DATA_DIR: 'memory://',
  SEED_SAMPLE_CONTENT: 'true',
  SITE_ORIGIN: origin,
  // One proxy in front: the sign-ups' X-Forwarded-For is their client address (pages send none).
  TRUST_PROXY_HOPS: '1',
})
const coldStartMs = await waitForOk(`${origin}/about`, started)
const firstDataPageMs = await waitForOk(`${origin}/`, started)
await sleep(2000)
const idleAfterStart = residentMemory(server.pid)

const blogHtml = await (await fetch(`${origin}/blog`)).text()
const postPath = /href="(\/blog\/[a-z0-9-]+)"/.exec(blogHtml)?.[1]
if (!postPath) throw new Error('no blog post link on /blog')

const PAGE_TYPES = [
  ['home', '/'],
  ['apps', '/apps'],
  ['catalogue product', '/apps/food-delivery'],
  ['astroway', '/astroway'],
  ['chitchat', '/chitchat'],
  ['clone page', '/astrotalk-clone'],
  ['portfolio', '/portfolio'],
  ['about', '/about'],
  ['blog list', '/blog'],
  ['blog post', postPath],
  ['documentation page', '/documentation/getting-started'],
  ['faq', '/faq'],
]
/** Lighthouse runs on every page type: a figure in docs/performance.md is true of each page it names. */
const LIGHTHOUSE = PAGE_TYPES.map(([, pagePath]) => pagePath)
const LOAD = [
  ['cached product page', '/apps/food-delivery'],
  ['blog list', '/blog'],
  ['blog post', postPath],
]

const bytes = new Map()
if (!memoryOnly) {
  console.error('measuring bytes ...')
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] })
  for (const [, pagePath] of PAGE_TYPES) bytes.set(pagePath, await pageBytes(browser, `${origin}${pagePath}`))
  await browser.close()
}

const date = new Date().toISOString().slice(0, 16).replace('T', ' ')
/** The commit measured, marked when the tree had changes that are not in it. */
function measuredCommit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
    const dirty = execFileSync(
      'git',
      ['status', '--porcelain', '--', 'src', 'scripts', 'vite.config.ts', 'package.json'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    ).trim()
    return dirty ? `${head} with uncommitted changes` : head
  } catch {
    return 'an unknown commit (no git)'
  }
}
const commit = measuredCommit()
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${mb(os.totalmem())} RAM, Node ${process.version}`
if (args.has('--bytes')) {
  stopAll()
  const rows = PAGE_TYPES.map(([name, pagePath]) => {
    const b = bytes.get(pagePath)
    return `| ${name} | ${pagePath} | ${kb(b.jsReading)} / ${kb(b.js)} | ${kb(b.cssReading)} / ${kb(b.css)} | ${kb(b.html)} |`
  })
  console.log(
    [
      `Bytes ${date} UTC, commit ${commit}, on ${machine}.`,
      '',
      '| page type | path | JS gzip, reading / engaged | CSS gzip, reading / engaged | HTML gzip |',
      '|---|---|---:|---:|---:|',
      ...rows,
    ].join('\n'),
  )
  process.exit(0)
}

const scores = new Map()
/** Blocking time of the first sign of life per page type (firstSignBlockingTime), when measured. */
const firstSign = new Map()

/** ` (lowest-highest)` of a median taken over more than one run. */
const spread = (s, [low, high], format) =>
  s.runs > 1 && low !== undefined && high !== undefined ? ` (${format(low)}-${format(high)})` : ''

/** The page table: bytes per page type and, when measured, its Lighthouse figures. */
function pageTable() {
  const rows = [
    '| page type | path | JS gzip, reading / engaged | CSS gzip, reading / engaged | HTML gzip | Lighthouse perf (lowest-highest) / a11y / BP / SEO | LCP | TBT (lowest-highest) | CLS | blocking after the first sign, CPU 4x |',
    '|---|---|---:|---:|---:|---|---:|---:|---:|---:|',
  ]
  for (const [name, pagePath] of PAGE_TYPES) {
    const b = bytes.get(pagePath)
    const s = scores.get(pagePath)
    const lh = s
      ? [
          `${s.performance}${spread(s, s.performanceRange, String)} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}`,
          // A run without a measured LCP (Lighthouse's NO_LCP under load) has no timings: say so.
          s.lcp === undefined ? 'not measured' : ms(s.lcp),
          s.tbt === undefined ? 'not measured' : `${ms(s.tbt)}${spread(s, s.tbtRange, Math.round)}`,
          s.cls === undefined ? 'not measured' : s.cls.toFixed(3),
        ]
      : ['', '', '', '']
    lh.push(firstSign.has(pagePath) ? ms(firstSign.get(pagePath)) : '')
    rows.push(
      `| ${name} | ${pagePath} | ${kb(b.jsReading)} / ${kb(b.js)} | ${kb(b.cssReading)} / ${kb(b.css)} | ${kb(b.html)} | ${lh.join(' | ')} |`,
    )
  }
  return rows
}
const throughput = []
const duration = quick ? 5 : 10
if (!memoryOnly) {
  // Every picture the measured pages offer, at every width of its srcset, drawn before anything is
  // timed: the server draws a screen's WebP copy once per process (about 0.1 s of CPU each), and
  // Lighthouse's phone (1.75 device pixels per pixel) asks for copies that the visits above (1 device
  // pixel per pixel) did not. Drawn during Lighthouse's first run of a page, they took the CPU from
  // the page being measured on a 2-core machine (a first copy took 0.12 s to answer, a second 2 ms).
  console.error("drawing the pages' pictures ...")
  const pictures = new Set()
  for (const pagePath of LIGHTHOUSE) {
    const html = await (await fetch(`${origin}${pagePath}`)).text()
    for (const [, list] of html.matchAll(/\b(?:srcset|imagesrcset)="([^"]+)"/gi))
      for (const candidate of list.split(',')) pictures.add(new URL(candidate.trim().split(/\s+/)[0], origin).href)
  }
  for (const picture of pictures) {
    const response = await fetch(picture)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${picture}: ${response.status}`)
  }
  console.error(`  ${pictures.size} pictures`)
  console.error('measuring the first sign of life ...')
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] })
  for (const pagePath of LIGHTHOUSE) {
    firstSign.set(pagePath, await firstSignBlockingTime(browser, `${origin}${pagePath}`, quick ? 1 : 3))
    console.error(`  ${pagePath}: ${Math.round(firstSign.get(pagePath))} ms`)
  }
  await browser.close()
  console.error('running Lighthouse ...')
  for (const pagePath of LIGHTHOUSE) {
    scores.set(pagePath, await lighthouseMedian(`${origin}${pagePath}`, chromePath, lighthouseRuns))
    console.error(`  ${pagePath}: ${JSON.stringify(scores.get(pagePath))}`)
  }
  if (pagesOnly) {
    stopAll()
    console.log(
      [
        `Pages ${date} UTC, commit ${commit}, on ${machine}${quick ? ' (quick run)' : ''}, Lighthouse median of ${lighthouseRuns} run${lighthouseRuns === 1 ? '' : 's'}.`,
        '',
        ...pageTable(),
      ].join('\n'),
    )
    process.exit(0)
  }

  // The yardstick serves the very bytes and content encoding the app sends for each page, asked
  // with the same Accept-Encoding as the load runs (cached pages with a nonce answer gzip).
  const captures = {}
  for (const [, pagePath] of LOAD) {
    const response = await rawGet(`${origin}${pagePath}`, { 'accept-encoding': LOAD_ACCEPT_ENCODING })
    const encoding = response.headers['content-encoding']
    captures[pagePath] = {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        ...(encoding ? { 'content-encoding': encoding } : {}),
        vary: 'Accept-Encoding',
      },
      body: response.body.toString('base64'),
    }
  }
  const captureDir = mkdtempSync(path.join(os.tmpdir(), 'readyapps-bench-'))
  const captureFile = path.join(captureDir, 'captures.json')
  writeFileSync(captureFile, JSON.stringify(captures))
  start(process.execPath, ['scripts/bench/static-server.mjs', String(STATIC_PORT), captureFile])
  await waitForOk(`${staticOrigin}${LOAD[0][1]}`, performance.now(), 10_000)

  console.error('load runs (50 connections) ...')
  for (const [name, pagePath] of LOAD) {
    const app = await load(`${origin}${pagePath}`, { durationSec: duration })
    const yardstick = await load(`${staticOrigin}${pagePath}`, { durationSec: duration })
    throughput.push({ name, pagePath, app, yardstick })
    console.error(`  ${name}: ${Math.round(app.rps)} vs ${Math.round(yardstick.rps)} requests/s`)
  }
}

/** When the second memory reading is taken after a mixed run: V8 shrinks its heap some seconds after allocation stops. */
const LATER_MS = 30_000

/**
 * Three consecutive mixed runs at 200 connections, with the resident memory `settleMs` and 30 s
 * after each. The first also warms the server up (compiled code, the pool at its size, caches
 * filled); from the second to the third the memory must settle, not grow. Each connection goes
 * round every page type, then signs up to the newsletter from the last page's footer (one sign-up
 * per 13 requests).
 */
async function mixedRuns(label, base, pid, paths, settleMs) {
  const runs = []
  for (let run = 0; run < 3; run += 1) {
    const result = await load(`${base}/`, {
      connections: 200,
      durationSec: MIXED_SECONDS,
      requests: [...paths.map((p) => ({ method: 'GET', path: p })), signups.request(base, paths.at(-1))],
      setupClient: signups.setupClient,
    })
    const signed = signups.take()
    await sleep(settleMs)
    const rss = residentMemory(pid).rss
    await sleep(LATER_MS - settleMs)
    runs.push({ ...result, signups: signed, rss, rssLater: residentMemory(pid).rss })
    console.error(
      `  ${label} mixed run ${run + 1}: ${Math.round(result.rps)} requests/s, p99 ${result.p99} ms, ${result.errors} failed, ${signed.subscribed} of ${signed.sent} sign-ups subscribed, ${mb(rss)} after, ${mb(runs[run].rssLater)} 30 s after`,
    )
  }
  return runs
}

/** The sign-ups of this bench that reached the database (Postgres: read with its own connection). */
async function storedSignups(databaseUrl) {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 10_000,
    query_timeout: 10_000,
  })
  await client.connect()
  try {
    const { rows } = await client.query(
      'SELECT count(*)::int AS stored FROM newsletter_subscribers WHERE email LIKE $1',
      [`bench-${signups.tag}-%`],
    )
    return rows[0].stored
  } finally {
    await client.end()
  }
}

console.error('mixed load runs (200 connections) ...')
const mixed = await mixedRuns(
  'PGlite',
  origin,
  server.pid,
  PAGE_TYPES.map(([, p]) => p),
  1000,
)
const peak = residentMemory(server.pid).peak
await stopServer(server)
stopAll()

/*
 * The same server on Postgres (DATABASE_URL), the production set-up the memory goal is for: no
 * PGlite in the process. Figures: cold start; resident right after start (before any data);
 * idle a few seconds after every page type has been visited once; three mixed load runs (idle
 * after each; after a first that warms the server up, it must stay within 10%); peak.
 */
async function measurePostgres(databaseUrl) {
  const pgPort = PORT + 2
  const pgOrigin = `http://127.0.0.1:${pgPort}`
  const spawned = performance.now()
  const pgServer = start(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], {
    PORT: String(pgPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SEED_SAMPLE_CONTENT: 'true',
    SITE_ORIGIN: pgOrigin,
    TRUST_PROXY_HOPS: '1',
  })
  try {
    const coldStart = await waitForOk(`${pgOrigin}/about`, spawned)
    await sleep(2000)
    const afterStart = residentMemory(pgServer.pid).rss
    const firstData = performance.now()
    const firstDataPage = await waitForOk(`${pgOrigin}/`, firstData) // opens the pool, migrates, seeds
    const listHtml = await (await fetch(`${pgOrigin}/blog`)).text()
    const pgPostPath = /href="(\/blog\/[a-z0-9-]+)"/.exec(listHtml)?.[1]
    if (!pgPostPath) throw new Error('no blog post link on /blog (Postgres)')
    const paths = PAGE_TYPES.map(([, p]) => (p === postPath ? pgPostPath : p))
    for (const pagePath of paths) {
      const response = await fetch(`${pgOrigin}${pagePath}`)
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${pagePath} answered ${response.status} (Postgres)`)
    }
    await sleep(5000)
    const idleAfterPages = residentMemory(pgServer.pid).rss
    const runs = await mixedRuns('Postgres', pgOrigin, pgServer.pid, paths, 5000)
    return {
      coldStart,
      firstDataPage,
      afterStart,
      idleAfterPages,
      runs,
      peak: residentMemory(pgServer.pid).peak,
      stored: await storedSignups(databaseUrl),
    }
  } finally {
    await stopServer(pgServer)
  }
}

let postgres
let postgresNote = ''
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL
if (benchDatabaseUrl || postgresAvailable()) {
  console.error('Postgres (DATABASE_URL) memory runs ...')
  try {
    if (!benchDatabaseUrl) cluster = await startScratchPostgres()
    postgres = await measurePostgres(benchDatabaseUrl || cluster.url)
    postgresNote = benchDatabaseUrl ? 'BENCH_DATABASE_URL' : 'a throwaway local cluster'
  } finally {
    stopCluster()
  }
} else {
  console.error('Postgres: skipped (no initdb/pg_ctl on PATH and no BENCH_DATABASE_URL)')
}

/** Two rows per mixed run: the whole load, then its newsletter sign-ups. */
function mixedRows(run, index, residentLabel) {
  const s = run.signups
  return [
    `| mixed load run ${index + 1} (200 connections, ${MIXED_SECONDS} s, pages and sign-ups): requests/s, p99, errors / timeouts / non-2xx, ${residentLabel} / 30 s after | ${Math.round(run.rps)}, ${run.p99} ms, ${run.connectionErrors} / ${run.timeouts} / ${run.non2xx}, ${mb(run.rss)} / ${mb(run.rssLater)} |`,
    `| sign-ups in run ${index + 1}: sent, subscribed, refused, p99 of the answered | ${s.sent}, ${s.subscribed}, ${s.refused}, ${s.p99 === undefined ? 'none answered' : ms(s.p99)} |`,
  ]
}

const lines = []
lines.push(
  `Run ${date} UTC, commit ${commit}, on ${machine}${quick ? ' (quick run)' : ''}${memoryOnly ? ' (memory only)' : ''}.`,
)
if (!memoryOnly) lines.push('', ...pageTable())
if (!memoryOnly) {
  lines.push(
    '',
    `| load, 50 connections, ${duration} s | app requests/s | app p50 / p99 | static server requests/s | static p50 / p99 | ratio | errors |`,
    '|---|---:|---:|---:|---:|---:|---:|',
  )
}
for (const { name, app, yardstick } of throughput) {
  lines.push(
    `| ${name} | ${Math.round(app.rps)} | ${app.p50} / ${app.p99} ms | ${Math.round(yardstick.rps)} | ${yardstick.p50} / ${yardstick.p99} ms | ${(app.rps / yardstick.rps).toFixed(2)}x | ${app.errors} |`,
  )
}
lines.push(
  '',
  '| server, embedded database (PGlite in memory) | value |',
  '|---|---:|',
  `| cold start to first answered page (/about) | ${ms(coldStartMs)} |`,
  `| cold start to first page with data (/, PGlite opened, migrated, seeded) | ${ms(firstDataPageMs)} |`,
  `| resident memory, idle after start | ${mb(idleAfterStart.rss)} |`,
  ...mixed.flatMap((run, index) => mixedRows(run, index, 'resident after')),
  `| resident memory, peak | ${mb(peak)} |`,
)
if (postgres) {
  const [first, second, third] = postgres.runs
  const percent = (from, to) => {
    const value = (to - from) / from
    return `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`
  }
  lines.push(
    '',
    `| server on Postgres (DATABASE_URL, ${postgresNote}) | value |`,
    '|---|---:|',
    `| cold start to first answered page (/about) | ${ms(postgres.coldStart)} |`,
    `| first page with data (/: pool opened, migrated, seeded) | ${ms(postgres.firstDataPage)} |`,
    `| resident memory right after start | ${mb(postgres.afterStart)} |`,
    `| resident memory, idle 5 s after every page type once (goal: at most 200 MB) | ${mb(postgres.idleAfterPages)} |`,
    ...postgres.runs.flatMap((run, index) => mixedRows(run, index, 'resident 5 s after')),
    `| sign-ups of the three runs found in the database afterwards | ${postgres.stored} |`,
    `| resident after run 2 against run 1 (warm-up), 5 s / 30 s after | ${percent(first.rss, second.rss)} / ${percent(first.rssLater, second.rssLater)} |`,
    `| resident after run 3 against run 2, 5 s / 30 s after (goal: within 10%) | ${percent(second.rss, third.rss)} / ${percent(second.rssLater, third.rssLater)} |`,
    `| resident memory, peak | ${mb(postgres.peak)} |`,
  )
}
const table = lines.join('\n')
writeFileSync(path.join(root, 'bench-results.md'), `${table}\n`)
console.log(table)
process.exit(0)
