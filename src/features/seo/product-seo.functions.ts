import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { cloneSlugs } from '~/content/clone-ids'
import { inputValidator } from '~/server/leads/public-error.server'
import { clonePageSeo, productPageSeo } from './product-seo'

/**
 * The head tags of the star product pages and the clone pages (title, description, share image,
 * Product and FAQ data), built on the server: they read the product registry, which carries every
 * product page's copy and prices. The loaders call these, so a visit that moves to one of those
 * pages inside the site asks for its head tags instead of loading the registry.
 */
export const getStarPageSeo = createServerFn({ method: 'GET' })
  .validator(inputValidator(v.object({ id: v.picklist(['astroway', 'chitchat']) })))
  .handler(({ data }) => productPageSeo(data.id))

export const getClonePageSeo = createServerFn({ method: 'GET' })
  .validator(inputValidator(v.object({ slug: v.picklist(cloneSlugs) })))
  .handler(({ data }) => clonePageSeo(data.slug))
