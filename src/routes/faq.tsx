import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { faqCategoryIds, type FaqCategoryId } from '~/content/faq-ids'
import { oneOf, searchParser } from '~/domain/url-search'
import { FaqPage, preloadFaqPage } from '~/features/faq/faq-page'

const readSearch = searchParser({ category: oneOf(faqCategoryIds) })

export const Route = createFileRoute('/faq')({
  validateSearch: (search: { category?: FaqCategoryId } & SearchSchemaInput) => readSearch(search),
  staticData: {
    seo: {
      description:
        'Answers about ReadyApps ready-made apps: typical launch in 2-4 weeks, source code and licence, custom development timelines, server requirements (PHP 8.0+, MySQL 5.7+, SSL) and support.',
    },
  },
  // The FAQPage JSON-LD needs every answer and the hero its copy:
  // all from the loader, with a dynamic import (a page's opening content comes with its data:
  // docs/decisions/0018-the-product-registry-stays-on-the-server.md); the sections' code is preloaded so the server renders them (see lazySection).
  loader: async () => {
    const [{ faqPageJsonLd, faqPageContent }] = await Promise.all([import('~/content/faq'), preloadFaqPage()])
    return { seo: { jsonLd: [faqPageJsonLd()] }, hero: faqPageContent.hero }
  },
  component: FaqRoute,
})

function FaqRoute() {
  const { category } = Route.useSearch()
  const { hero } = Route.useLoaderData()
  return <FaqPage category={category} hero={hero} />
}
