import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, preloadAboutPage } from '~/features/about/about-page'

export const Route = createFileRoute('/about')({
  staticData: {
    seo: {
      description:
        'ReadyApps, founded in 2020 in Indore, builds ready-made white-label apps, custom software and technical support for businesses in India and abroad. Our story, mission and values.',
    },
  },
  // The hero's copy and pictures, with a dynamic import (the browser fetches a route's loader code
  // with the page, though it does not run it there), and the sections below the hero (see
  // lazySection): the server renders them whole.
  loader: async () => {
    const [{ aboutContent }] = await Promise.all([import('~/content/about'), preloadAboutPage()])
    return { hero: aboutContent.hero }
  },
  component: AboutRoute,
})

function AboutRoute() {
  return <AboutPage hero={Route.useLoaderData().hero} />
}
