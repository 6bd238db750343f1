import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, preloadAboutPage } from '~/features/about/about-page'

export const Route = createFileRoute('/about')({
  staticData: {
    seo: {
      description:
        'ReadyApps, founded in 2020 in Indore, builds ready-made white-label apps, custom software and technical support for businesses in India and abroad. Our story, mission and values.',
    },
  },
  // The copy the page's parts take as props, the hero's and the numbers' (a dynamic import: a page's
  // opening content comes with its data, docs/decisions/0018-the-product-registry-stays-on-the-server.md),
  // and the code of its sections (see lazySection).
  loader: async () => {
    const [{ aboutContent }] = await Promise.all([import('~/content/about'), preloadAboutPage()])
    return { hero: aboutContent.hero, numbers: aboutContent.numbers }
  },
  component: AboutRoute,
})

function AboutRoute() {
  const { hero, numbers } = Route.useLoaderData()
  return <AboutPage hero={hero} numbers={numbers} />
}
