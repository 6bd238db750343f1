import type { SitemapEntry } from '~/features/seo/sitemap'

/**
 * Pages with parameters (app details, documentation pages, blog posts) that belong in the
 * sitemap. Each capability adds its own source here.
 */
export const dynamicSitemapSources: Array<() => Promise<SitemapEntry[]> | SitemapEntry[]> = []
