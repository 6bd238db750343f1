import { describe, expect, it } from 'vitest'
import {
  buildHead,
  canonicalUrl,
  descriptionForPath,
  isNoindexPath,
  subjectTitle,
  titleForPath,
} from '~/features/seo/seo'
import { siteConfig } from '#app-config'

const origin = 'https://www.readyapps.test'
const meta = (path: string, input = {}) => buildHead(path, origin, input).meta
const content = (path: string, key: string, input = {}) =>
  meta(path, input).find((m) => m.name === key || m.property === key)?.content

describe('document title', () => {
  it('uses the home title on /', () => {
    expect(titleForPath('/')).toBe(siteConfig.homeTitle)
  })
  it('capitalises the first path segment and appends the brand', () => {
    expect(titleForPath('/portfolio')).toBe('Portfolio - ReadyApps')
  })
  it('names a nested page by its own subject, never by its first segment', () => {
    // Routes give the subject (productPageSeo, docPageSeo, postSeo); the last segment stands in.
    expect(titleForPath('/apps/food-delivery')).toBe('Food delivery - ReadyApps')
    expect(titleForPath('/documentation/chitchat?tab=api')).toBe('Chitchat - ReadyApps')
    expect(subjectTitle('Food Delivery App')).toBe('Food Delivery App - ReadyApps')
  })
  it('turns hyphens into spaces', () => {
    expect(titleForPath('/astrotalk-clone')).toBe('Astrotalk clone - ReadyApps')
    expect(titleForPath('/thank-you/')).toBe('Thank you - ReadyApps')
  })
  it('lets a route give its own title', () => {
    expect(meta('/blog/x', { title: 'My post - ReadyApps' }).find((m) => m.title)?.title).toBe('My post - ReadyApps')
  })
})

describe('description', () => {
  it.each([
    '/astrotalk-clone',
    '/astrosage-clone',
    '/astroyogi-clone',
    '/astroway',
    '/documentation/astroway-pro',
    '/apps/astropro',
  ])('is the astrology description on %s', (path) => {
    expect(descriptionForPath(path)).toBe(siteConfig.astroDescription)
  })
  it('is generic elsewhere', () => {
    expect(descriptionForPath('/apps/food-delivery')).toBe(siteConfig.defaultDescription)
  })
})

describe('robots', () => {
  it('indexes public pages', () => {
    expect(content('/apps', 'robots')).toBe('index,follow')
  })
  it.each(['/admin', '/admin/dashboard/postmanagement', '/thank-you'])('does not index %s', (path) => {
    expect(isNoindexPath(path)).toBe(true)
    expect(content(path, 'robots')).toMatch(/^noindex/)
  })
  it('does not treat look-alike paths as admin', () => {
    expect(isNoindexPath('/administrator-guide')).toBe(false)
  })
})

describe('canonical and social tags', () => {
  it('canonical is origin plus path, without query or trailing slash', () => {
    expect(canonicalUrl(origin, '/apps/?app=x')).toBe(`${origin}/apps`)
    expect(canonicalUrl(`${origin}/`, '/')).toBe(`${origin}/`)
    expect(buildHead('/faq', origin).links).toEqual([{ rel: 'canonical', href: `${origin}/faq` }])
    // The not-found page names none.
    expect(buildHead('/no-such-page', origin, { noindex: true, canonical: false }).links).toEqual([])
  })
  it('sets Open Graph and Twitter tags', () => {
    expect(content('/careers', 'og:title')).toBe('Careers | ReadyApps')
    expect(content('/careers', 'og:type')).toBe('website')
    expect(content('/careers', 'og:url')).toBe(`${origin}/careers`)
    expect(content('/careers', 'og:image')).toBe(`${origin}/og/careers.png`)
    expect(content('/faq', 'og:image')).toBe(`${origin}${siteConfig.defaultShareImage}`)
    expect(content('/astrotalk-clone', 'og:image')).toBe(`${origin}/og/astroway.png`)
    expect(content('/faq', 'og:image:width')).toBe('1200')
    expect(content('/careers', 'twitter:card')).toBe('summary_large_image')
    expect(content('/careers', 'twitter:site')).toBe(siteConfig.twitterHandle)
    expect(content('/careers', 'author')).toBe('ReadyApps')
    // The spec's default keywords, or the page's own.
    expect(content('/careers', 'keywords')).toBe('blog')
    expect(meta('/blog/post', { keywords: 'launch, apps' }).find((x) => x.name === 'keywords')?.content).toBe(
      'launch, apps',
    )
  })
  it('keeps absolute share images and adds article times', () => {
    const m = meta('/blog/post', {
      image: 'https://cdn.test/a.png',
      type: 'article',
      publishedTime: '2026-01-01T00:00:00Z',
    })
    expect(m.find((x) => x.property === 'og:image')?.content).toBe('https://cdn.test/a.png')
    expect(m.find((x) => x.property === 'article:published_time')?.content).toBe('2026-01-01T00:00:00Z')
  })
  it('every share image says its size and what it shows', () => {
    const m = meta('/apps/food-delivery', { image: '/og/product/food-delivery.png', imageAlt: 'Food Delivery App' })
    expect(m.find((x) => x.property === 'og:image')?.content).toBe(`${origin}/og/product/food-delivery.png`)
    expect(m.find((x) => x.property === 'og:image:width')?.content).toBe('1200')
    expect(m.find((x) => x.property === 'og:image:height')?.content).toBe('630')
    expect(m.find((x) => x.property === 'og:image:alt')?.content).toBe('Food Delivery App')
  })
  it('adds no structured data to pages that are not indexed', () => {
    expect(meta('/admin/dashboard/leads').filter((x) => x['script:ld+json'])).toEqual([])
  })
})

describe('locale and author tags', () => {
  it('every page says its audience is English in India (og:locale)', () => {
    for (const path of ['/', '/careers', '/blog/post', '/admin']) expect(content(path, 'og:locale')).toBe('en_IN')
  })
  it('names the author as twitter:creator only where the page has one with a handle', () => {
    expect(content('/blog/post', 'twitter:creator', { creatorHandle: '@someone' })).toBe('@someone')
    expect(content('/blog/post', 'twitter:creator')).toBeUndefined()
  })
})
