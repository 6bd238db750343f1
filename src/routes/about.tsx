import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, preloadAboutPage } from '~/features/about/about-page'

export const Route = createFileRoute('/about')({
  staticData: {
    seo: {
      description:
        'ReadyApps, founded in 2020 in Indore, builds ready-made white-label apps, custom software and technical support for businesses in India and abroad. Our story, mission and values.',
    },
  },
  // The sections below the hero (see lazySection): the server renders them whole.
  loader: async () => {
    await preloadAboutPage()
  },
  component: AboutPage,
})
