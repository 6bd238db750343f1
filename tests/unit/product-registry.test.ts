import { PGlite } from '@electric-sql/pglite'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { appProfiles } from '~/content/apps'
import { catalogue } from '~/content/catalogue'
import { headerNav } from '~/content/navigation'
import { astrowayPricing, chitchatPricing } from '~/content/pricing'
import {
  appPageProducts,
  findAppPage,
  getProduct,
  homeProducts,
  menuProducts,
  productName,
  productSitemapPaths,
  products,
  resolveProductId,
  showcaseProductIds,
  showcaseProducts,
} from '~/content/products'
import { productRedirectFor, productRedirects } from '~/content/redirects'
import { ICON_KEYS } from '~/domain/icon'
import { LEGACY_PRODUCT_IDS, PRODUCT_IDS, isProductId } from '~/domain/product'
import { contactOpenEvent } from '~/features/analytics/data-layer'
import { PRODUCT_OPTIONS, productOptionText } from '~/features/contact/product-options'
import { dynamicSitemapSources } from '~/server/sitemap-sources.server'

const ids = new Set<string>(PRODUCT_IDS)
const expectRegistryIds = (list: readonly string[], label: string) => {
  for (const id of list) expect(ids.has(id), `${label}: ${id} is not a registry id`).toBe(true)
}

