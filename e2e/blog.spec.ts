import { expect, gotoHydrated, test } from './support/fixtures'
import { SHOWCASE_POST as SHOWCASE } from './support/sample-content'

// The e2e server starts on an empty in-memory database with SEED_SAMPLE_CONTENT=true: seven
// published sample posts (six per page) and one draft.
const SHOWCASE_TITLE = 'How to Launch Your App Business in 4 Weeks'
const DRAFT_SLUG = 'draft-2027-pricing-update-notes'
const ORIGIN = 'https://www.readyapps.test'

// The first request opens, migrates and seeds the embedded database, which can take a while on
// a busy machine: do it once here rather than inside the first test's time limit.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  expect((await request.get('/rss.xml', { timeout: 120_000 })).status()).toBe(200)
})

test.describe('blog list', () => {
  test('shows the seeded posts as cards, newest first', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Guides for launching and growing your app business',
    )
    const cards = page.getByTestId('post-card')
    await expect(cards).toHaveCount(6)
    await expect(page.getByTestId('blog-count')).toHaveText('7 articles, page 1 of 2')
    const first = cards.first()
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(SHOWCASE_TITLE)
    await expect(first).toContainText('10 Nov 2026')
    await expect(first).toContainText('min read')
    await expect(first.getByTestId('post-tag')).toHaveText(['Launch', 'Strategy'])
    // The cover is a real local image.
    const cover = first.locator('img')
    await expect(cover).toHaveAttribute('src', '/blog/covers/launch-in-4-weeks.jpg')
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200)
    await expect(page.getByText('DRAFT', { exact: false })).toHaveCount(0)
  })

  test('pagination is a shareable URL: a deep link restores the page', async ({ page }) => {
    await gotoHydrated(page, '/blog?page=2')
    await expect(page.getByTestId('blog-count')).toHaveText('7 articles, page 2 of 2')
    await expect(page.getByTestId('post-card')).toHaveCount(1)
    await expect(page.getByTestId('post-card').getByRole('heading')).toHaveText(
      'The First 90 Days After Launch: Metrics That Matter',
    )

    const pages = page.getByTestId('blog-pagination')
    await pages.getByRole('link', { name: 'Newer' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByTestId('post-card')).toHaveCount(6)

    await pages.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(page.getByTestId('post-card')).toHaveCount(1)
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })

  test('tag links filter the list and the filtered URL can be shared', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    await page.getByTestId('post-card').nth(1).getByRole('link', { name: 'Articles tagged Astrology' }).click()
    await expect(page).toHaveURL(/\/blog\?tag=astrology$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles about Astrology')
    const titles = [
      'Starting an Astrology Consultation Platform: What Actually Drives Revenue',
      'Per-Minute Billing for Chat and Call Consultations: A Practical Guide',
    ]
    await expect(page.getByTestId('post-card').getByRole('heading')).toHaveText(titles)

    // The same URL opened fresh shows the same view.
    await gotoHydrated(page, '/blog?tag=astrology')
    await expect(page.getByTestId('post-card').getByRole('heading')).toHaveText(titles)
    await expect(page.getByTestId('tag-filter').getByRole('link', { name: /Astrology/ })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await page.getByTestId('tag-filter').getByRole('link', { name: 'All topics' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByTestId('post-card')).toHaveCount(6)
  })

  test('bad search values fall back instead of failing', async ({ page }) => {
    for (const path of ['/blog?page=abc', '/blog?page=-3', '/blog?tag=%3Cscript%3E']) {
      const response = await gotoHydrated(page, path)
      expect(response?.status(), path).toBeLessThan(400)
      await expect(page).toHaveURL(/\/blog$/)
      await expect(page.getByTestId('post-card')).toHaveCount(6)
    }
    await gotoHydrated(page, '/blog?tag=no-such-topic')
    await expect(page.getByTestId('blog-empty')).toContainText('No articles about No such topic yet')
    await gotoHydrated(page, '/blog?page=40')
    await expect(page.getByTestId('blog-empty')).toContainText('This page has no articles')
  })
})

test.describe('blog post', () => {
  test('renders every block type on the server', async ({ page, request }) => {
    // The server HTML alone (no JavaScript) already holds the rendered blocks.
    const html = await (await request.get(SHOWCASE)).text()
    expect(html).toContain('<h1')
    expect(html).toContain('data-testid="post-content"')
    expect(html).toMatch(/<blockquote>/)
    expect(html).toMatch(/<input type="checkbox"[^>]*disabled/)

    await gotoHydrated(page, SHOWCASE)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOWCASE_TITLE)
    const post = page.getByTestId('blog-post')
    await expect(post).toContainText('By Aarav Mehta')
    await expect(post).toContainText('10 Nov 2026')
    await expect(post).toContainText('3 min read')

    const content = page.getByTestId('post-content')
    await expect(content.locator('p').first()).toContainText('Most app businesses do not fail')
    await expect(content.locator('p b').first()).toHaveText('ready-made, white-label product')
    await expect(
      content.getByRole('heading', { level: 2, name: 'Week 1: Decide what you are really launching' }),
    ).toBeVisible()
    await expect(content.getByRole('heading', { level: 3, name: 'Your launch checklist' })).toBeVisible()
    await expect(content.locator('ol > li > ol > li').first()).toHaveText('One city or region to start with')
    await expect(content.locator('ul > li > ul > li').first()).toHaveText('Order and booking updates')

    const boxes = content.getByRole('checkbox')
    await expect(boxes).toHaveCount(5)
    for (const [index, checked] of [true, true, true, false, false].entries()) {
      await expect(boxes.nth(index)).toBeChecked({ checked })
      await expect(boxes.nth(index)).toBeDisabled()
    }

    const image = content.locator('figure img')
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveAttribute('src', '/blog/launch-roadmap.webp')
    await expect(image).toHaveAttribute('width', '200')
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect((await image.boundingBox())?.width).toBe(200)
    await expect(content.locator('figure figcaption').first()).toContainText('The four-week launch plan')

    await expect(content.locator('blockquote')).toContainText('three and a half weeks')
    const link = content.getByRole('link', { name: 'App Store Review Guidelines' })
    await expect(link).toHaveAttribute('href', 'https://developer.apple.com/app-store/review/guidelines/')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow')
  })

  test('has share links, related posts and the head tags of the post', async ({ page }) => {
    await gotoHydrated(page, SHOWCASE)
    const url = `${ORIGIN}${SHOWCASE}`
    const share = page.getByTestId('share-links')
    await expect(share.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    )
    await expect(share.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      new RegExp(`^https://x\\.com/intent/post\\?url=${encodeURIComponent(url).replace(/\./g, '\\.')}`),
    )
    await expect(share.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=/,
    )
    await expect(share.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute('href', /^mailto:\?subject=/)

    const related = page.getByTestId('related-posts').getByTestId('post-card')
    await expect(related).toHaveCount(3)
    await expect(related.first().getByRole('heading', { level: 3 })).toHaveText(
      'White-Label Strategy: Own the Brand, Not the Codebase',
    )

    await expect(page).toHaveTitle(`${SHOWCASE_TITLE} - ReadyApps`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^A week-by-week plan/)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    // The post's own 1200 x 630 picture (its cover cropped under the title); the cover stays the article image.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`^${ORIGIN.replace(/\./g, '\\.')}/og/post/how-to-launch-your-app-business-in-4-weeks\\.png\\?v=\\w+$`),
    )
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      '2026-11-10T05:30:00.000Z',
    )
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const posting = jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: SHOWCASE_TITLE,
      url,
      datePublished: '2026-11-10T05:30:00.000Z',
      image: [`${ORIGIN}/blog/covers/launch-in-4-weeks.jpg`],
    })
  })

  test('opens from the list and goes back without a reload', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    await page.getByRole('link', { name: 'White-Label Strategy: Own the Brand, Not the Codebase' }).click()
    await expect(page).toHaveURL(/\/blog\/white-label-apps-own-the-brand-not-the-code$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'White-Label Strategy: Own the Brand, Not the Codebase',
    )
    await expect(page).toHaveTitle('White-Label Strategy: Own the Brand, Not the Codebase - ReadyApps')
    await page.getByRole('link', { name: 'All articles' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByTestId('post-card')).toHaveCount(6)
  })

  test('a draft, an unknown slug and a malformed slug answer 404', async ({ page }) => {
    for (const slug of [DRAFT_SLUG, 'no-such-post', 'Bad_Slug']) {
      const response = await page.goto(`/blog/${slug}`)
      expect(response?.status(), slug).toBe(404)
      await expect(page.getByTestId('not-found')).toBeVisible()
      await expect(page.getByText('Internal working notes')).toHaveCount(0)
    }
    await expect(page).toHaveTitle('Page not found - ReadyApps')
  })
})

test.describe('feeds', () => {
  test('RSS lists the published posts with absolute links, and no draft', async ({ request }) => {
    const response = await request.get('/rss.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1])
    expect(links).toHaveLength(7)
    expect(links[0]).toBe(`${ORIGIN}${SHOWCASE}`)
    expect(links.every((link) => link!.startsWith(`${ORIGIN}/blog/`))).toBe(true)
    expect(xml).not.toContain(DRAFT_SLUG)
  })

  test('the sitemap lists every published post with its last update, and no draft', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const posts = [...xml.matchAll(/<url>\s*<loc>([^<]+\/blog\/[^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)]
    expect(posts).toHaveLength(7)
    expect(posts.map((match) => match[1])).toContain(`${ORIGIN}${SHOWCASE}`)
    expect(posts.find((match) => match[1] === `${ORIGIN}${SHOWCASE}`)?.[2]).toBe('2026-11-10T05:30:00.000Z')
    expect(xml).toContain(`<loc>${ORIGIN}/blog</loc>`)
    expect(xml).not.toContain(DRAFT_SLUG)
  })
})
