import type { CloneSlug } from '~/content/clone-ids'
import { getClonePageSeo } from '~/features/seo/product-seo.functions'
import { preloadClonePage } from './clone-page'
import { cloneOpening } from './product-openings'

/**
 * A clone page's loader: its head tags from the server, its content (see ProductOpening) and the
 * code below its hero (see lazySection).
 */
export async function loadClonePage(slug: CloneSlug) {
  const [seo, opening] = await Promise.all([
    getClonePageSeo({ data: { slug } }),
    cloneOpening(slug),
    preloadClonePage(),
  ])
  return { seo, opening }
}
