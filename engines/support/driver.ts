import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core'
import { Key, remote } from 'webdriverio'
import { ERROR_COLLECTOR, inPage, type InPageCalls } from './in-page'
import { FIREFOX_PATH, MINIBROWSER_PATH, type EngineName } from './engines'

/**
 * One visitor's tab in one engine, with what the checks need and nothing more: load a page, run
 * the in-page library, tap and type as a person does (real pointer and key events from the
 * driver, not events made up by a script), and the errors the console would show.
 *
 * - Firefox ESR through puppeteer-core over WebDriver BiDi: one browser per run, a new browser
 *   context (cookies and storage of its own) per tab. The page's script is held back by request
 *   interception: every script request is refused.
 * - WebKitGTK through WebKitWebDriver (W3C WebDriver classic: no BiDi in 2.50) and webdriverio: one
 *   session (one MiniBrowser) per tab, so a tab is a new visitor there too. Without the page's
 *   script, MiniBrowser runs with `--enable-javascript-markup=false`: the page's scripts do not
 *   run at all, while the driver's own still do.
 */
export interface TabOptions {
  /** CSS pixels of the viewport. */
  width: number
  height: number
  /** false: the page's own script never runs (see above). */
  script: boolean
}

export type KeyName = 'Enter' | 'Escape' | 'Tab' | 'ArrowDown'

export interface EngineTab {
  readonly engine: EngineName
  readonly script: boolean
  /** Loads a path of the site (waits for the load event). */
  goto(path: string): Promise<void>
  call<K extends keyof InPageCalls>(name: K, ...args: Parameters<InPageCalls[K]>): Promise<ReturnType<InPageCalls[K]>>
  /** Runs a script body in the page; `arguments` holds args. */
  evaluate<T>(body: string, ...args: unknown[]): Promise<T>
  /** A real pointer press and release at viewport coordinates. */
  tapAt(x: number, y: number): Promise<void>
  pointerMove(x: number, y: number): Promise<void>
  /** Types text into the focused element, key by key. */
  type(text: string): Promise<void>
  press(key: KeyName): Promise<void>
  /** The address's path and query. */
  location(): Promise<string>
  /** The errors the console showed since the last call (the current document's, in WebKit). */
  takeErrors(): Promise<string[]>
  close(): Promise<void>
}

/**
 * Whether a tab's page runs its inline scripts (its first-tap script, src/features/layout/early-taps.ts).
 * Without the page's script, Firefox still runs them (only script files are refused: a page whose
 * script has not arrived yet); WebKit runs no script of the page at all (JavaScript off).
 */
export const inlineScriptsRun = (engine: EngineName, script: boolean) => script || engine === 'firefox'

export interface EngineBrowser {
  newTab(options: TabOptions): Promise<EngineTab>
  close(): Promise<void>
}

const WEBDRIVER_KEYS: Record<KeyName, string> = {
  Enter: Key.Enter,
  Escape: Key.Escape,
  Tab: Key.Tab,
  ArrowDown: Key.ArrowDown,
}

/** The id in a W3C element reference. */
const elementId = (reference: unknown) =>
  (reference as Record<string, string>)['element-6066-11e4-a52e-4f735466cecf'] ?? ''

const pathOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

// ---------------------------------------------------------------------------------------------
// Firefox

export async function launchFirefox(origin: string): Promise<EngineBrowser> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: null,
    args: ['--width=375', '--height=800'],
    // No first-run pages, updates, telemetry or remote settings: a test machine without network.
    extraPrefsFirefox: {
      'browser.shell.checkDefaultBrowser': false,
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
    },
  })
  return {
    async newTab(options) {
      const context = await browser.createBrowserContext()
      const page = await context.newPage()
      // Firefox 153 ESR takes the viewport from BiDi's setViewport (the launch's window size is
      // clamped to about 450 px wide: too wide for a 375 px phone).
      await page.setViewport({ width: options.width, height: options.height })
      // While the check itself leaves a page (goto), what the leaving document reports is not the
      // visitor's: Firefox still runs its handlers, which see their own loads aborted. The new
      // document's errors are the collector's (installed before its first script).
      const seen = { errors: [] as string[], leaving: false }
      page.on('pageerror', (error) => {
        if (!seen.leaving) seen.errors.push(`uncaught: ${error instanceof Error ? error.message : error}`)
      })
      page.on('console', (message) => {
        if (message.type() !== 'error' || seen.leaving) return
        const where = message.location()
        seen.errors.push(`console: ${message.text()}${where.url ? ` at ${where.url}:${where.lineNumber ?? 0}` : ''}`)
      })
      await page.evaluateOnNewDocument(ERROR_COLLECTOR)
      if (!options.script) {
        await page.setRequestInterception(true)
        page.on('request', (request) => {
          if (request.isInterceptResolutionHandled()) return
          const isScript = /\.m?js$/.test(new URL(request.url()).pathname)
          void (isScript ? request.abort() : request.continue())
        })
      }
      return firefoxTab(page, options, origin, seen, () => context.close())
    },
    close: () => browser.close(),
  }
}

