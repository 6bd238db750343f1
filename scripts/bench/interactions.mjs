// `npm run bench -- --interactions`: the first tap on each public widget, as a visitor on a
// mid-range phone makes it (issue 48). The production server on 127.0.0.1 (embedded database, sample
// posts); Chromium at 412 x 823 with touch, the CPU slowed 4x and Lighthouse's slow 4G through the
// DevTools protocol (as e2e/support/slow-phone.ts). Each widget is tapped in a fresh context:
// - "first": the page loads, the visitor reads for 2 s and taps (the tap is the first sign of life;
//   only for widgets in the first screen);
// - "after a scroll": the visitor scrolls the widget into view (a sign of life: the page's script
//   starts), waits 1.5 s and taps.
// Time from the tap (the pointerdown's timestamp) to the first animation frame whose page shows the
// answer, in the page, on a new document too when the answer is a page load (a script put into every
// document by the DevTools protocol watches for it). Median of --interaction-runs (default 3), with
// each run; "never" when nothing answered within 15 s. Then, per widget, the same tap in a Lighthouse
// user flow (a timespan from the scroll to 3 s after the tap, on the same slow phone): its INP and TBT,
// median of as many runs. --no-build uses dist/ as it is; --interaction-only=TEXT measures the widgets
// whose name has TEXT.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { median, sleep, spawnSiteServer, waitForOk } from './measure.mjs'
import { slowPhone, SLOW_4G, SLOW_PHONE_CPU_RATE } from './slow-phone.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const ANSWER_TIMEOUT_MS = 15_000

/**
 * The widgets: where, the tap (a Playwright locator; `point`: the same control as a CSS selector and
 * the start of its text, for the Lighthouse flow's tap), and the answer as the page shows it: an
 * element (a CSS selector, with its exact text if given) that becomes visible or hidden, or the
 * colour scheme that changes. `open`: a tap first (the menu the control is in), 1 s before.
 */
const WIDGETS = [
  {
    name: '/apps: pick Chitchat in the app picker',
    path: '/apps',
    first: true,
    tap: (page) => page.getByTestId('pick-chitchat'),
    point: { selector: '[data-testid="pick-chitchat"]' },
    answer: { visible: 'h2, h3', text: 'Appointments' },
  },
  {
    name: '/faq: category filter "Technical"',
    path: '/faq',
    first: true,
    tap: (page) => page.getByTestId('faq-filter-technical'),
    point: { selector: '[data-testid="faq-filter-technical"]' },
    answer: { hidden: 'h2, h3', text: 'What is ReadyApps?' },
  },
  {
    name: '/documentation/chitchat: tab "Installation"',
    path: '/documentation/chitchat',
    first: true,
    tap: (page) => page.getByRole('radiogroup', { name: 'Chitchat documentation sections' }).getByText('Installation'),
    point: { selector: '[aria-label="Chitchat documentation sections"] label', text: 'Installation' },
    answer: { visible: 'h2, h3', text: 'Install the backend' },
  },
  {
    name: '/astroway: showcase tab "Admin panel"',
    path: '/astroway',
    tap: (page) => page.locator('#showcase label', { hasText: 'Admin panel' }),
    point: { selector: '#showcase label', text: 'Admin panel' },
    answer: { visible: 'h2, h3, h4, p, span, div', text: 'Run the marketplace from one screen' },
  },
  {
    name: '/apps: detail tab "Tech stack"',
    path: '/apps',
    tap: (page) => page.getByRole('radiogroup', { name: 'About the app' }).getByText('Tech stack'),
    point: { selector: '[aria-label="About the app"] label', text: 'Tech stack' },
    answer: { visible: '[data-testid="app-tech-stack-astroway"]' },
  },
  {
    name: '/portfolio: filter "Astrology"',
    path: '/portfolio',
    tap: (page) => page.getByTestId('portfolio-filter').locator('label', { hasText: /^Astrology/ }),
    point: { selector: '[data-testid="portfolio-filter"] label', text: 'Astrology' },
    answer: { hidden: 'h2, h3', text: 'Tiffin Express home-meal delivery' },
  },
  {
    name: '/chitchat: feature tab "Management"',
    path: '/chitchat',
    tap: (page) => page.locator('#features label', { hasText: 'Management' }),
    point: { selector: '#features label', text: 'Management' },
    answer: { visible: 'h2, h3', text: 'Run the platform, not the paperwork' },
  },
  {
    name: '/chitchat: FAQ tab "Technical"',
    path: '/chitchat',
    tap: (page) => page.getByTestId('faq-tabs').locator('label', { hasText: 'Technical' }),
    point: { selector: '[data-testid="faq-tabs"] label', text: 'Technical' },
    answer: { visible: '[data-testid="faq-panel-technical"]' },
  },
  {
    name: '/careers: team tab "Business"',
    path: '/careers',
    tap: (page) => page.getByRole('radiogroup', { name: 'Open positions by team' }).getByText(/^Business/),
    point: { selector: '[aria-label="Open positions by team"] label', text: 'Business' },
    answer: { visible: 'h3', text: 'Business Development Executive (International)' },
  },
  {
    name: 'home: technology area "Websites & panels"',
    path: '/',
    tap: (page) => page.locator('#tech-stack').getByText('Websites & panels', { exact: true }),
    point: { selector: '#tech-stack label', text: 'Websites & panels' },
    answer: { visible: '[data-testid="tech-panel-web"]' },
  },
  {
    name: 'home: close the announcement',
    path: '/',
    first: true,
    tap: (page) => page.getByRole('button', { name: 'Close announcement' }),
    point: { selector: '[data-promo-close]' },
    answer: { hidden: '[data-promo-close]' },
  },
  {
    name: 'home: the menu button (native popover)',
    path: '/',
    first: true,
    tap: (page) => page.getByRole('button', { name: 'Open menu' }),
    point: { selector: 'button[aria-label="Open menu"]' },
    answer: { visible: '#mobile-menu' },
  },
  {
    name: '/about: the colour switch in the open menu',
    path: '/about',
    first: true,
    open: (page) => page.getByRole('button', { name: 'Open menu' }),
    openPoint: { selector: 'button[aria-label="Open menu"]' },
    tap: (page) => page.locator('#mobile-menu').getByRole('button', { name: 'Switch between light and dark colours' }),
    point: { selector: '#mobile-menu [data-scheme-toggle]' },
    answer: { scheme: 'changed' },
  },
]

