import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

/**
 * The two engines besides Chromium, as Debian packages them (Playwright's own Firefox and WebKit
 * builds are not downloadable on these machines). Each is found on the machine or skipped with
 * the reason and the command that installs it; under CI=true a missing engine fails the run.
 */
export type EngineName = 'firefox' | 'webkit'

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr'
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/** Why an engine cannot run here (with the command that installs it), or null when it can. */
export function missingEngine(engine: EngineName): string | null {
  if (engine === 'firefox') {
    return existsSync(FIREFOX_PATH) ? null : `firefox-esr not found at ${FIREFOX_PATH} (apt-get install firefox-esr)`
  }
  const missing = [
    onPath('WebKitWebDriver') ? '' : 'WebKitWebDriver (apt-get install webkit2gtk-driver)',
    existsSync(MINIBROWSER_PATH) ? '' : `MiniBrowser at ${MINIBROWSER_PATH} (apt-get install webkit2gtk-driver)`,
    onPath('xvfb-run') ? '' : 'xvfb-run (apt-get install xvfb)',
  ].filter(Boolean)
  return missing.length ? `WebKitGTK not found: ${missing.join(', ')}` : null
}

export const ENGINE_LABEL: Record<EngineName, string> = { firefox: 'Firefox ESR', webkit: 'WebKitGTK' }