function firefoxTab(
  page: PuppeteerPage,
  options: TabOptions,
  origin: string,
  seen: { errors: string[]; leaving: boolean },
  close: () => Promise<void>,
): EngineTab {
  const evaluate = <T>(body: string, ...args: unknown[]) =>
    page.evaluate(new Function(body) as (...a: unknown[]) => T, ...args) as Promise<T>
  return {
    engine: 'firefox',
    script: options.script,
    async goto(path) {
      // A navigation the page itself was still making (the router finishing a client-side one) can
      // abort the new one (NS_BINDING_ABORTED, or "a new navigation interrupted an unfinished
      // navigation"): then it is asked for again.
      seen.leaving = true
      try {
        await page.goto(`${origin}${path}`, { waitUntil: 'load' }).catch(async (error: unknown) => {
          if (!/NS_BINDING_ABORTED|interrupted an unfinished navigation/.test(String(error))) throw error
          await page.goto(`${origin}${path}`, { waitUntil: 'load' })
        })
      } finally {
        seen.leaving = false
      }
    },
    call: (name, ...args) => evaluate(inPage(name), ...args),
    evaluate,
    tapAt: (x, y) => page.mouse.click(x, y),
    pointerMove: (x, y) => page.mouse.move(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    location: async () => pathOf(page.url()),
    async takeErrors() {
      // The collector's lines (console.error with the error's message, failed loads, uncaught errors),
      // then what the driver saw beyond them: an uncaught error or a console error of a document that
      // has since gone (the driver names an Error object only "JSHandle@error").
      const collected = await evaluate<string[]>('return window.__engineErrors ? window.__engineErrors.splice(0) : []')
      const reported = seen.errors.splice(0)
      const uncaught = reported.filter((line) => line.startsWith('uncaught') && !collected.includes(line))
      const logged = reported.filter((line) => line.startsWith('console'))
      const extraLogged = logged.slice(collected.filter((line) => line.startsWith('console.error')).length)
      return [...collected, ...uncaught, ...extraLogged]
    },
    close,
  }
}

// ---------------------------------------------------------------------------------------------
// WebKit

/**
 * `origin`: the suite's proxy in front of the site (support/webkit-proxy.ts), which puts the error
 * collector into each page; WebDriver classic has no way to run a script before the page's own.
 */
export function webkitBrowser(webDriverPort: number, origin: string): EngineBrowser {
  return {
    async newTab(options) {
      // One session at a time: the last tab's MiniBrowser may still be on its way out.
      await untilDriverReady(webDriverPort)
      const session = () =>
        remote({
          hostname: '127.0.0.1',
          port: webDriverPort,
          logLevel: 'silent',
          // A command that does not answer fails within the test's time and names itself (the default
          // waits 120 s, longer than a test), and is not sent twice (an action is not idempotent).
          connectionRetryCount: 0,
          connectionRetryTimeout: 20_000,
          capabilities: {
            // No browserName: webdriverio would ask for BiDi, which WebKitWebDriver 2.50 refuses.
            'webkitgtk:browserOptions': {
              binary: MINIBROWSER_PATH,
              args: ['--automation', ...(options.script ? [] : ['--enable-javascript-markup=false'])],
            },
          } as WebdriverIO.Capabilities,
        })
      // With Firefox's checks running beside it, WebKitWebDriver 2.50 has often left the first new
      // session after the long page sweep unanswered (never with WebKit alone; cause not found): it
      // is asked once more, and says so.
      const browser = await session().catch(async (error: unknown) => {
        console.warn(`WebKit: no new session (${String(error).slice(0, 120)}); asking again`)
        await untilDriverReady(webDriverPort)
        return session()
      })
      // Before the first page: resizing a window that shows a page leaves WebKitWebDriver 2.50
      // waiting for an answer that never comes. MiniBrowser's window is at most this wide with the
      // suite's GTK style sheet (support/webkit-driver.ts), and its page area as wide as the window.
      await browser.setWindowRect(0, 0, options.width, options.height)
      const evaluate = <T>(body: string, ...args: unknown[]) => browser.execute(body, ...args) as Promise<T>
      const pointer = (actions: object[]) =>
        browser.performActions([{ type: 'pointer', id: 'finger', parameters: { pointerType: 'mouse' }, actions }])
      return {
        engine: 'webkit',
        script: options.script,
        async goto(path) {
          // A navigation the page itself was still making (the router finishing a client-side one)
          // can take the place of the new one, which then never happens: it is asked for again.
          for (let attempt = 1; ; attempt += 1) {
            await browser.url(`${origin}${path}`)
            const now = pathOf(await browser.getUrl())
            if (now === path || attempt === 3) return
            console.warn(`WebKit: asked for ${path}, the page is at ${now}; asking again`)
          }
        },
        call: (name, ...args) => evaluate(inPage(name), ...args),
        evaluate,
        async tapAt(x, y) {
          await pointer([
            { type: 'pointerMove', x, y, origin: 'viewport', duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ])
        },
        async pointerMove(x, y) {
          await pointer([{ type: 'pointerMove', x, y, origin: 'viewport', duration: 0 }])
        },
        async type(text) {
          // Into the focused element through Element Send Keys: the key actions of WebKitWebDriver 2.50
          // can reach the page out of order when they come fast (a digit after the dot that followed it).
          const focused = await browser.getActiveElement()
          await browser.elementSendKeys(elementId(focused), text)
        },
        async press(key) {
          // Element Send Keys as well, into the focused element, as a person's key goes.
          const focused = await browser.getActiveElement()
          await browser.elementSendKeys(elementId(focused), WEBDRIVER_KEYS[key])
        },
        location: async () => pathOf(await browser.getUrl()),
        // A page the proxy could not put the collector into would pass unseen: it counts as an error.
        takeErrors: () =>
          evaluate<string[]>(
            'return window.__engineErrors ? window.__engineErrors.splice(0) : ["no error collector in " + location.pathname]',
          ),
        async close() {
          await browser.deleteSession()
        },
      }
    },
    async close() {},
  }
}

/** Until WebKitWebDriver says it can start a session (W3C /status `ready`), for at most 15 s. */
async function untilDriverReady(port: number) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      async (response) => response.ok && (await response.json()).value?.ready === true,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
