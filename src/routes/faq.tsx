import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { faqPageJsonLd } from '~/content/faq'
import { faqCategoryIds } from '~/content/faq-ids'
import { FaqPage, preloadFaqPage } from '~/features/faq/faq-page'

const searchSchema = v.object({
  category: v.fallback(v.optional(v.picklist(faqCategoryIds)), undefined),
})

export const Route = createFileRoute('/faq')({
  validateSearch: searchSchema,
  staticData: {
    seo: {
      description:
        'Answers about ReadyApps ready-made apps: typical launch in 2-4 weeks, source code and licence, custom development timelines, server requirements (PHP 8.0+, MySQL 5.7+, SSL) and support.',
    },
  },
  // The FAQPage JSON-LD needs every answer: built in the loader (its own chunk), not in
  // staticData, which is part of every page's entry JavaScript.
  // It also preloads the questions' code (see lazySection), so the server renders them.
  loader: async () => {
    await preloadFaqPage()
    return { seo: { jsonLd: [faqPageJsonLd()] } }
  },
  component: FaqRoute,
})

function FaqRoute() {
  const { category } = Route.useSearch()
  return <FaqPage category={category} />
}