describe('the product registry', () => {
  it('holds exactly one record per id of src/domain/product.ts, in that order', () => {
    expect(products.map((p) => p.id)).toEqual([...PRODUCT_IDS])
    for (const id of PRODUCT_IDS) expect(getProduct(id).id).toBe(id)
  })

  it('gives every product the fields the site shows', () => {
    for (const p of products) {
      expect(p.name.length, p.id).toBeGreaterThanOrEqual(3)
      expect(p.title.length, p.id).toBeGreaterThanOrEqual(3)
      expect(p.tagline.length, p.id).toBeGreaterThanOrEqual(20)
      expect(p.description.length, p.id).toBeGreaterThanOrEqual(60)
      expect(ICON_KEYS, p.id).toContain(p.icon)
      expect(p.color, p.id).toMatch(/^#[0-9a-f]{6}$/i)
      expect(p.screens, p.id).toHaveLength(4)
      expect(p.launch, p.id).toMatch(/^\d+-\d+ weeks$/)
      expect(p.path === `/apps/${p.id}` || p.path === `/${p.id}`, p.id).toBe(true)
    }
  })

  it('writes prices as the spec does, and tiers for the star products from their pricing plans', () => {
    expect(getProduct('food-delivery').price).toEqual({ kind: 'fixed', setup: '250000', monthly: '350000' })
    expect(getProduct('real-estate').price).toEqual({ kind: 'fixed', setup: '5,999', monthly: '899' })
    expect(getProduct('healthcare').price).toEqual({ kind: 'quoted' })
    expect(getProduct('astroway').price).toEqual({
      kind: 'tiers',
      tiers: astrowayPricing.tiers.map(({ name, price }) => ({ name, price })),
    })
    expect(astrowayPricing.product).toBe('astroway')
    expect(chitchatPricing.product).toBe('chitchat')
  })

  it('chooses the page template that matches where the long content lives', () => {
    for (const entry of catalogue) expect(getProduct(entry.id).template, entry.id).toBe('catalogue')
    for (const profile of appProfiles) expect(getProduct(profile.id).template, profile.id).toBe('profile')
    expect(getProduct('astroway').template).toBe('astroway')
    expect(getProduct('chitchat').template).toBe('chitchat')
    // Every product has exactly one source of long content.
    for (const p of products) {
      const hasAppPage = Boolean(findAppPage(p.id))
      expect(hasAppPage, p.id).toBe(p.template === 'catalogue' || p.template === 'profile')
    }
  })
})

describe('everything that names a product draws its ids from the registry', () => {
  it('contact options: every product is choosable, star products starred', () => {
    expect(PRODUCT_OPTIONS.map((o) => o.value)).toEqual([...PRODUCT_IDS])
    expect(PRODUCT_OPTIONS.map(productOptionText)).toEqual(
      products.map((p) => (p.star ? `★ ${p.title} (Star Product)` : p.title)),
    )
    expect(PRODUCT_OPTIONS.slice(0, 2).map(productOptionText)).toEqual([
      '★ Astroway Pro (Star Product)',
      '★ Chitchat App (Star Product)',
    ])
    // The labels the contact dialog used to receive without an option now all have one.
    for (const id of ['real-estate', 'social-media', 'education', 'healthcare', 'logistics', 'job-portal'] as const) {
      expect(
        PRODUCT_OPTIONS.some((o) => o.value === id),
        id,
      ).toBe(true)
    }
  })

  it('catalogue and app profiles', () => {
    expectRegistryIds(
      catalogue.map((e) => e.id),
      'catalogue',
    )
    expectRegistryIds(
      appProfiles.map((p) => p.id),
      'app profiles',
    )
  })

  it('the /apps showcase, the home cards and the Apps menu', () => {
    expectRegistryIds(showcaseProductIds, 'showcase')
    expect(showcaseProducts.map((p) => p.id)).toEqual(showcaseProductIds)
    expectRegistryIds(
      homeProducts.map((p) => p.id),
      'home',
    )
    const menu = headerNav.find((entry) => entry.label === 'Apps')!.children!.filter((link) => link.to !== '/apps')
    expect(menu.map((link) => link.to)).toEqual(menuProducts.map(({ product }) => product.path))
    expect(menu.filter((link) => link.star).map((link) => link.label)).toEqual(['Astroway Pro', 'Chitchat'])
  })

  it('the sitemap lists every /apps/{id} product page and no other product id', async () => {
    // The pages of this route only: the blog's source reads the database (a unit test has none).
    const paths = (await dynamicSitemapSources['/apps/$appId']!()).map((e) => e.path)
    const productPaths = paths.filter((path) => path.startsWith('/apps/'))
    expect(productPaths.sort()).toEqual(productSitemapPaths().sort())
    expect(productSitemapPaths()).toEqual(appPageProducts.map((p) => p.path))
    expectRegistryIds(
      productPaths.map((path) => path.slice('/apps/'.length)),
      'sitemap',
    )
  })

  it('analytics events and the admin/e-mail labels name products from the registry', () => {
    for (const p of products) {
      expect(contactOpenEvent(p.id, 'test')).toEqual({
        event: 'contact_open',
        product_id: p.id,
        product_name: p.title,
        source: 'test',
      })
      expect(productName(p.id)).toBe(p.title)
    }
    expect(contactOpenEvent(undefined, 'header')).toEqual({ event: 'contact_open', source: 'header' })
    // Stored leads from before the registry still get a name; unknown values show as they are.
    expect(productName('astroway-pro')).toBe('Astroway Pro')
    expect(productName('something-else')).toBe('something-else')
  })
})

describe('old ids and URLs', () => {
  it('resolve legacy ids exactly, and never guess from labels', () => {
    for (const [old, id] of Object.entries(LEGACY_PRODUCT_IDS)) {
      expect(isProductId(id), id).toBe(true)
      expect(isProductId(old), old).toBe(false)
      expect(resolveProductId(old)).toBe(id)
    }
    for (const id of PRODUCT_IDS) expect(resolveProductId(id)).toBe(id)
    for (const guess of ['Astroway Pro', 'Food Delivery', 'social', '<img src=x>', '', 'constructor', 'toString']) {
      expect(resolveProductId(guess), guess).toBeUndefined()
    }
    expect(resolveProductId(undefined)).toBeUndefined()
  })

  it('redirect every old /apps path (301 list) to a live product page', () => {
    for (const [old, id] of Object.entries(LEGACY_PRODUCT_IDS)) {
      expect(productRedirectFor(`/apps/${old}`), old).toBe(getProduct(id).path)
    }
    expect(productRedirectFor('/apps/astroway')).toBe('/astroway')
    expect(productRedirectFor('/apps/chitchat')).toBe('/chitchat')
    expect(productRedirectFor('/apps/food-delivery')).toBeUndefined()
    expect(productRedirectFor('/apps/constructor')).toBeUndefined()
    const livePaths = new Set(products.map((p) => p.path))
    for (const [from, to] of Object.entries(productRedirects)) {
      expect(livePaths.has(to), `${from} -> ${to}`).toBe(true)
      expect(livePaths.has(from), from).toBe(false)
    }
  })

  it('the lead migration renames every legacy id to its registry id', () => {
    const sql = readFileSync(
      fileURLToPath(new URL('../../src/server/db/migrations/0005_product_ids.sql', import.meta.url)),
      'utf8',
    )
    const pairs = Object.fromEntries(
      [...sql.matchAll(/\('([a-z0-9-]+)',\s*'([a-z0-9-]+)'\)/g)].map((m) => [m[1], m[2]]),
    )
    expect(pairs).toEqual({ ...LEGACY_PRODUCT_IDS })
    expect(sql).toMatch(/UPDATE contact_requests/)
  })

  it('the lead migration rewrites stored legacy ids and leaves current ones alone (PGlite)', async () => {
    const sql = readFileSync(
      fileURLToPath(new URL('../../src/server/db/migrations/0005_product_ids.sql', import.meta.url)),
      'utf8',
    )
    const db = new PGlite()
    try {
      await db.exec('CREATE TABLE contact_requests (id serial PRIMARY KEY, product text NOT NULL)')
      const stored = [...Object.keys(LEGACY_PRODUCT_IDS), 'food-delivery', 'social-media']
      for (const product of stored) await db.query('INSERT INTO contact_requests (product) VALUES ($1)', [product])
      await db.exec(sql)
      const { rows } = await db.query<{ product: string }>('SELECT product FROM contact_requests ORDER BY id')
      expect(rows.map((row) => row.product)).toEqual([
        ...Object.values(LEGACY_PRODUCT_IDS),
        'food-delivery',
        'social-media',
      ])
      for (const row of rows) expect(isProductId(row.product), row.product).toBe(true)
    } finally {
      await db.close()
    }
  })
})
