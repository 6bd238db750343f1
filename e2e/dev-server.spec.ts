import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * The README's first command is `npm install && npm run dev`: the development server must serve
 * the site with nothing configured. The production build the other specs use cannot catch a dev
 * server that dies (a native package pulled into the browser dependency pre-bundling did once).
 * The dev server gets a port the system picks (--port 0; it prints the one it got) and a
 * throwaway embedded database folder.
 */

test('the development server serves pages, data pages and the admin sign-in', async ({ page }) => {
  test.setTimeout(240_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'readyapps-dev-'))
  let output = ''
  const child = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'dev', '--host', '127.0.0.1', '--port', '0', '--strictPort'],
    {
      env: { ...process.env, NODE_ENV: 'development', PGLITE_DATA_DIR: join(dataDir, 'db'), CI: '', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  try {
    const deadline = Date.now() + 120_000
    // Vite prints "Local:   http://127.0.0.1:<port>/" once it listens.
    const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
    const local = () => /Local:\s+(http:\/\/[\d.]+:\d+)/.exec(output.replace(colours, ''))?.[1]
    while (Date.now() < deadline && !local()) {
      expect(child.exitCode, output).toBeNull()
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const origin = local()
    expect(origin, output).toBeTruthy()
    let status = 0
    while (Date.now() < deadline && status !== 200) {
      expect(child.exitCode, output).toBeNull()
      status = await fetch(`${origin}/about`).then(
        (response) => response.status,
        () => 0,
      )
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(status, output).toBe(200)

    // A data page (the embedded database opens, migrates and seeds the sample posts).
    await expect
      .poll(async () => (await fetch(`${origin}/blog`)).status, { timeout: 90_000, intervals: [1000] })
      .toBe(200)
    await page.goto(`${origin}/blog`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('main article').first()).toBeVisible({ timeout: 30_000 })

    await page.goto(`${origin}/`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto(`${origin}/admin`)
    await expect(page.getByLabel(/e-mail/i)).toBeVisible()

    expect(output).not.toMatch(/Error during dependency optimization|UNLOADABLE_DEPENDENCY/)
  } finally {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 500))
    rmSync(dataDir, { recursive: true, force: true })
  }
})
