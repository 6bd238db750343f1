import { createFileRoute } from '@tanstack/react-router'
import { DocsHub, preloadDocsHub } from '~/features/docs/docs-hub'

export const Route = createFileRoute('/documentation/')({
  staticData: {
    seo: {
      description:
        'ReadyApps documentation: getting started, customization, integrations, API reference and set-up guides for Chitchat, Astroway Pro, food delivery, e-commerce and ride sharing.',
    },
  },
  // The page's code (see lazySection).
  loader: async () => {
    await preloadDocsHub()
  },
  component: DocsHub,
})
