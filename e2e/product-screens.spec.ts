import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated } from './support/fixtures'
import { products, homeProducts } from '../src/content/products'
import { projects } from '../src/content/portfolio'
import { portfolioScreenSrc, screenSrc } from '../src/domain/product'

/**
 * Product screens are pictures the server draws (/screens/...svg) with real words, shown with
 * plain <img> tags of their WebP copies (/screens/....300.webp, and 450 and 600 for dense screens): every
 * one loads, says what it shows, and no hand-drawn SVG wireframe is left. No picture on a public
 * page is an SVG file: the browser would lay each out as a document of its own on the main thread.
 */

/** The drawing a shown WebP copy is made from: /screens/astroway/chat.300.webp -> /screens/astroway/chat.svg. */
const drawingOf = (src: string) => src.replace(/\.\d+\.webp$/, '.svg')

/** Every visible product screen in main is loaded and described; returns the drawings they show. */
async function expectScreensLoaded(page: Page): Promise<string[]> {
  const screens = page.locator('main').getByTestId('product-screen')
  const count = await screens.count()
  expect(count, 'the page shows product screens').toBeGreaterThan(0)
  const sources: string[] = []
  for (let i = 0; i < count; i += 1) {
    const screen = screens.nth(i)
    const src = (await screen.getAttribute('src')) ?? ''
    sources.push(drawingOf(src))
    expect(src, 'a screen of this site').toMatch(/^\/screens\/[a-z0-9-]+\/[a-z0-9-]+\.[1-9]\d+\.webp$/)
    const width = Number(/\.(\d+)\.webp$/.exec(src)![1])
    const copy = (scale: number) => `${src.replace(/\d+\.webp$/, `${width * scale}.webp`)} ${width * scale}w`
    await expect(screen).toHaveAttribute('srcset', [1, 1.5, 2].map(copy).join(', '))
    await expect(screen).toHaveAttribute('sizes', /^\d+px$/)
    await expect(screen).toHaveAttribute('alt', /\S.{19,}/)
    await expect(screen).toHaveAttribute('width', /^\d+$/)
    await expect(screen).toHaveAttribute('height', /^\d+$/)
    await expect(screen).toHaveAttribute('decoding', 'async')
    if (!(await screen.isVisible())) continue
    // Lazy pictures load when they come near the viewport.
    await screen.scrollIntoViewIfNeeded()
    await expect
      .poll(() => screen.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { message: src })
      .toBeGreaterThan(0)
  }
  return sources
}

/** No picture in main is an inline SVG drawing any more (icons are small and hidden from readers). */
async function expectNoWireframes(page: Page) {
  const drawings = await page
    .locator('main svg')
    .evaluateAll((svgs) =>
      svgs
        .filter((svg) => svg.getAttribute('role') === 'img' || svg.getBoundingClientRect().width > 120)
        .map((svg) => svg.getAttribute('aria-label') ?? svg.outerHTML.slice(0, 80)),
    )
  expect(drawings).toEqual([])
  const svgPictures = await page.evaluate(() =>
    [...document.images].map((img) => img.currentSrc || img.src).filter((src) => /\.svg(\?|$)/.test(src)),
  )
  expect(svgPictures, 'pictures drawn as SVG documents').toEqual([])
}

test.describe('product screens', () => {
  test('home: the hero phones and every app card show a loaded screen with alt text', async ({ page }) => {
    await gotoHydrated(page, '/')
    const sources = await expectScreensLoaded(page)
    for (const product of homeProducts) expect(sources).toContain(screenSrc(product.cover))
    // The hero's front phone is the page's largest picture: it loads first.
    const hero = page.locator('main img[fetchpriority="high"]')
    await expect(hero).toHaveCount(1)
    await expect(hero).toHaveAttribute('loading', 'eager')
    await expectNoWireframes(page)
  })

  test('/apps: the chosen app and its screenshots tab show loaded screens', async ({ page }) => {
    await gotoHydrated(page, '/apps?app=food-delivery&tab=screenshots')
    const sources = await expectScreensLoaded(page)
    const food = products.find((p) => p.id === 'food-delivery')!
    for (const screen of food.screens) expect(sources).toContain(screenSrc(screen))
    await expect(page.getByRole('img', { name: /Paradise Biryani’s dishes with prices/ })).toBeVisible()
    await expectNoWireframes(page)
  })

  for (const product of products) {
    test(`${product.path}: the hero and the screens are loaded pictures with alt text`, async ({ page, request }) => {
      await gotoHydrated(page, product.path)
      const sources = await expectScreensLoaded(page)
      // The hero picture in front loads eagerly, with high priority.
      await expect(page.locator('main img[fetchpriority="high"]').first()).toHaveAttribute('loading', 'eager')
      // Screens in closed tabs are not visible yet: their copies still answer as pictures. The copy
      // each names as its src (the others differ only by width: tests/server/screens-route.test.ts;
      // fetching every width, each drawn by the server once per run, made this spec 1.2 min, not 54 s).
      const shown = await page
        .locator('main')
        .getByTestId('product-screen')
        .evaluateAll((imgs) => [...new Set(imgs.map((img) => img.getAttribute('src') ?? ''))])
      for (const src of shown) {
        const response = await request.get(src)
        expect(response.status(), src).toBe(200)
        expect(response.headers()['content-type'], src).toBe('image/webp')
      }
      if (product.template === 'catalogue' || product.template === 'profile') {
        for (const screen of product.screens) expect(sources).toContain(screenSrc(screen))
        expect(sources).toContain(screenSrc(product.panel))
      }
      await expectNoWireframes(page)
    })
  }

  test('/portfolio: every launched app shows its screen in the client’s colours', async ({ page }) => {
    await gotoHydrated(page, '/portfolio')
    const sources = await expectScreensLoaded(page)
    for (const project of projects) expect(sources).toContain(portfolioScreenSrc(project.id))
    await expect(page.getByRole('img', { name: /^Jyotish Setu app:/ })).toBeVisible()
    // Projects whose product's screens do not tell their story show a screen of their own.
    await expect(page.getByRole('img', { name: /^Kirana Cart app: two kirana stores nearby/ })).toHaveAttribute(
      'src',
      portfolioScreenSrc('kirana-cart').replace(/\.svg$/, '.300.webp'),
    )
    await expect(page.getByRole('img', { name: /^ZipRide app: a bike taxi captain/ })).toHaveAttribute(
      'src',
      portfolioScreenSrc('zipride').replace(/\.svg$/, '.300.webp'),
    )
    await expectNoWireframes(page)
  })

  test('/about: the three hero phones are loaded screens', async ({ page }) => {
    await gotoHydrated(page, '/about')
    const sources = await expectScreensLoaded(page)
    expect(sources).toHaveLength(3)
    await expectNoWireframes(page)
  })

  test('a screen answers with a day of caching, its ETag and 304 on revalidation; unknown ones are 404', async ({
    request,
  }) => {
    const first = await request.get('/screens/astroway/astrologers.svg')
    expect(first.status()).toBe(200)
    expect(first.headers()['cache-control']).toBe('public, max-age=86400')
    const etag = first.headers()['etag']!
    expect(etag).toBeTruthy()
    const again = await request.get('/screens/astroway/astrologers.svg', { headers: { 'if-none-match': etag } })
    expect(again.status()).toBe(304)
    expect((await request.get('/screens/astroway/nothing.svg')).status()).toBe(404)
    expect((await request.get('/screens/nobody/astrologers.svg')).status()).toBe(404)
  })
})
