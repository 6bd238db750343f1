import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '~/features/contact-page/contact-page'

export const Route = createFileRoute('/contact')({
  staticData: {
    seo: {
      description:
        'Contact ReadyApps for a demo and a quote: e-mail, phone (11 am to 7 pm, Monday to Friday), chat, office hours and address. We reply within 24 business hours.',
    },
  },
  component: ContactPage,
})
