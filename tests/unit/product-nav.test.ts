import { describe, expect, it } from 'vitest'
import { PRODUCT_IDS } from '~/domain/product'
import { appProfiles } from '~/content/apps'
import { catalogue } from '~/content/catalogue'
import { astrowayContent } from '~/content/astroway'
import { chitchatContent } from '~/content/chitchat'
import { menuProducts, productNav, resolveProductId, showcaseProductIds } from '~/content/product-nav'
import { headerNav } from '~/content/navigation'
import { productRedirects } from '~/content/redirects'
import { getProduct, products, showcaseProducts } from '~/content/products'

/**
 * product-nav.ts is the light slice of the registry that every page loads (header menu, /apps
 * search schema, redirects, analytics). These checks keep it and the registry one source.
 */
describe('product-nav', () => {
  it('has every product in registry order, with the registry values', () => {
    expect(productNav.map((p) => p.id)).toEqual([...PRODUCT_IDS])
    for (const entry of productNav) {
      const product = getProduct(entry.id)
      expect({ ...entry }, entry.id).toEqual({
        id: product.id,
        name: product.name,
        title: product.title,
        path: product.path,
        star: product.star,
        shownOn: product.shownOn,
      })
    }
  })

  it('names each /apps product as its page copy does', () => {
    for (const page of [...catalogue, ...appProfiles]) {
      const entry = productNav.find((p) => p.id === page.id)
      expect(entry?.name, page.id).toBe(page.name)
      expect(entry?.title, page.id).toBe(page.title)
      expect(entry?.path, page.id).toBe(`/apps/${page.id}`)
    }
    // The star products' own pages open with the same name.
    expect(astrowayContent.hero.eyebrow).toMatch(new RegExp(`^${getProduct('astroway').name} · `))
    expect(chitchatContent.hero.eyebrow).toMatch(new RegExp(`^${getProduct('chitchat').name} · `))
  })

  it('derives the showcase, the menu and the redirects from the same placements', () => {
    expect(showcaseProductIds).toEqual(showcaseProducts.map((p) => p.id))
    const appsMenu = headerNav.find((entry) => entry.label === 'Apps')?.children ?? []
    expect(appsMenu.slice(1).map((link) => link.to)).toEqual(menuProducts.map((m) => m.product.path))
    expect(appsMenu.slice(1).map((link) => link.label)).toEqual(
      products.filter((p) => p.shownOn.menu).map((p) => p.name),
    )
    expect(productRedirects['/apps/astroway']).toBe('/astroway')
    expect(productRedirects['/apps/astroway-pro']).toBe('/astroway')
    expect(productRedirects['/apps/ecommerce']).toBe('/apps/e-commerce')
    expect(resolveProductId('chitchat-app')).toBe('chitchat')
    expect(resolveProductId('Chitchat')).toBeUndefined()
  })
})
