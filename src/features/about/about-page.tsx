import ctaBand from '~/ui/cta-band/cta-band.module.css'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import pageHero from '~/ui/page-hero/page-hero.module.css'
import productScreen from '~/ui/product-screen/product-screen.module.css'
import section from '~/ui/section/section.module.css'
import statCounter from '~/ui/stat-counter/stat-counter.module.css'
import processSteps from '~/ui/step-grid/process-steps.module.css'
import utilities from '~/ui/utilities/utilities.module.css'
import responsive from '~/ui/utilities/responsive.module.css'
import type { aboutContent } from '~/content/about'
import type { AboutHeroContent } from './about-hero'
import classes from './about-page.module.css'

// Static sections (server HTML, code never on a first visit; see ServerHtml) and one island, the
// impact numbers that count up as they come into view.
const Hero = lazySection(() => import('./about-hero').then((m) => m.AboutHero), [pageHero, productScreen, classes])
const Sections = lazySection(
  () => import('./about-body').then((m) => m.AboutSections),
  [section, processSteps, utilities, responsive, classes],
)
const Numbers = lazySection(() => import('./about-numbers').then((m) => m.AboutNumbers), [section, statCounter])
const Cta = lazySection(() => import('./about-body').then((m) => m.AboutCta), [ctaBand])

/** For the route's loader (see lazySection). */
export const preloadAboutPage = () =>
  Promise.all([Hero.preload(), Sections.preload(), Numbers.preload(), Cta.preload()])

/** /about: who we are, what we do and how we work. */
export function AboutPage({ hero, numbers }: { hero: AboutHeroContent; numbers: (typeof aboutContent)['numbers'] }) {
  return (
    <>
      <ServerHtml>
        <Hero hero={hero} />
      </ServerHtml>
      <ServerHtml>
        <Sections />
      </ServerHtml>
      <HydrateLater>
        <Numbers numbers={numbers} />
      </HydrateLater>
      <ServerHtml>
        <Cta />
      </ServerHtml>
    </>
  )
}
