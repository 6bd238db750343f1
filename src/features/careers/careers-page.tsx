import type { CareerTeamId } from '~/content/careers-ids'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import choice from '~/ui/choice/choice.module.css'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import pageHero from '~/ui/page-hero/page-hero.module.css'
import section from '~/ui/section/section.module.css'
import kit from '~/ui/utilities/utilities.module.css'
import responsive from '~/ui/utilities/responsive.module.css'

// Its sections, all server HTML (their code never on a first visit; see ServerHtml): the open
// positions' team tabs answer with no script (ChoiceTabs).
const Intro = lazySection(
  () => import('./careers-sections').then((m) => m.CareersIntro),
  [pageHero, section, kit, responsive],
)
const Openings = lazySection(() => import('./careers-sections').then((m) => m.CareersOpenings), [section, kit, choice])
const Closing = lazySection(() => import('./careers-sections').then((m) => m.CareersClosing), [ctaBand, kit])

/** For the route's loader (see lazySection). */
export const preloadCareersPage = () => Promise.all([Intro.preload(), Openings.preload(), Closing.preload()])

/** /careers: why join, benefits, the hiring process and the open positions by team (?team=). */
export function CareersPage({ team }: { team: CareerTeamId }) {
  return (
    <>
      <ServerHtml>
        <Intro />
      </ServerHtml>
      <ServerHtml>
        <Openings team={team} />
      </ServerHtml>
      <ServerHtml>
        <Closing />
      </ServerHtml>
    </>
  )
}