/**
 * Put into every document before its own scripts: notes the tap's time (kept for the visit, so a
 * page load it caused still knows it), then looks at each animation frame until the answer shows.
 */
function watchForAnswer(answer) {
  const KEY = '__benchTapAt'
  const shown = (element) => {
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none'
  }
  const matching = (selector, text) =>
    [...document.querySelectorAll(selector)].filter((e) => text === undefined || e.textContent.trim() === text)
  const answered = () => {
    if (answer.scheme)
      return (
        document.documentElement.getAttribute('data-mantine-color-scheme') !== sessionStorage.getItem('__benchScheme')
      )
    if (answer.visible) return matching(answer.visible, answer.text).some(shown)
    return !matching(answer.hidden, answer.text).some(shown)
  }
  const look = () => {
    if (window.__benchAnsweredAt) return
    if (answered()) window.__benchAnsweredAt = performance.timeOrigin + performance.now()
    else requestAnimationFrame(look)
  }
  if (sessionStorage.getItem(KEY)) requestAnimationFrame(look)
  addEventListener(
    'pointerdown',
    (event) => {
      if (!window.__benchArmed || sessionStorage.getItem(KEY)) return
      sessionStorage.setItem('__benchScheme', document.documentElement.getAttribute('data-mantine-color-scheme') ?? '')
      sessionStorage.setItem(KEY, String(performance.timeOrigin + event.timeStamp))
      requestAnimationFrame(look)
    },
    { capture: true },
  )
}

