import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { ENGINE_LABEL, missingEngine, type EngineName } from './engines'
import { startWebKitWebDriver, type WebDriverProcess } from './webkit-driver'
import { startSiteProxy, type SiteProxy } from './webkit-proxy'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site (production build) the suite's Firefox visits. */
    siteOrigin: string
    /** The site through the suite's proxy, for WebKit (support/webkit-proxy.ts). */
    webkitOrigin: string
    webDriverPort: number
    /** The engines that are here (the others were reported as skipped). */
    engines: EngineName[]
  }
}

/**
 * Once per run: which engines are here (a missing one is reported and skipped, or fails the run
 * under CI=true), the production build (made if dist/ has none), the site on it with the e2e
 * settings and stand-ins (the same as Playwright's: e2e/support/own-server.ts), and for WebKit its
 * WebDriver and the proxy. ENGINES_PORT (default 3200): the stand-ins listen on it + 1 and
 * WebKitWebDriver on it + 10; the site and the proxy on ports the system picks.
 */
export default async function setup(project: TestProject) {
  const engines: EngineName[] = []
  for (const engine of ['firefox', 'webkit'] as const) {
    const missing = missingEngine(engine)
    if (!missing) {
      engines.push(engine)
      continue
    }
    if (process.env.CI === 'true' || process.env.CI === '1')
      throw new Error(`${ENGINE_LABEL[engine]}: ${missing}. CI runs every engine.`)
    console.info(`SKIPPED: ${missing}`)
  }
  project.provide('engines', engines)
  project.provide('siteOrigin', '')
  project.provide('webkitOrigin', '')
  project.provide('webDriverPort', 0)
  if (!engines.length) return

  if (!existsSync('dist/server/server.js')) {
    console.info('engines: no build in dist/, building it (npm run build)')
    // Vitest runs with NODE_ENV=test, which would make Vite build React's development JSX.
    const build = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    if (build.status !== 0) throw new Error('npm run build failed')
  }

  const port = Number(process.env.ENGINES_PORT ?? 3200)
  const stubPort = port + 1
  // The shared e2e settings name the stand-ins by these (read when the module loads).
  process.env.E2E_PORT = String(port)
  process.env.E2E_STUB_PORT = String(stubPort)
  const stub = spawn(process.execPath, ['e2e/support/stub-server.mjs'], {
    env: { ...process.env, STUB_PORT: String(stubPort) },
    stdio: 'ignore',
  })
  process.once('exit', () => stub.kill('SIGKILL'))
  const { startAppServer } = await import('../../e2e/support/own-server')
  const stopping: Array<() => Promise<unknown>> = [async () => stub.kill('SIGTERM')]
  try {
    await untilAnswers(`http://127.0.0.1:${stubPort}/__health`)
    const site = await startAppServer({}, { logName: 'engines' })
    stopping.push(() => site.stop())
    project.provide('siteOrigin', site.origin)

    if (engines.includes('webkit')) {
      const webDriverPort = port + 10
      const driver: WebDriverProcess = await startWebKitWebDriver(webDriverPort)
      stopping.push(() => driver.stop())
      const proxy: SiteProxy = await startSiteProxy(site.origin)
      stopping.push(() => proxy.close())
      project.provide('webkitOrigin', proxy.origin)
      project.provide('webDriverPort', webDriverPort)
    }
  } catch (error) {
    await stopAll(stopping)
    throw error
  }
  return () => stopAll(stopping)
}

async function stopAll(stopping: Array<() => Promise<unknown>>) {
  for (const stop of stopping.reverse()) await stop().catch(() => {})
}

async function untilAnswers(url: string) {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer`)
}
