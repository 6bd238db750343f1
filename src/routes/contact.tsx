import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { resolveProductId } from '~/content/product-nav'
import { searchParser } from '~/domain/url-search'
import { ContactPage } from '~/features/contact-page/contact-page'

// ?product=<id> preselects the product: every Request a demo link leads here without its script.
const readSearch = searchParser({
  product: (value) => (typeof value === 'string' ? resolveProductId(value) : undefined),
})

export const Route = createFileRoute('/contact')({
  validateSearch: (search: { product?: string } & SearchSchemaInput) => readSearch(search),
  staticData: {
    seo: {
      description:
        'Contact ReadyApps for a demo and a quote: e-mail, phone (11 am to 7 pm, Monday to Friday), chat, office hours and address. We reply within 24 business hours.',
    },
  },
  component: ContactRoute,
})

function ContactRoute() {
  const { product } = Route.useSearch()
  return <ContactPage product={product} />
}
