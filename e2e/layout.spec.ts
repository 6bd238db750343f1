import {
  test,
  expect,
  expectLive,
  gotoHydrated,
  moveInSite,
  scrollIntoViewSettled,
  setSkippedContent,
  slowServerFunctions,
  untilHydrated,
  waitForHydration,
} from './support/fixtures'
import { watchNetwork } from '../scripts/bench/network-quiet.mjs'
import { demoDialog } from './support/contact'
import { holdScripts } from './support/slow-phone'
import { SHOWCASE_POST } from './support/sample-content'
import { inPieces, pdfText, withoutSpace } from './support/pdf-text'
import { PLACE_NOTES_KEY } from '../src/server/page-cache/keep-place.server'
import type { Locator, Page } from '@playwright/test'

test.describe('promo banner', () => {
  test('announces Astroway with a Get It Now! link and can be dismissed', async ({ page }) => {
    await gotoHydrated(page, '/')
    const banner = page.getByTestId('promo-banner')
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Get It Now!' })).toHaveAttribute('href', '/astroway')
    await banner.getByRole('button', { name: 'Close announcement' }).click()
    await expect(page.getByTestId('promo-banner')).toBeHidden()
  })
})

test.describe('desktop header', () => {
  test('lists the entries in order with their destinations', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.locator('[data-nav-entry]')).toHaveText(
      ['Home', 'Apps', 'Portfolio', 'About', 'Careers', 'Resources', 'Contact'].map((label) => new RegExp(`^${label}`)),
    )
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/portfolio')
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about')
    await expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers')

    await nav.getByRole('button', { name: 'Apps' }).click()
    const appsMenu = page.getByRole('menu', { name: 'Apps' })
    const appItems = appsMenu.getByRole('menuitem')
    await expect(appItems).toHaveCount(7)
    const appHrefs = await appItems.evaluateAll((items) =>
      items.map((item) => [item.textContent?.trim(), item.getAttribute('href')]),
    )
    expect(appHrefs.map(([, href]) => href)).toEqual([
      '/apps',
      '/astroway',
      '/chitchat',
      '/apps/food-delivery',
      '/apps/e-commerce',
      '/apps/ride-sharing',
      '/apps/fitness-tracker',
    ])
    // The spec's entries (product-spec.md "Header").
    expect(appHrefs.map(([label]) => label?.replace(/Star product.*$/, '').trim())).toEqual([
      expect.stringMatching(/^All Apps/),
      expect.stringMatching(/^Astroway Pro/),
      expect.stringMatching(/^Chitchat/),
      expect.stringMatching(/^Food Delivery/),
      expect.stringMatching(/^E-Commerce/),
      expect.stringMatching(/^Ride Sharing/),
      expect.stringMatching(/^Fitness Tracker/),
    ])
    await expect(appsMenu.getByRole('menuitem', { name: /Astroway Pro/ }).getByLabel('Star product')).toBeVisible()
    await expect(appsMenu.getByRole('menuitem', { name: /Chitchat/ }).getByLabel('Star product')).toBeVisible()
    await page.keyboard.press('Escape')

    await nav.getByRole('button', { name: 'Resources' }).click()
    const resources = page.getByRole('menu', { name: 'Resources' }).getByRole('menuitem')
    await expect(resources).toHaveCount(2)
    expect(await resources.evaluateAll((items) => items.map((item) => item.getAttribute('href')))).toEqual([
      '/documentation',
      '/faq',
    ])
  })

  test('a dropdown opens on hover and closes 300 ms after the pointer leaves', async ({ page }) => {
    await gotoHydrated(page, '/')
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Apps' })
    const menu = page.getByRole('menu', { name: 'Apps' })
    // The header's code (it hydrates when used): the delay measured is the hydrated popover's.
    await page.getByTestId('site-header').getByRole('link', { name: 'ReadyApps home' }).hover()
    await expectLive(trigger)
    await expect(menu).toBeHidden()
    await trigger.hover()
    await expect(menu).toBeVisible()
    // Timestamps are taken in the page, so a slow test machine cannot distort the delay.
    await page.evaluate(() => {
      const w = window as unknown as { __left?: number; __closed?: number }
      document
        .querySelector('[data-testid="nav-menu-apps"]')
        ?.addEventListener('mouseleave', () => (w.__left = performance.now()))
      // The menu is a native popover: its toggle event tells when it closed.
      document.querySelector('[data-testid="nav-menu-apps"] [role="menu"]')?.addEventListener('toggle', (event) => {
        if (w.__left !== undefined && (event as ToggleEvent).newState === 'closed') w.__closed ??= performance.now()
      })
    })
    // Move away from both the trigger and the menu.
    await page.mouse.move(5, 700)
    await expect(menu).toBeHidden({ timeout: 3000 })
    const delay = await page.evaluate(() => {
      const w = window as unknown as { __left?: number; __closed?: number }
      return (w.__closed ?? 0) - (w.__left ?? 0)
    })
    expect(delay).toBeGreaterThanOrEqual(290)
    expect(delay).toBeLessThan(1500)
  })

  for (const held of [true, false]) {
    test(`the first hover opens Apps and Resources and leaving closes them (${held ? 'scripts held back' : 'with the scripts'})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      if (held) await holdScripts(page)
      await page.goto('/about')
      const nav = page.getByRole('navigation', { name: 'Main' })
      for (const name of ['Apps', 'Resources']) {
        const menu = page.getByRole('menu', { name })
        await expect(menu).toBeHidden()
        await nav.getByRole('button', { name }).hover()
        await expect(menu).toBeVisible()
        await expect(menu.getByRole('menuitem').first()).toBeVisible()
        // A second move over the entry: the sign of life that brings the page's script is a pointer that moves on.
        if (!held) await nav.getByRole('button', { name }).hover({ position: { x: 4, y: 4 } })
        if (!held) await untilHydrated(page)
        await expect(menu).toBeVisible()
        await page.mouse.move(5, 700)
        await expect(menu).toBeHidden()
      }
      if (held) {
        // Before the script, CSS closes it: visibility goes 300 ms after the pointer has left.
        const delay = await page
          .getByTestId('nav-menu-apps')
          .locator('[popover]')
          .evaluate((menu) => getComputedStyle(menu).transitionDelay)
        expect(delay).toBe('0.3s')
      }
    })
  }

  test('a click toggles the dropdown and the keyboard can operate it', async ({ page }) => {
    await gotoHydrated(page, '/')
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' })
    const menu = page.getByRole('menu', { name: 'Resources' })
    // Focus brings the header's code (it hydrates when used); the menu keys come with it.
    await trigger.focus()
    await expectLive(trigger)
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(menu.locator('[role="menuitem"]:focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    // A click toggles it open and closed again.
    await trigger.click()
    await expect(menu).toBeVisible()
    await trigger.click()
    await expect(menu).toBeHidden()
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('marks Home active only on / and other entries by path prefix', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('data-active', 'true')
    await expect(nav.getByRole('link', { name: 'Portfolio' })).not.toHaveAttribute('data-active', /.*/)

    await gotoHydrated(page, '/apps/food-delivery')
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('data-active', /.*/)
    await expect(nav.getByRole('button', { name: 'Apps' })).toHaveAttribute('data-active', 'true')

    await gotoHydrated(page, '/careers')
    await expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('data-active', 'true')
    await expect(nav.getByRole('button', { name: 'Apps' })).not.toHaveAttribute('data-active', /.*/)
  })

  test('gets a shadow after scrolling past 20 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await gotoHydrated(page, '/')
    const header = page.getByTestId('site-header')
    await expect(header).not.toHaveAttribute('data-scrolled', /.*/)
    await page.evaluate(() => window.scrollTo(0, 10))
    await page.waitForTimeout(100)
    await expect(header).not.toHaveAttribute('data-scrolled', /.*/)
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    const shadow = await header.evaluate((el) => getComputedStyle(el).boxShadow)
    expect(shadow).not.toBe('none')
  })

  test('the Contact popover lists every way to reach us', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact' }).click()
    const popover = page.getByTestId('contact-popover')
    await expect(popover).toBeVisible()
    await expect(popover.getByRole('link', { name: 'sales@readyapps.dev' })).toHaveAttribute(
      'href',
      'mailto:sales@readyapps.dev',
    )
    await expect(popover.getByRole('link', { name: /\+91/ })).toHaveAttribute('href', /^tel:/)
    await expect(popover).toContainText('Phone support: 11 am to 7 pm, Monday to Friday')
    await expect(popover.getByRole('link', { name: /chat message/i })).toHaveAttribute('href', /^https:\/\//)
    await expect(popover).toContainText('We will reply within 24 business hours')
    await expect(popover).toContainText('Usual reply: 1 day')
    await expect(popover.getByRole('link', { name: /Contact Page/ })).toHaveAttribute('href', '/contact')
    await expect(popover.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', /linkedin\.com/)
    await expect(popover.getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', /youtube\.com/)
  })

  test.describe('without the service worker (it would fetch the chunk itself)', () => {
    test('the Contact panel stays the server’s HTML: nothing in it is redrawn under the pointer', async ({ page }) => {
      // The options are plain links and a contact link: their code is never needed on a page the server drew.
      let asked = 0
      await page.route(/\/assets\/contact-options-[\w-]+\.js$/, (route) => {
        asked++
        return route.continue()
      })
      const network = watchNetwork(page)
      await gotoHydrated(page, '/')
      const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact' })
      await contact.click()
      const popover = page.getByTestId('contact-popover')
      const email = popover.getByRole('link', { name: 'sales@readyapps.dev' })
      await expect(email).toBeVisible()
      const drawn = await email.elementHandle()
      // The header's code came with the click; the panel's links are the very elements it showed first.
      await expectLive(contact)
      await network.quiet()
      expect(await drawn?.evaluate((element) => element.isConnected)).toBe(true)
      await expect(popover).toBeVisible()
      expect(asked).toBe(0)
      await popover.getByRole('link', { name: /Contact Page/ }).click()
      await expect(page).toHaveURL(/\/contact$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  })

  test('offers the country selector with India and Global', async ({ page }) => {
    await gotoHydrated(page, '/')
    const selector = page.getByTestId('country-selector').first()
    await expect(selector).toContainText('India (₹)')
    await selector.click()
    await expect(page.getByRole('menuitem', { name: 'India (₹)' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Global ($)' })).toBeVisible()
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('opens full screen, expands a group, and closes on link click', async ({ page }) => {
    await gotoHydrated(page, '/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()
    const box = await menu.boundingBox()
    expect(box?.width).toBe(375)
    expect(box?.height).toBeGreaterThanOrEqual(700)

    // The groups are <details>: a summary expands its links.
    const appsGroup = menu.locator('details', { has: page.locator('summary', { hasText: 'Apps' }) })
    await expect(appsGroup).not.toHaveAttribute('open')
    await expect(menu.getByRole('link', { name: 'Food Delivery' })).toBeHidden()
    await appsGroup.locator('summary').click()
    await expect(appsGroup).toHaveAttribute('open')
    await expect(menu.getByRole('link', { name: 'Food Delivery' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Talk to sales' })).toBeVisible()

    await menu.getByRole('link', { name: 'Food Delivery' }).click()
    await expect(page).toHaveURL(/\/apps\/food-delivery$/)
    await expect(page.getByTestId('mobile-menu')).toBeHidden()
  })

  test('closes when the route changes', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByTestId('mobile-menu')).toBeVisible()
    await page.evaluate(() => {
      window.history.pushState({}, '', '/about')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByTestId('mobile-menu')).toBeHidden()
  })

  test('the Talk to sales button leads to the contact form', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Talk to sales' }).click()
    await expect(page.getByTestId('mobile-menu')).toBeHidden()
    await demoDialog(page)
  })
})

test.describe('secondary bar', () => {
  test('shows breadcrumbs of the current page and the launch claim', async ({ page }) => {
    await gotoHydrated(page, '/apps/food-delivery')
    const bar = page.getByTestId('secondary-bar')
    const crumbs = bar.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(crumbs.getByRole('link', { name: 'Apps' })).toHaveAttribute('href', '/apps')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Food Delivery App')
    await expect(bar).toContainText('launch in 2-4 weeks')
  })

  test('names the current page by its title, never by what was typed in the address', async ({ page }) => {
    const crumbs = page.getByTestId('secondary-bar').getByRole('navigation', { name: 'Breadcrumb' })
    await page.goto('/zzqx-no-such-page')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Page not found')
    await expect(crumbs).not.toContainText(/zzqx/i)

    await gotoHydrated(page, '/blog')
    const post = page.locator('a[href^="/blog/"]').first()
    const href = (await post.getAttribute('href')) ?? ''
    await gotoHydrated(page, href)
    const headline = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
    expect(headline).not.toBe('')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(headline)
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
  })
})

test.describe('tap targets on phones', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('footer links, social icons and the newsletter field are at least 44 px tall', async ({ page }) => {
    await gotoHydrated(page, '/')
    const footer = page.getByTestId('site-footer')
    const targets = [
      ...(await footer.getByRole('link').all()),
      footer.getByRole('textbox', { name: 'Email address' }),
      footer.getByRole('button', { name: 'Subscribe' }),
    ]
    expect(targets.length).toBeGreaterThan(10)
    for (const target of targets) {
      const box = await target.boundingBox()
      const name = (await target.getAttribute('aria-label')) ?? (await target.textContent())
      expect(box?.height, `${name}`).toBeGreaterThanOrEqual(44)
    }
    for (const social of ['LinkedIn', 'YouTube']) {
      const box = await footer.getByRole('link', { name: `ReadyApps on ${social}` }).boundingBox()
      expect(box?.width, social).toBeGreaterThanOrEqual(44)
    }
  })
})

test.describe('footer', () => {
  test('has company, links, newsletter, certifications and a collapsible SEO text', async ({ page }) => {
    await gotoHydrated(page, '/')
    const footer = page.getByTestId('site-footer')
    await expect(footer.getByRole('link', { name: 'sales@readyapps.dev' })).toBeVisible()
    await expect(footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).not.toHaveCount(0)
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    await expect(footer.getByPlaceholder('Your email address')).toHaveAttribute('type', 'email')
    await expect(footer.getByRole('list', { name: 'Certifications and partners' })).toBeVisible()
    await expect(footer).toContainText(/© \d{4} ReadyApps/)

    // A <details>: it opens without JavaScript too.
    const more = footer.locator('details', { has: page.locator('summary', { hasText: 'View More Information' }) })
    const seoHeading = footer.getByRole('heading', { name: 'Ready-made app solutions for every business' })
    await expect(more).not.toHaveAttribute('open')
    await expect(seoHeading).toBeHidden()
    // Far down a fresh page: the sections above are laid out as they near the screen (see scrollIntoViewSettled).
    await scrollIntoViewSettled(footer.getByText('View More Information'))
    await footer.getByText('View More Information').click()
    await expect(more).toHaveAttribute('open')
    await expect(seoHeading).toBeVisible()
    await footer.getByText('Hide More Information').click()
    await expect(seoHeading).toBeHidden()
    await expect(footer.getByText('View More Information')).toBeVisible()
  })
})

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('not-found')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page")
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })
})

test.describe('footer', () => {
  test('stays on the page when the address changes before the visitor has reached it', async ({ page }) => {
    // The footer hydrates (and its code loads) when reached; a tab that writes the URL, or a move to
    // another page, comes first here.
    await page.setViewportSize({ width: 375, height: 700 })
    await gotoHydrated(page, '/astroway')
    const footer = page.getByTestId('site-footer')
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeAttached()
    // A product tour tab: its choice is written into the address (history.replaceState, which the
    // router follows).
    const tour = page.getByRole('radiogroup', { name: /: Product tour$/ })
    await tour.getByText('Astrologer app', { exact: true }).click()
    await expect(tour.getByRole('radio', { name: 'Astrologer app' })).toBeChecked()
    await expect(page).toHaveURL(/[?&]tab=astrologer/)
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeAttached()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await footer.scrollIntoViewIfNeeded()
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible()
  })
})

test.describe('analytics', () => {
  test('pushes page_view on the first load and on every route change, and footer_view', async ({ page }) => {
    await gotoHydrated(page, '/')
    const events = () => page.evaluate(() => (window.dataLayer ?? []).map((e) => ({ ...e })))
    await expect
      .poll(async () => (await events()).filter((e) => e.event === 'page_view').map((e) => e.page_path))
      .toEqual(['/'])

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await expect
      .poll(async () => (await events()).filter((e) => e.event === 'page_view').map((e) => e.page_path))
      .toEqual(['/', '/careers'])

    await page.getByTestId('site-footer').scrollIntoViewIfNeeded()
    await expect
      .poll(async () => (await events()).some((e) => e.event === 'footer_view' && e.page_path === '/careers'))
      .toBe(true)
  })
})

test.describe('head tags', () => {
  test('the server renders title, canonical, description, robots and social tags', async ({ request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toContain('<title>ReadyApps - Launch Your Business in Weeks with Ready-Made Apps</title>')
    // Head tags carry the response's CSP nonce (issue 12), which changes per response.
    const nonce = '( nonce="[^"]+")?'
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://www\\.readyapps\\.test/"${nonce}/>`))
    expect(html).toMatch(new RegExp(`<meta name="robots" content="index,follow"${nonce}/>`))
    expect(html).toMatch(new RegExp(`<meta name="twitter:card" content="summary_large_image"${nonce}/>`))
    expect(html.match(/rel="canonical"/g)).toHaveLength(1)
  })

  test('client-side navigation updates the title and canonical', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  })
})

