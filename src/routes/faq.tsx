import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { faqCategoryIds, faqPageJsonLd } from '~/content/faq'
import { FaqPage } from '~/features/faq/faq-page'

const searchSchema = v.object({
  category: v.fallback(v.optional(v.picklist(faqCategoryIds)), undefined),
})

export const Route = createFileRoute('/faq')({
  validateSearch: searchSchema,
  staticData: {
    seo: {
      description:
        'Answers about ReadyApps ready-made apps: launch in 2-4 weeks, source code and licence, custom development timelines, server requirements (PHP 8.0+, MySQL 5.7+, SSL) and support.',
      jsonLd: [faqPageJsonLd()],
    },
  },
  component: FaqRoute,
})

function FaqRoute() {
  const { category } = Route.useSearch()
  return <FaqPage category={category} />
}
