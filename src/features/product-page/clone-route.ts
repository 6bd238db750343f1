import type { CloneSlug } from '~/content/clone-ids'
import { getClonePageSeo } from '~/features/seo/product-seo.functions'
import { preloadClonePage } from './clone-page'

/** A clone page's loader: its head tags from the server, and the code below its hero (see lazySection). */
export async function loadClonePage(slug: CloneSlug) {
  const [seo] = await Promise.all([getClonePageSeo({ data: { slug } }), preloadClonePage()])
  return { seo }
}
