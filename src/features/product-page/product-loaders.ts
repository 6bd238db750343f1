import type { CloneSlug } from '~/content/clone-ids'
import { getClonePageSeo, getStarPageSeo } from '~/features/seo/product-seo.functions'
import { cloneOpening, starProductOpening } from './product-openings'

/**
 * A star product page's loader: its head tags from the server (title, description, share image,
 * Product and FAQ data from the product registry), its hero and closing content (see
 * ProductOpening) and the code below its hero (see lazySection). The route passes that preload in:
 * importing the page modules here would bring every product page's code into each one's loader
 * chunk, which the browser modulepreloads with the page.
 */
export async function loadStarPage(id: 'astroway' | 'chitchat', preloadBody: () => Promise<unknown>) {
  const [seo, opening] = await Promise.all([getStarPageSeo({ data: { id } }), starProductOpening(id), preloadBody()])
  return { seo, opening }
}

/** A clone page's loader: the same for a clone page (see CloneOpening). */
export async function loadClonePage(slug: CloneSlug, preloadBody: () => Promise<unknown>) {
  const [seo, opening] = await Promise.all([getClonePageSeo({ data: { slug } }), cloneOpening(slug), preloadBody()])
  return { seo, opening }
}
