import { test as base, expect, type Page } from '@playwright/test'

export const stubUrl = `http://127.0.0.1:${Number(process.env.E2E_STUB_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1)}`

/**
 * Every test fails on an uncaught page error or a React hydration warning, so a page that
 * renders but breaks in the browser does not pass.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        const text = message.text()
        if (message.type() === 'error' && /hydrat|did not match|Minified React error/i.test(text))
          errors.push(`console: ${text}`)
      })
      await use(errors)
      expect(errors, 'no errors in the browser').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until React has hydrated the page (the router marks the document). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForFunction(
    () => (window as unknown as { __readyappsHydrated?: boolean }).__readyappsHydrated === true,
  )
  return response
}

export async function stubRequests(service: string): Promise<Array<{ path: string; body: unknown; method: string }>> {
  const response = await fetch(`${stubUrl}/__requests?service=${service}`)
  return (await response.json()) as Array<{ path: string; body: unknown; method: string }>
}

export async function resetStubs() {
  await fetch(`${stubUrl}/__reset`, { method: 'POST' })
}

export async function setStubMode(service: string, mode: 'ok' | 'fail' | 'slow') {
  await fetch(`${stubUrl}/__mode`, {
    method: 'POST',
    body: JSON.stringify({ service, mode }),
    headers: { 'content-type': 'application/json' },
  })
}
