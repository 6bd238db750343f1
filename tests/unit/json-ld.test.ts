import { describe, expect, it } from 'vitest'
import { siteConfig } from '#app-config'
import { careersContent } from '~/content/careers'
import { clonePages, cloneSlugs } from '~/content/clones'
import { docIds, docs } from '~/content/docs'
import { faqPageJsonLd } from '~/content/faq'
import { products } from '~/content/products'
import type { Post } from '~/domain/post'
import { postSeo } from '~/features/blog/post-seo'
import { careersJsonLd } from '~/features/seo/careers-seo'
import { docPageSeo } from '~/features/seo/doc-seo'
import { clonePageSeo, productFaqItems, productPageSeo, productPricePoints } from '~/features/seo/product-seo'
import { buildHead, type SeoInput } from '~/features/seo/seo'
import { validateJsonLd } from './json-ld-rules'

const origin = 'https://www.readyapps.test'

/** The JSON-LD objects the page's head carries, as the root route would render them. */
function jsonLdOf(path: string, seo: SeoInput = {}): Record<string, unknown>[] {
  return buildHead(path, origin, seo).meta.flatMap((m) => (m['script:ld+json'] ? [m['script:ld+json']] : []))
}

const ofType = (items: Record<string, unknown>[], type: string) => items.filter((item) => item['@type'] === type)

function expectValid(items: Record<string, unknown>[]) {
  expect(items.length).toBeGreaterThan(0)
  for (const item of items) expect(validateJsonLd(item), JSON.stringify(item).slice(0, 200)).toEqual([])
}

describe('the validator itself', () => {
  it('rejects what Google would reject', () => {
    expect(validateJsonLd({ '@context': 'https://schema.org', '@type': 'Product', name: 'x' })).not.toEqual([])
    expect(
      validateJsonLd({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Dev',
        description: 'd',
        datePosted: '2026-01-01',
        validThrough: '2027-01-01',
        employmentType: 'FULL_TIME',
        hiringOrganization: { name: 'ReadyApps' },
      }),
    ).toContain('JobPosting: jobLocation with an address, or TELECOMMUTE with applicantLocationRequirements')
    expect(
      validateJsonLd({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: '/' }],
      }),
    ).not.toEqual([])
  })
})

describe('home page', () => {
  const items = jsonLdOf('/')
  it('says who the company is and what the site is', () => {
    expectValid(items)
    const [organization] = ofType(items, 'Organization')
    expect(organization).toMatchObject({
      name: siteConfig.brand,
      url: `${origin}/`,
      logo: `${origin}/brand/logo.svg`,
      sameAs: Object.values(siteConfig.social),
    })
    expect(ofType(items, 'WebSite')).toHaveLength(1)
    expect(ofType(items, 'BreadcrumbList')).toHaveLength(0)
  })
  it('is not repeated on other pages', () => {
    expect(ofType(jsonLdOf('/about'), 'Organization')).toHaveLength(0)
  })
})

describe('product pages', () => {
  for (const product of products) {
    it(`${product.path}: Product with the registry's prices in INR and USD`, () => {
      const items = jsonLdOf(product.path, productPageSeo(product.id))
      expectValid(items)
      const [node] = ofType(items, 'Product')
      expect(node).toMatchObject({
        name: product.title,
        description: product.description,
        url: `${origin}${product.path}`,
      })
      const offers = (node!.offers ?? []) as Array<{ name: string; price: number; priceCurrency: string }>
      const points = productPricePoints(product.id)
      expect(offers).toHaveLength(points.length * 2)
      for (const point of points) {
        const inr = offers.find((o) => o.name === `${point.name} (INR)`)
        const usd = offers.find((o) => o.name === `${point.name} (USD)`)
        expect(inr?.price).toBe(point.rupees)
        expect(usd?.price).toBe(Math.round(point.rupees / siteConfig.business.usdRate))
      }
      if (product.price.kind === 'fixed') expect(points.map((p) => p.name)).toEqual(['Setup', 'Monthly'])
      if (product.price.kind === 'quoted') expect(node!.offers).toBeUndefined()
    })

    it(`${product.path}: FAQPage of the questions the page shows`, () => {
      const items = jsonLdOf(product.path, productPageSeo(product.id))
      const faqs = productFaqItems(product.id)
      const [faq] = ofType(items, 'FAQPage')
      if (faqs.length === 0) return expect(faq).toBeUndefined()
      expect((faq!.mainEntity as unknown[]).length).toBe(faqs.length)
    })
  }

  it('the catalogue prices are offered: setup and monthly from the registry', () => {
    const food = productPricePoints('food-delivery')
    expect(food).toEqual([
      { name: 'Setup', rupees: 250000 },
      { name: 'Monthly', rupees: 350000, monthly: true },
    ])
  })

  it('/apps/{id} pages carry a breadcrumb Home > Apps > product', () => {
    const items = jsonLdOf('/apps/food-delivery', productPageSeo('food-delivery'))
    const [crumbs] = ofType(items, 'BreadcrumbList')
    expect(crumbs!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Apps', item: `${origin}/apps` },
      { '@type': 'ListItem', position: 3, name: 'Food Delivery App', item: `${origin}/apps/food-delivery` },
    ])
  })

  for (const slug of cloneSlugs) {
    it(`/${slug}: Astroway Pro's Product and the page's own questions`, () => {
      const items = jsonLdOf(`/${slug}`, clonePageSeo(slug))
      expectValid(items)
      expect(ofType(items, 'Product')[0]).toMatchObject({ name: 'Astroway Pro', url: `${origin}/${slug}` })
      expect((ofType(items, 'FAQPage')[0]!.mainEntity as unknown[]).length).toBe(clonePages[slug].faqs.length)
    })
  }
})

