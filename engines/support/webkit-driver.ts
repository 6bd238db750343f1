import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * WebKitWebDriver on a virtual display (`xvfb-run -a`: the first free display number), in a
 * process group of its own so that stopping it also stops Xvfb and any MiniBrowser it started.
 *
 * MiniBrowser's window cannot be narrower than its toolbar (447 px with GTK's default theme), and
 * WebDriver's window size is the window's, toolbar included. A GTK style sheet (read from
 * $XDG_CONFIG_HOME/gtk-3.0/gtk.css) that shrinks the toolbar's widgets lets the window, and so the
 * page, be 375 px wide. It touches only GTK's own widgets: web content draws its form controls itself.
 */
const GTK_CSS = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n'

export interface WebDriverProcess {
  stop(): Promise<void>
}

export async function startWebKitWebDriver(port: number): Promise<WebDriverProcess> {
  const config = mkdtempSync(join(tmpdir(), 'readyapps-webkit-'))
  mkdirSync(join(config, 'gtk-3.0'))
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS)
  let output = ''
  const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, XDG_CONFIG_HOME: config },
  })
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  process.once('exit', () => killGroup('SIGKILL'))

  const deadline = Date.now() + 30_000
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      async (response) => response.ok && (await response.json()).value?.ready !== false,
      () => false,
    )
    if (ready) break
    if (child.exitCode !== null || Date.now() > deadline) {
      killGroup('SIGKILL')
      throw new Error(`WebKitWebDriver did not start on port ${port}:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    async stop() {
      killGroup('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))])
      killGroup('SIGKILL')
      rmSync(config, { recursive: true, force: true })
    },
  }
}
