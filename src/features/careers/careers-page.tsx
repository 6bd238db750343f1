import type { CareerTeamId } from '~/content/careers-ids'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import choice from '~/ui/choice/choice.module.css'
import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import pageHero from '~/ui/page-hero/page-hero.module.css'
import section from '~/ui/section/section.module.css'
import kit from '~/ui/utilities/utilities.module.css'
import responsive from '~/ui/utilities/responsive.module.css'

// Its sections, all server HTML (their code never on a first visit; see ServerHtml): the open
// positions' team tabs answer with no script (ChoiceTabs).
const page = definePage({
  Intro: lazySection(
    () => import('./careers-sections').then((m) => m.CareersIntro),
    [pageHero, section, kit, responsive],
  ),
  Openings: lazySection(() => import('./careers-sections').then((m) => m.CareersOpenings), [section, kit, choice]),
  Closing: lazySection(() => import('./careers-sections').then((m) => m.CareersClosing), [ctaBand, kit]),
})

/** For the route's loader (see definePage). */
export const preloadCareersPage = page.preload

/** /careers: why join, benefits, the hiring process and the open positions by team (?team=). */
export function CareersPage({ team }: { team: CareerTeamId }) {
  return (
    <>
      <ServerHtml>
        <page.Intro />
      </ServerHtml>
      <ServerHtml>
        <page.Openings team={team} />
      </ServerHtml>
      <ServerHtml>
        <page.Closing />
      </ServerHtml>
    </>
  )
}
