import { createFileRoute } from '@tanstack/react-router'
import { ResourcesPage, preloadResourcesPage } from '~/features/resources/resources-page'

export const Route = createFileRoute('/resources')({
  staticData: {
    seo: {
      description:
        'ReadyApps resources: documentation and API reference, answers to frequent questions, the blog and our support terms, all in one place.',
    },
  },
  // The page's code (see lazySection).
  loader: async () => {
    await preloadResourcesPage()
  },
  component: ResourcesPage,
})