describe('careers', () => {
  const positions = careersContent.teams.flatMap((team) => team.positions)
  const items = jsonLdOf('/careers', { jsonLd: careersJsonLd() })
  it('has one valid JobPosting per opening', () => {
    expectValid(items)
    expect(ofType(items, 'JobPosting').map((job) => job.title)).toEqual(positions.map((p) => p.title))
  })
  it('remote openings ask for applicants in India; office ones give the address', () => {
    for (const job of ofType(items, 'JobPosting')) {
      const position = positions.find((p) => p.title === job.title)!
      if (position.location.startsWith('Remote')) expect(job.jobLocationType).toBe('TELECOMMUTE')
      else expect(job.jobLocation).toMatchObject({ address: { addressLocality: 'Indore', addressCountry: 'IN' } })
    }
  })
})

describe('faq page', () => {
  it('FAQPage of every question', () => {
    expectValid(jsonLdOf('/faq', { jsonLd: [faqPageJsonLd()] }))
  })
})

describe('documentation pages', () => {
  for (const id of docIds) {
    it(`/documentation/${id}: breadcrumb named by the document`, () => {
      const seo = docPageSeo(docs[id])
      const items = jsonLdOf(`/documentation/${id}`, seo)
      expectValid(items)
      const [crumbs] = ofType(items, 'BreadcrumbList')
      const names = (crumbs!.itemListElement as Array<{ name: string }>).map((item) => item.name)
      expect(names).toEqual(['Home', 'Documentation', seo.title!.replace(' - ReadyApps', '')])
    })
  }
})

describe('blog posts', () => {
  const post: Post = {
    id: '1',
    title: 'How to <script> launch',
    slug: 'how-to-launch',
    excerpt: 'A plan.',
    coverImageUrl: null,
    tags: ['launch'],
    authorName: 'Asha Verma',
    readingMinutes: 5,
    status: 'published',
    publishedAt: '2026-11-10T05:30:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-12T00:00:00.000Z',
    content: { blocks: [] },
  }
  it('BlogPosting with author, dates and the share picture when there is no cover', () => {
    const seo = postSeo(post, origin)
    const items = jsonLdOf('/blog/how-to-launch', seo)
    expectValid(items)
    const [posting] = ofType(items, 'BlogPosting')
    expect(posting).toMatchObject({
      author: { '@type': 'Person', name: 'Asha Verma' },
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
    })
    expect((posting!.image as string[])[0]).toMatch(/^https:\/\/www\.readyapps\.test\/og\/post\/how-to-launch\.png\?v=/)
    expect(ofType(items, 'BreadcrumbList')).toHaveLength(1)
  })
  it('the cover photo is the article image when there is one', () => {
    const seo = postSeo({ ...post, coverImageUrl: '/blog/covers/a.jpg' }, origin)
    expect(ofType(jsonLdOf('/blog/how-to-launch', seo), 'BlogPosting')[0]!.image).toEqual([
      `${origin}/blog/covers/a.jpg`,
    ])
  })
  it("twitter:creator is the author's handle where the author has one, absent otherwise", () => {
    const creator = (authorName: string) =>
      buildHead('/blog/how-to-launch', origin, postSeo({ ...post, authorName }, origin)).meta.find(
        (m) => m.name === 'twitter:creator',
      )?.content
    expect(creator('ReadyApps Team')).toBe('@readyapps')
    expect(creator(' readyapps  team ')).toBe('@readyapps')
    expect(creator('Asha Verma')).toBeUndefined()
  })
})