test.describe('server routes', () => {
  test('robots.txt disallows admin and points to the sitemap', async ({ request }) => {
    const body = await (await request.get('/robots.txt')).text()
    expect(body).toContain('Disallow: /admin')
    expect(body).toContain('Sitemap: https://www.readyapps.test/sitemap.xml')
  })

  test('sitemap.xml lists public pages and nothing private', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.headers()['content-type']).toContain('xml')
    const body = await response.text()
    expect(body).toContain('<loc>https://www.readyapps.test/</loc>')
    expect(body).not.toContain('/admin')
    expect(body).not.toContain('/thank-you')
  })

  test('healthz answers 200 with JSON', async ({ request }) => {
    const response = await request.get('/healthz')
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok' })
  })
})

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('registers /service-worker.js', async ({ page }) => {
    await gotoHydrated(page, '/')
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return registration.active?.scriptURL ?? registration.installing?.scriptURL ?? null
    })
    expect(scriptUrl).toMatch(/\/service-worker\.js$/)
  })
})

/**
 * The region (section or footer) across the top of the screen, how far into it the screen is, and
 * the scroll, once the scroll has held for five frames (a wheel turn scrolls smoothly, over frames).
 */
function placeOnScreen(page: Page) {
  return page.evaluate(async () => {
    for (let same = 0, last = -1, frames = 0; same < 5 && frames < 240; frames += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      same = window.scrollY === last ? same + 1 : 0
      last = window.scrollY
    }
    let index = -1
    let offset = 0
    document.querySelectorAll('section, footer').forEach((region, i) => {
      const { top, bottom } = region.getBoundingClientRect()
      if (top <= 0 && bottom > 0) [index, offset] = [i, Math.round(-top)]
    })
    return { index, offset, scrollY: Math.round(window.scrollY) }
  })
}

