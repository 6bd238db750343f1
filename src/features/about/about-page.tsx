import ctaBand from '~/ui/cta-band/cta-band.module.css'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { definePage } from '~/ui/hydrate-later/define-page'
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
const page = definePage({
  Hero: lazySection(() => import('./about-hero').then((m) => m.AboutHero), [pageHero, productScreen, classes]),
  Sections: lazySection(
    () => import('./about-body').then((m) => m.AboutSections),
    [section, processSteps, utilities, responsive, classes],
  ),
  Numbers: lazySection(() => import('./about-numbers').then((m) => m.AboutNumbers), [section, statCounter]),
  Cta: lazySection(() => import('./about-body').then((m) => m.AboutCta), [ctaBand]),
})

/** For the route's loader (see definePage). */
export const preloadAboutPage = page.preload

/** /about: who we are, what we do and how we work. */
export function AboutPage({ hero, numbers }: { hero: AboutHeroContent; numbers: (typeof aboutContent)['numbers'] }) {
  return (
    <>
      <ServerHtml>
        <page.Hero hero={hero} />
      </ServerHtml>
      <ServerHtml>
        <page.Sections />
      </ServerHtml>
      <HydrateLater>
        <page.Numbers numbers={numbers} />
      </HydrateLater>
      <ServerHtml>
        <page.Cta />
      </ServerHtml>
    </>
  )
}