/** One tap: its time to the answer in ms, or null when none came. */
async function tapOnce(browser, origin, widget, scenario) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    await page.addInitScript(watchForAnswer, widget.answer)
    await slowPhone(page)
    await page.goto(`${origin}${widget.path}`, { waitUntil: 'load', timeout: 60_000 })
    if (scenario === 'scroll') {
      // A turn of the wheel (a widget in the first screen is in view already), then to the widget.
      await page.mouse.wheel(0, 120)
      await sleep(100)
      await (widget.open ?? widget.tap)(page).scrollIntoViewIfNeeded()
      await sleep(1500)
    } else {
      await sleep(2000)
    }
    if (widget.open) {
      await widget.open(page).tap()
      await sleep(1000)
    }
    await page.evaluate(() => (window.__benchArmed = true))
    await widget.tap(page).tap({ timeout: 10_000 })
    const deadline = Date.now() + ANSWER_TIMEOUT_MS
    while (Date.now() < deadline) {
      const at = await page
        .evaluate(() => {
          const tapAt = Number(sessionStorage.getItem('__benchTapAt'))
          return window.__benchAnsweredAt && tapAt ? window.__benchAnsweredAt - tapAt : null
        })
        .catch(() => null)
      if (at !== null) return at
      await sleep(50)
    }
    return null
  } finally {
    await context.close()
  }
}

/**
 * The same tap as a Lighthouse user flow sees it (lighthouse's startFlow, on puppeteer-core): the
 * page loaded on the slow phone, then a timespan of the visitor scrolling to the widget, 1.5 s of
 * reading, the tap (a real touch: a trusted event, which the Event Timing API times) and 3 s after it.
 * Returns the timespan's INP (null when Lighthouse saw no interaction) and TBT, in ms.
 */
async function flowOnce(chromePath, origin, widget) {
  const { default: puppeteer } = await import('puppeteer-core')
  const { startFlow } = await import('lighthouse')
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    const page = await browser.newPage()
    await page.emulate({
      viewport: { width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 },
      userAgent: await browser.userAgent(),
    })
    const cdp = await page.createCDPSession()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU_RATE })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    await page.goto(`${origin}${widget.path}`, { waitUntil: 'load', timeout: 60_000 })
    // Lighthouse throttles the timespan itself, as the page was loaded: DevTools throttling, the same figures.
    const flow = await startFlow(page, {
      config: {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          screenEmulation: { disabled: true },
          throttlingMethod: 'devtools',
          throttling: {
            cpuSlowdownMultiplier: SLOW_PHONE_CPU_RATE,
            requestLatencyMs: SLOW_4G.latency,
            downloadThroughputKbps: (SLOW_4G.downloadThroughput * 8) / 1024,
            uploadThroughputKbps: (SLOW_4G.uploadThroughput * 8) / 1024,
          },
        },
      },
    })
    await flow.startTimespan({ name: widget.name })
    const tapAt = async (point) => {
      const find = ({ selector, text }, scroll) => {
        const shown = (element) => element.getBoundingClientRect().width > 0
        const element = [...document.querySelectorAll(selector)].find(
          (candidate) => shown(candidate) && (text === undefined || candidate.textContent.trim().startsWith(text)),
        )
        if (!element) return null
        // At once: the site's CSS scrolls smoothly, and the box would be read half-way.
        if (scroll) element.scrollIntoView({ block: 'center', behavior: 'instant' })
        const box = element.getBoundingClientRect()
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      }
      if (!(await page.evaluate(find, point, true)))
        throw new Error(`${widget.name}: nothing to tap at ${point.selector}`)
      await sleep(1500)
      const centre = await page.evaluate(find, point, false)
      await page.touchscreen.tap(centre.x, centre.y)
    }
    await page.mouse.wheel({ deltaY: 120 })
    await sleep(100)
    if (widget.openPoint) {
      await tapAt(widget.openPoint)
      await sleep(1000)
    }
    await tapAt(widget.point)
    await sleep(3000)
    await flow.endTimespan()
    const { steps } = await flow.createFlowResult()
    const audits = steps[0].lhr.audits
    return {
      inp: audits['interaction-to-next-paint']?.numericValue ?? null,
      tbt: audits['total-blocking-time']?.numericValue ?? null,
    }
  } finally {
    await browser.close()
  }
}

function cell(results) {
  if (!results) return '—'
  const shown = results.map((value) => (value === null ? 'never' : `${Math.round(value)}`))
  const answered = results.filter((value) => value !== null)
  const middle =
    answered.length * 2 > results.length ? `${Math.round(median(answered)).toLocaleString('en-US')} ms` : '**never**'
  return `${middle} (${shown.join(', ')})`
}