/** The same region across the top of the screen as `left`, as far into it (within 2 px). */
async function expectPlace(page: Page, left: { index: number; offset: number }, after: string) {
  await expect(async () => {
    const now = await placeOnScreen(page)
    const seen = `after ${after}: ${JSON.stringify(now)}, left at ${JSON.stringify(left)}`
    expect(now.index, `the same region across the top of the screen ${seen}`).toBe(left.index)
    expect(Math.abs(now.offset - left.offset), `as far into it ${seen}`).toBeLessThanOrEqual(2)
  }).toPass({ timeout: 7_000 })
}

/** Turns the wheel until the element is on the screen, then waits for the page to settle. */
async function wheelUntilOnScreen(page: Page, element: Locator) {
  await expect(async () => {
    await page.mouse.wheel(0, 600)
    const box = await element.boundingBox()
    expect(box && box.y < 700).toBe(true)
  }).toPass({ intervals: [50], timeout: 20_000 })
  await scrollIntoViewSettled(element)
}

/**
 * Where the page is when `link` is clicked, with the pointer already on it. A card lifts on hover
 * (a 160 ms transition): clicked while it moves, Playwright finds it "not stable" and tries again
 * after scrolling it to the bottom of the screen, and the page left is not the one measured. So
 * the pointer goes onto the link first (the wheel moved cards under a pointer that stood still),
 * the link settles, and then the place is taken; the click moves the pointer nowhere new.
 */
