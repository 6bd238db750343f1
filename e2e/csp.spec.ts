import type { APIResponse, Page, Response } from '@playwright/test'
import { test as base, expect, gotoHydrated } from './support/fixtures'
import { ADMIN } from './support/admin'

/**
 * Content-Security-Policy (issue 12): every page type, the dialogs and menus a visitor opens and
 * the admin editor run under the enforced policy with zero violations, and every HTML answer
 * carries a policy whose scripts need this response's nonce.
 */

interface CspWatch {
  /** Violations the browser reported (the DOM event and the console's "Refused to ..." lines). */
  violations: string[]
  /** The policy of each HTML document loaded, by URL path. */
  documents: Map<string, { status: number; policy: string | undefined }>
}

/** Every test fails on any CSP violation the page reports, whichever way it surfaces. */
const test = base.extend<{ csp: CspWatch }>({
  csp: [
    async ({ page }, use) => {
      const watch: CspWatch = { violations: [], documents: new Map() }
      await page.exposeFunction('__reportCspViolation', (text: string) => watch.violations.push(text))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample || 'no sample'})`,
          )
        })
      })
      page.on('console', (message) => {
        const text = message.text()
        if (/Refused to|Content[- ]Security[- ]Policy/i.test(text)) watch.violations.push(`console: ${text}`)
      })
      page.on('response', (response: Response) => {
        if (response.request().resourceType() !== 'document') return
        watch.documents.set(new URL(response.url()).pathname, {
          status: response.status(),
          policy: response.headers()['content-security-policy'],
        })
      })
      await use(watch)
      // Violation events are queued tasks: let any pending ones arrive before judging.
      await page
        .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        .catch(() => undefined)
      expect(watch.violations, 'no Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) map.set(name.toLowerCase(), values)
  }
  return map
}

/** The nonce of a page policy's script-src, after checking the policy is strict for scripts. */
function expectStrictPagePolicy(policy: string | undefined): string {
  expect(policy, 'a Content-Security-Policy header').toBeTruthy()
  const parsed = directives(policy!)
  const scriptSrc = parsed.get('script-src') ?? []
  expect(scriptSrc).not.toContain("'unsafe-inline'")
  expect(scriptSrc).not.toContain("'unsafe-eval'")
  expect(parsed.get('default-src')).toEqual(["'self'"])
  expect(parsed.get('object-src')).toEqual(["'none'"])
  expect(parsed.get('base-uri')).toEqual(["'self'"])
  expect(parsed.get('form-action')).toEqual(["'self'"])
  expect(parsed.get('frame-ancestors')).toEqual(["'none'"])
  expect(parsed.get('connect-src')).toEqual(["'self'"])
  const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))
  expect(nonce, 'script-src has a nonce').toBeTruthy()
  return nonce!.slice("'nonce-".length, -1)
}

/** Loads a page, checks its policy, and makes it do what a visitor's first moves trigger. */
async function visit(page: Page, csp: CspWatch, path: string, status = 200) {
  const response = await gotoHydrated(page, path)
  expect(response?.status()).toBe(status)
  const nonce = expectStrictPagePolicy(response?.headers()['content-security-policy'])
  // The scripts the server wrote carry this response's nonce (the browser hides it from attributes).
  const scriptNonces = await page
    .locator('script:not([src]):not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce))
  expect(scriptNonces.length).toBeGreaterThan(0)
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]))
  // Engaging loads the deferred parts (toasts); scrolling shows lazy images and the footer.
  await page.mouse.move(200, 200)
  await page.mouse.wheel(0, 20_000)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  expect(csp.documents.get(new URL(page.url()).pathname)?.policy).toBeTruthy()
}

async function firstLink(page: Page, listPath: string, prefix: string): Promise<string> {
  await gotoHydrated(page, listPath)
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href')
  if (!href) throw new Error(`no ${prefix} link on ${listPath}`)
  return new URL(href, 'http://x').pathname
}

test.describe('Content-Security-Policy on public pages', () => {
  const PAGES = [
    '/',
    '/apps',
    '/apps/food-delivery',
    '/astroway',
    '/chitchat',
    '/astrotalk-clone',
    '/blog',
    '/documentation',
    '/documentation/getting-started',
    '/faq',
    '/careers',
    '/portfolio',
    '/about',
    '/contact',
    '/privacy',
  ]
  for (const path of PAGES) {
    test(`${path} runs under a strict policy with no violations`, async ({ page, csp }) => {
      await visit(page, csp, path)
    })
  }

  test('a blog post runs under a strict policy with no violations', async ({ page, csp }) => {
    const post = await firstLink(page, '/blog', '/blog/')
    await visit(page, csp, post)
  })

  test('the not-found page has the policy too, with status 404', async ({ page, csp }) => {
    await visit(page, csp, '/no-such-page-for-csp', 404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the contact dialog and the header menus open without violations', async ({ page, csp }) => {
    await visit(page, csp, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Apps' }).click()
    await expect(page.getByRole('menu', { name: 'Apps' })).toBeVisible()
    await page.keyboard.press('Escape')
    await nav.getByRole('button', { name: 'Resources' }).click()
    await expect(page.getByRole('menu', { name: 'Resources' })).toBeVisible()
    await page.keyboard.press('Escape')
    await nav.getByRole('button', { name: 'Contact' }).click()
    await expect(page.getByTestId('contact-popover')).toBeVisible()
    await page.keyboard.press('Escape')

    await page.getByTestId('site-header').getByRole('link', { name: 'Request a Demo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a free demo' })
    await expect(dialog).toBeVisible()
    // A refused submission shows the field errors and a toast (the deferred notifications).
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByText('Missing information')).toBeVisible()
    await expect(dialog.getByText('Please accept the terms to continue.')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // A client-side navigation renders the next page under the first page's policy.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click()
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the mobile menu opens and expands without violations', async ({ page, csp }) => {
      await visit(page, csp, '/apps')
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByTestId('mobile-menu')
      await expect(menu).toBeVisible()
      await menu.locator('summary', { hasText: 'Apps' }).click()
      await expect(menu.getByRole('link', { name: /Chitchat/ })).toBeVisible()
      await menu.getByRole('link', { name: 'Talk to sales' }).click()
      await expect(page.getByRole('dialog', { name: 'Request a free demo' })).toBeVisible()
    })
  })

  test('the offline page (a static file) runs under its own policy with no violations', async ({ page }) => {
    const response = await page.goto('/offline.html')
    expect(response?.status()).toBe(200)
    const policy = directives(response?.headers()['content-security-policy'] ?? '')
    expect(policy.get('script-src')).toEqual(["'none'"])
    expect(policy.get('style-src')?.every((source) => source.startsWith("'sha256-"))).toBe(true)
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
    // Its inline sheet applied: the call to action is styled as a button.
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveCSS('color', 'rgb(255, 255, 255)')
  })
})

test.describe('Content-Security-Policy in the admin', () => {
  test('sign-in, dashboard, posts with the editor open and leads run without violations', async ({ page, csp }) => {
    test.setTimeout(90_000)
    await visit(page, csp, '/admin')
    await page.getByLabel(/^E-mail/).fill(ADMIN.email)
    await page.getByLabel(/^Password/).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Posts' }).click()
    await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'New post' }).click()
    const modal = page.getByRole('dialog', { name: 'Create post' })
    await expect(modal).toBeVisible()
    const editor = modal.getByTestId('block-editor').locator('[contenteditable="true"]').first()
    await editor.click()
    await page.keyboard.type('Written under the content security policy.')
    // The tools' sheets and Editor.js's own are in place (allowed by hash and by nonce).
    await expect(page.locator('#editor-js-styles')).toHaveCount(1)
    // Editor.js's toolbox opens and inserts a block from another tool without violations.
    await page.keyboard.press('Enter')
    await modal.locator('.ce-toolbar__plus').click()
    const heading = modal.locator('.ce-popover--opened').getByText('Heading', { exact: true })
    await expect(heading).toBeVisible()
    await heading.click()
    await expect(modal.locator('h2.ce-header')).toBeVisible()

    // A full load of an admin page (not cached, rendered per request) has its own nonce.
    await visit(page, csp, '/admin/dashboard/postmanagement')
    await visit(page, csp, '/admin/dashboard/leads')
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
    await visit(page, csp, '/admin/dashboard')
  })
})

test.describe('Content-Security-Policy headers', () => {
  async function pagePolicy(response: APIResponse) {
    const policy = response.headers()['content-security-policy']
    const nonce = expectStrictPagePolicy(policy)
    return { nonce, body: await response.text() }
  }

  test('a cached page gets a fresh nonce on every response, the same ETag, and never the placeholder', async ({
    request,
  }) => {
    const first = await request.get('/faq')
    const second = await request.get('/faq')
    expect(second.headers()['x-page-cache']).toBe('HIT')
    const a = await pagePolicy(first)
    const b = await pagePolicy(second)
    expect(a.nonce).not.toBe(b.nonce)
    expect(first.headers()['etag']).toBe(second.headers()['etag'])
    for (const { nonce, body } of [a, b]) {
      expect(body).toContain(`nonce="${nonce}"`)
      expect(body).not.toContain('__READYAPPS_CSP_NONCE__')
      // Every nonce in the page is this response's.
      const nonces = new Set([...body.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]))
      expect(nonces).toEqual(new Set([nonce]))
    }
    // A revalidation answers 304 without a policy, so the browser keeps the one matching its copy.
    const revalidated = await request.get('/faq', { headers: { 'if-none-match': first.headers()['etag'] ?? '' } })
    expect(revalidated.status()).toBe(304)
    expect(revalidated.headers()['content-security-policy']).toBeUndefined()
  })

  test('pages and every other answer carry the baseline security headers', async ({ request }) => {
    const asset = await request.get('/').then(async (home) => /\/assets\/[^"]+\.js/.exec(await home.text())?.[0])
    expect(asset).toBeTruthy()
    const paths = ['/', '/admin', asset!, '/favicon.svg', '/og/blog.png', '/robots.txt', '/sitemap.xml', '/rss.xml']
    for (const path of [...paths, '/healthz', '/manifest.webmanifest', '/service-worker.js']) {
      const response = await request.get(path)
      expect(response.status(), path).toBeLessThan(400)
      const headers = response.headers()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], path).toContain('camera=()')
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin')
      // The e2e server's SITE_ORIGIN is https: HSTS is on.
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/)
      const policy = directives(headers['content-security-policy'] ?? '')
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"])
      const type = headers['content-type'] ?? ''
      if (type.startsWith('text/html')) continue
      // Files are not documents: nothing loads from them (an SVG keeps its own styles).
      if (path === '/service-worker.js') expect(policy.get('default-src'), path).toEqual(["'self'"])
      else expect(policy.get('default-src'), path).toEqual(["'none'"])
    }
  })
})