/** A flow figure: the median of the runs that have one, with each run ('-': none, no interaction seen). */
function flowCell(results) {
  const known = results.filter((value) => value !== null)
  if (known.length === 0) return '—'
  const shown = results.map((value) => (value === null ? '-' : `${Math.round(value)}`))
  return `${Math.round(median(known)).toLocaleString('en-US')} ms (${shown.join(', ')})`
}

export async function runInteractions(argv) {
  const runsOption = argv.find((arg) => arg.startsWith('--interaction-runs='))
  const runs = runsOption ? Number(runsOption.slice('--interaction-runs='.length)) : 3
  if (!Number.isInteger(runs) || runs < 1 || runs > 15) throw new Error('--interaction-runs takes 1 to 15')
  // --interaction-only=TEXT: the widgets whose name has TEXT (a quick look at one).
  const only = argv.find((arg) => arg.startsWith('--interaction-only='))?.slice('--interaction-only='.length)
  const widgets = WIDGETS.filter((widget) => !only || widget.name.includes(only))
  const chromePath =
    process.env.CHROMIUM_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))
  if (!chromePath) throw new Error('Chromium not found: set CHROMIUM_PATH')
  if (!argv.includes('--no-build')) {
    console.error('building ...')
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  }
  const port = Number(process.env.BENCH_PORT || 3600)
  const origin = `http://127.0.0.1:${port}`
  const server = spawnSiteServer(port, {
    PGLITE_DATA_DIR: 'memory://',
    DATABASE_URL: '',
    SEED_SAMPLE_CONTENT: 'true',
    SITE_ORIGIN: origin,
    LOG_REQUESTS: 'false',
  })
  const stop = () => server.exitCode === null && server.kill('SIGTERM')
  process.on('exit', stop)
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    await waitForOk(`${origin}/healthz`, performance.now(), 120_000)
    // Warm: every page once (the page cache, each asset's compression).
    for (const path of new Set(widgets.map((widget) => widget.path))) {
      const page = await browser.newPage()
      await page.goto(`${origin}${path}`)
      await page.mouse.move(5, 5)
      await page.mouse.move(9, 9)
      await page.waitForFunction(() => window.__readyappsHydrated === true, null, { timeout: 60_000 })
      await page.close()
    }
    const rows = []
    for (const widget of widgets) {
      const measured = {}
      for (const scenario of widget.first ? ['first', 'scroll'] : ['scroll']) {
        measured[scenario] = []
        for (let run = 0; run < runs; run += 1) {
          // A run that fails (a control not found in time) counts as no answer, and says why.
          const value = await tapOnce(browser, origin, widget, scenario).catch((error) => {
            console.error(`${widget.name}, ${scenario}: failed: ${String(error).split('\n')[0]}`)
            return null
          })
          measured[scenario].push(value)
          console.error(`${widget.name}, ${scenario}: ${value === null ? 'never' : `${Math.round(value)} ms`}`)
        }
      }
      const flows = []
      for (let run = 0; run < runs; run += 1) {
        const value = await flowOnce(chromePath, origin, widget).catch((error) => {
          console.error(`${widget.name}, user flow: failed: ${String(error).split('\n')[0]}`)
          return { inp: null, tbt: null }
        })
        flows.push(value)
        console.error(`${widget.name}, user flow: INP ${value.inp ?? '-'} ms, TBT ${value.tbt ?? '-'} ms`)
      }
      rows.push(
        `| ${widget.name} | ${cell(measured.first)} | ${cell(measured.scroll)} | ${flowCell(flows.map((f) => f.inp))} | ${flowCell(flows.map((f) => f.tbt))} |`,
      )
    }
    const lines = [
      `First taps on a slow phone (CPU 4x, slow 4G, 412 px, touch): tap to answer, median of ${runs} (each run), goal <= 200 ms`,
      '',
      '| widget | the first sign of life, 2 s after load | 1.5 s after a scroll to it | Lighthouse flow: INP | Lighthouse flow: TBT |',
      '|---|---|---|---|---|',
      ...rows,
    ]
    console.log(lines.join('\n'))
  } finally {
    await browser.close()
    stop()
  }
}