async function placeBeforeClicking(page: Page, link: Locator) {
  await link.hover()
  await scrollIntoViewSettled(link)
  return placeOnScreen(page)
}

test.describe('navigation behaviour', () => {
  test('a forward navigation starts at the top and going back restores the position', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1000)
    const before = await page.evaluate(() => Math.round(window.scrollY))
    await page.getByTestId('site-footer').getByRole('link', { name: 'About us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(before - 50)
  })

  test('Back to a page left far down returns to the same content, not to the same number of pixels', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    // Down to the footer the way a visitor goes, with the wheel: the sections come into view and are
    // drawn at their own heights, where the page drawn anew on Back has them at 900 px until seen.
    const portfolio = page.getByTestId('site-footer').getByRole('link', { name: 'Portfolio', exact: true })
    await wheelUntilOnScreen(page, portfolio)
    const left = await placeBeforeClicking(page, portfolio)
    expect(left.scrollY, 'far down the page').toBeGreaterThan(5000)
    await portfolio.click()
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expectPlace(page, left, 'Back')
  })

  test('Back after a link that loads a new page, and Reload, return to the same content', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 800 })
    await page.goto('/')
    // The last blog card: the server's HTML, not the router's, so the next page is a document load,
    // and so is Back (Playwright's Chromium keeps no page in the back-forward cache).
    const cards = page.locator('main a[href^="/blog/"]')
    const card = cards.nth((await cards.count()) - 1)
    await wheelUntilOnScreen(page, card)
    const left = await placeBeforeClicking(page, card)
    expect(left.scrollY, 'far down the page').toBeGreaterThan(5000)
    await card.click()
    await expect(page).toHaveURL(/\/blog\/[\w-]+$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    expect(
      await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
    ).toBe('back_forward')
    await expectPlace(page, left, 'Back')

    const back = await placeOnScreen(page)
    await page.mouse.wheel(0, 700)
    await expect.poll(async () => (await placeOnScreen(page)).scrollY).toBeGreaterThan(back.scrollY + 300)
    const before = await placeOnScreen(page)
    await page.reload()
    await expectPlace(page, before, 'Reload')
  })

  test('Reload in the middle of a blog post returns to the same paragraph', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 800 })
    await page.goto(SHOWCASE_POST)
    // The post's last part: the parts before it are drawn at their own heights on the way down, and
    // at the 900 px stand-in of post-renderer.module.css when the page is loaded again.
    const lastPart = page.getByTestId('post-content').locator('section').last()
    await wheelUntilOnScreen(page, lastPart.locator('p').last())
    // The first line of text reaching onto the screen, and where it is.
    const textAtTop = async () => {
      const { scrollY } = await placeOnScreen(page)
      return page.evaluate((scrollY) => {
        const lines = [...document.querySelectorAll('[data-testid="post-content"] :is(p, li > span, h2, h3)')]
        const line = lines.find((element) => element.getBoundingClientRect().bottom > 0)
        return { text: line?.textContent, top: Math.round(line?.getBoundingClientRect().top ?? 0), far: scrollY > 2500 }
      }, scrollY)
    }
    const left = await textAtTop()
    expect(left.far, 'far down the post').toBe(true)
    await page.reload()
    await expect(async () => {
      const now = await textAtTop()
      expect(now.text).toBe(left.text)
      expect(Math.abs(now.top - left.top)).toBeLessThanOrEqual(2)
    }).toPass({ timeout: 7_000 })
    // Chromium's own restoration lands there too; the place note (keep-place.server.ts) is what does
    // it in a browser without it: the note names a part of the post (the parts meet, no gap between).
    const noted = await page.evaluate((key) => {
      // The test's own tab: its only notes are the ones this visit made (under the address, or the
      // router's key once the page has hydrated).
      const notes = Object.values(JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, [number, number]>)
      const regions = document.querySelectorAll('section, footer')
      return notes.some(([index]) => Boolean(regions[index]?.closest('[data-testid="post-content"]')))
    }, PLACE_NOTES_KEY)
    expect(noted, 'the place note names a part of the post').toBe(true)
  })

  test('what is far below the screen is laid out only when the visitor nears it', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 800 })
    // Inside an element whose content-visibility skips its content, checkVisibility says false.
    const drawn = (locator: Locator) =>
      locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))
    for (const [path, below] of [
      ['/apps/food-delivery', page.getByTestId('final-cta').getByRole('heading')],
      [SHOWCASE_POST, page.getByTestId('post-content').locator('section').last().locator('h2')],
    ] as const) {
      await page.goto(path)
      const footer = page.getByTestId('site-footer').getByRole('link', { name: 'Portfolio', exact: true })
      expect(await drawn(below), `${path}: the last part of the page, before the visitor scrolls`).toBe(false)
      expect(await drawn(footer), `${path}: the footer, before the visitor scrolls`).toBe(false)
      await wheelUntilOnScreen(page, below)
      expect(await drawn(below), `${path}: the last part of the page, on the screen`).toBe(true)
      await wheelUntilOnScreen(page, footer)
      expect(await drawn(footer), `${path}: the footer, on the screen`).toBe(true)
    }
  })

  test('a printed page has what the screen has not drawn yet', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 800 })
    await page.goto(SHOWCASE_POST)
    // Every heading, paragraph, list item and caption of the post, as the page holds it: the parts
    // below the first screen are skipped by content-visibility until the visitor nears them.
    const blocks = await page
      .getByTestId('post-content')
      .locator(':is(h2, h3, h4, p, li > span, figcaption)')
      .evaluateAll((elements) =>
        elements.map((element) => ({
          text: element.textContent ?? '',
          skipped: !element.checkVisibility({ contentVisibilityAuto: true }),
        })),
      )
    const skipped = blocks.filter((block) => block.skipped).map((block) => block.text)
    expect(skipped.length, 'the post has text the screen has not drawn').toBeGreaterThan(5)
    // The text a reader of the PDF gets (not its size, which follows the machine's fonts), block by
    // block. A block may be cut by a page break, after which the PDF draws what is positioned on that
    // page (the header): it is there if it is at most three pieces of the printed text.
    const missingFrom = (pdf: Buffer) => {
      const printed = withoutSpace(pdfText(pdf))
      return blocks.map((block) => block.text).filter((text) => !inPieces(printed, withoutSpace(text), 3))
    }
    expect(missingFrom(await page.pdf({ format: 'A4' })), 'printed: every block of the post').toEqual([])
    // The yardstick: with every part hidden outright (the drawn ones too), the skipped text is missing.
    await setSkippedContent(page, 'hidden')
    expect(missingFrom(await page.pdf({ format: 'A4' })), 'the yardstick bites').toEqual(
      expect.arrayContaining(skipped),
    )
  })

  test('the header fits without sideways scrolling from tablet to desktop widths', async ({ page }) => {
    for (const width of [768, 900, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await gotoHydrated(page, '/')
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0)
    }
  })
})

