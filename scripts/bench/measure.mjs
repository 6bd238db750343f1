// Measurements used by scripts/bench.mjs. Every loop here is bounded; every address is loopback.
import { spawn } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import http from 'node:http'
import { gzipSync } from 'node:zlib'
import { watchNetwork } from './network-quiet.mjs'
import { SLOW_PHONE_CPU_RATE } from './slow-phone.mjs'
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The middle value of a list of numbers (the upper one of the two middles for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * The production server (scripts/start.mjs, with the server's Node flags) on 127.0.0.1:`port`,
 * from the repository's root, its errors shown; `env` adds to or overrides the environment (the
 * database, SITE_ORIGIN, ...). Its log (JSON lines on stdout) is dropped, or written to `logFile`.
 */
export function spawnSiteServer(port, env, { logFile } = {}) {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', ...env },
    stdio: ['ignore', logFile ? openSync(logFile, 'w') : 'ignore', 'inherit'],
  })
}

/**
 * The errors of a server's log (spawnSiteServer's logFile), counted by what they say: the line's
 * message and its error's first words (no personal data is in the log: src/server/log.server.ts).
 */
export function loggedErrors(logFile) {
  const counts = {}
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue
    let entry
    try {
      entry = JSON.parse(line)
    } catch {
      continue
    }
    if (entry.level !== 'error' && entry.level !== 'fatal') continue
    // The error and its causes, without their stacks.
    const chain = typeof entry.error === 'string' ? entry.error.split('\n').filter((part) => !/^\s+at /.test(part)) : []
    const cause = chain.length ? `: ${chain.join(' ').slice(0, 200)}` : ''
    const key = `${entry.msg}${cause}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

/** Resident memory of a process in bytes (current and peak), from /proc. */
export function residentMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024
  return { rss: field('VmRSS'), peak: field('VmHWM') }
}

/** Polls `url` until it answers 200 (at most `timeoutMs`); resolves to the time it took. */
export async function waitForOk(url, started, timeoutMs = 60_000) {
  while (performance.now() - started < timeoutMs) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return performance.now() - started
    await sleep(10)
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

const gz = (bytes) => gzipSync(bytes, { level: 9 }).length

/**
 * JS, CSS and HTML gzip bytes a first visit downloads (the same rules as e2e/budgets.spec.ts):
 * every script and style sheet the page requests until it has hydrated and the network is idle
 * (sections near the viewport fetch their code then, and that counts: network-quiet.mjs), plus
 * the CSS inlined into the HTML, and the document. Gzip level 9. A public page runs no script
 * until the visitor's first sign of life (src/server/page-cache/defer-scripts.server.ts):
 * `jsReading` is what a visit that only reads downloads (the visit Lighthouse makes), `js` what
 * one with a sign of life (a wheel turn) and no other interaction does. CSS alike: `cssReading` is the CSS inlined into the page
 * (only the rules its HTML uses, src/server/page-cache/critical-css.server.ts), `css` adds the
 * whole style sheets the first sign of life links (files, cached for the rest of the visit).
 */
export async function pageBytes(browser, url) {
  const page = await browser.newPage()
  const network = watchNetwork(page)
  const pending = []
  page.on('response', (response) => {
    const kind = response.request().resourceType()
    if (kind !== 'script' && kind !== 'stylesheet') return
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), kind, gzip: gz(body) }),
        () => null,
      ),
    )
  })
  const response = await page.goto(url)
  const html = await response.text()
  await network.quiet()
  const scriptBytes = (files) => files.filter((f) => f?.kind === 'script').reduce((total, f) => total + f.gzip, 0)
  const jsReading = scriptBytes(await Promise.all(pending))
  await page.mouse.wheel(0, 0)
  await page.waitForFunction(() => window.__readyappsHydrated === true, undefined, { timeout: 30_000 })
  await network.quiet()
  const files = [...new Map((await Promise.all(pending)).filter(Boolean).map((f) => [f.url, f])).values()]
  await page.close()
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
  const sum = (kind) => files.filter((f) => f.kind === kind).reduce((total, f) => total + f.gzip, 0)
  const cssReading = inlineCss ? gz(inlineCss) : 0
  return { jsReading, js: sum('script'), cssReading, css: cssReading + sum('stylesheet'), html: gz(html) }
}

/**
 * What the visitor's first sign of life costs the main thread: the page loads and is read (no
 * script runs), then a wheel turn starts its script; the blocking time (each long task's time over
 * 50 ms, as Lighthouse's TBT counts it) from then until the page has hydrated, the network is idle
 * and a second has passed, with the CPU slowed 4x (Lighthouse's mobile factor) through the DevTools
 * protocol. Median of `runs`. Lighthouse measures the visit that only reads; this is the rest.
 */
export async function firstSignBlockingTime(browser, url, runs = 3) {
  const results = []
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU_RATE })
    const network = watchNetwork(page)
    await page.goto(url)
    await network.quiet()
    await page.evaluate(() => {
      window.__blocking = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__blocking += Math.max(0, entry.duration - 50)
      }).observe({ type: 'longtask' })
    })
    await page.mouse.wheel(0, 0)
    await page.waitForFunction(() => window.__readyappsHydrated === true, undefined, { timeout: 60_000 })
    await network.quiet({ timeoutMs: 60_000 })
    await sleep(1000)
    results.push(await page.evaluate(() => window.__blocking))
    await page.close()
  }
  return median(results)
}

/** Lighthouse mobile (default config: simulated throttling), median of `runs` by performance. */
export async function lighthouseMedian(url, chromePath, runs = 3) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const results = []
  // A run Lighthouse could not finish (its runtimeError, e.g. NO_FCP, and a null score) is not a score
  // of 0: it is reported and run again, at most twice in all.
  const failed = []
  for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
      const lhr = result.lhr
      if (lhr.runtimeError || lhr.categories.performance.score === null) {
        failed.push(lhr.runtimeError?.code ?? 'no performance score')
        console.error(`  Lighthouse could not measure ${url}: ${failed.at(-1)}; running again`)
        continue
      }
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
      })
    } finally {
      await chrome.kill()
    }
  }
  if (results.length === 0) throw new Error(`Lighthouse could not measure ${url}: ${failed.join(', ')}`)
  const sorted = (key) => results.map((r) => r[key]).sort((a, b) => a - b)
  const median = (key) => sorted(key)[Math.floor(results.length / 2)]
  // The lowest and highest of the runs next to the median: on a shared machine one run can be 10
  // points off the next, and a median alone hides how far.
  const range = (key) => [sorted(key)[0], sorted(key)[results.length - 1]]
  return {
    ...Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(key)])),
    runs: results.length,
    failedRuns: failed,
    performanceRange: range('performance'),
    tbtRange: range('tbt'),
  }
}

/** What the load runs ask for, as a browser does. */
export const LOAD_ACCEPT_ENCODING = 'br, gzip'

/** One GET with the bytes as sent (no decompression): status, headers and the raw body. */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 10_000 }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    })
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)))
    request.on('error', reject)
  })
}

/**
 * autocannon for `durationSec` at `connections` (bounded by its own duration). `errors` counts
 * every failed request once: autocannon's errors (connection errors and timeouts: its `errors`
 * already includes `timeouts`) and non-2xx answers; the parts are returned as well.
 */
export async function load(url, { connections = 50, durationSec = 10, requests, setupClient } = {}) {
  const { default: autocannon } = await import('autocannon')
  const result = await autocannon({
    url,
    connections,
    duration: durationSec,
    timeout: 10,
    headers: { 'accept-encoding': LOAD_ACCEPT_ENCODING },
    ...(requests ? { requests } : {}),
    ...(setupClient ? { setupClient } : {}),
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    connectionErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }
}
