import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { findAppPage, getProduct, products } from '~/content/products'
import type { Product } from '~/domain/product'
import { productPageSeo } from '~/features/seo/product-seo'
import { inputValidator } from '~/server/leads/public-error.server'

/** Up to four other /apps pages: the same category first. */
function relatedProducts(current: Product): Product[] {
  const pages = products.filter((p) => p.id !== current.id && (p.template === 'catalogue' || p.template === 'profile'))
  const sameCategory = pages.filter((p) => p.category === current.category)
  const others = pages.filter((p) => p.category !== current.category)
  return [...sameCategory, ...others].slice(0, 4)
}

// Any id up to this length is looked up; an unknown one finds no page (404).
const AppPageInput = v.object({ id: v.pipe(v.string(), v.maxLength(64)) })

/**
 * What an /apps/{id} page shows, read from the registry on the server: the page's long content,
 * its product record, the related apps and its head tags. The registry carries every product's
 * copy and prices (about 18 KB of gzip JavaScript); the page needs one product's. The page's HTML
 * carries the data; a visit that navigates to the page inside the site asks for it, one request,
 * and the browser never loads the registry.
 */
export const getAppPage = createServerFn({ method: 'GET' })
  .validator(inputValidator(AppPageInput))
  .handler(({ data }) => {
    const page = findAppPage(data.id)
    if (!page) return null
    const product = getProduct(page.kind === 'catalogue' ? page.entry.id : page.profile.id)
    return { page, product, related: relatedProducts(product), seo: productPageSeo(product.id) }
  })

export type AppPageData = NonNullable<Awaited<ReturnType<typeof getAppPage>>>