test.describe('the frame hydrates when the visitor uses it', () => {
  test("a reading visit never fetches the header's code, and the first click on it is not lost", async ({ page }) => {
    const chrome: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/site-chrome-[^/]*\.js$/.test(request.url())) chrome.push(request.url())
    })
    const network = watchNetwork(page)
    await gotoHydrated(page, '/')
    await network.quiet()
    expect(chrome, "the header's code, before any use").toEqual([])
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
    // The click waits for the header's code, then does what it asked for.
    await page.getByTestId('site-header').getByTestId('color-scheme-toggle').click()
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
    expect(chrome).toHaveLength(1)
  })

  test("a move to another page waits for the header's code: the header is hydrated, not drawn again", async ({
    page,
  }) => {
    // The header's code comes only when this test lets it: the visitor reads down to the footer
    // and follows one of its links while the header is still the server's HTML of the home page.
    let asked!: () => void
    const requested = new Promise<void>((resolve) => (asked = resolve))
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/site-chrome-[\w-]+\.js$/, async (route) => {
      asked()
      await released
      await route.continue()
    })
    await gotoHydrated(page, '/')
    await page.evaluate(() => {
      ;(window as unknown as { headerBefore: Element | null }).headerBefore = document.getElementById('site-header')
    })
    const footerLink = page.getByTestId('site-footer').getByRole('link', { name: 'Portfolio', exact: true })
    await scrollIntoViewSettled(footerLink)
    await expectLive(footerLink)
    await footerLink.click()
    await requested
    release()
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(page.getByTestId('secondary-bar').locator('[aria-current="page"]')).toHaveText('Portfolio')
    // The header's link to the page says it is the current one, and those to the home page no longer.
    const current = (href: string) =>
      page
        .getByTestId('site-header')
        .locator(`a[href="${href}"]`)
        .evaluateAll((links) => links.map((link) => link.getAttribute('aria-current')))
    await expect.poll(() => current('/portfolio')).toEqual(['page'])
    expect(await current('/')).toEqual([null, null])
    // The very element the server sent: React hydrated it before the location changed. Had the move
    // gone first, React would have dropped the header's HTML and drawn it again once its code came
    // (nothing in between), or found the old page's links in it (error 418, failing the fixture).
    const same = await page.evaluate(
      () =>
        (window as unknown as { headerBefore: Element | null }).headerBefore === document.getElementById('site-header'),
    )
    expect(same, 'the header is the one the server sent').toBe(true)
  })
})

test.describe('a page whose data is slow', () => {
  test('shows the skeleton under the header while it loads, then the page', async ({ page }) => {
    await gotoHydrated(page, '/about')
    // The blog list's data comes late; the skeleton's code has not come yet either (a first visit).
    await slowServerFunctions(page, 1500)
    await moveInSite(page, '/blog')
    await expect(page.getByTestId('page-skeleton')).toBeVisible()
    await expect(page.getByTestId('site-header')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: /Guides for launching/ })).toBeVisible()
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0)
  })
})

test.describe('colour scheme', () => {
  test('switches to dark and keeps it after a reload without a hydration mismatch', async ({ page }) => {
    await gotoHydrated(page, '/')
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
    await page.getByTestId('site-header').getByTestId('color-scheme-toggle').click()
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await page.reload()
    await waitForHydration(page)
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await page.getByTestId('site-header').getByTestId('color-scheme-toggle').click()
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
  })
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('the service worker shows the offline page when the network is gone', async ({ page, context }) => {
    await gotoHydrated(page, '/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    await context.setOffline(true)
    await page.goto('/careers').catch(() => undefined)
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
    await context.setOffline(false)
  })
})
