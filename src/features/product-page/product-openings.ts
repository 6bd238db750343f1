import type { CloneSlug } from '~/content/clone-ids'
import type { ClonePage } from '~/content/clones'
import type { ProductLook } from '~/domain/product'
import type { ProductPageContent } from './product-page-shell'
import { productLook } from './product-look'

/**
 * What a star product page shows before its lazy body: the hero and the closing call to action.
 * Route loaders build it (on the server for a first visit, where it comes with the page's data in
 * the HTML), so the product's content module is not part of the JavaScript the page loads before
 * it is interactive; only the body, loaded when the visitor reaches it, imports the content.
 * The imports are dynamic because the browser fetches a route's loader code with the page (it does
 * not run it there): a static import would bring the content module along after all.
 */
export interface ProductOpening extends ProductPageContent {
  product: ProductLook
}

export async function starProductOpening(id: 'astroway' | 'chitchat'): Promise<ProductOpening> {
  const content =
    id === 'astroway'
      ? (await import('~/content/astroway')).astrowayContent
      : (await import('~/content/chitchat')).chitchatContent
  return { product: productLook(id, content), hero: content.hero, finalCta: content.finalCta }
}

/** A clone page's content with Astroway's look and pictures (every clone page sells Astroway Pro). */
export interface CloneOpening {
  clone: ClonePage
  product: ProductLook
  pictures: ProductOpening['hero']['pictures']
  notAffiliated: string
}

export async function cloneOpening(slug: CloneSlug): Promise<CloneOpening> {
  const [{ astrowayContent }, { clonePages, notAffiliatedFor }] = await Promise.all([
    import('~/content/astroway'),
    import('~/content/clones'),
  ])
  const clone = clonePages[slug]
  return {
    clone,
    product: productLook('astroway', astrowayContent),
    pictures: astrowayContent.hero.pictures,
    notAffiliated: notAffiliatedFor(clone.brand),
  }
}
