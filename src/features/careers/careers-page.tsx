import type { CareerTeamId } from '~/content/careers-ids'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import pageHero from '~/ui/page-hero/page-hero.module.css'
import section from '~/ui/section/section.module.css'
import kit from '~/ui/utilities/utilities.module.css'
import responsive from '~/ui/utilities/responsive.module.css'

// Static sections (server HTML, code never on a first visit; see ServerHtml) around one island:
// the open positions' team tabs, links that work as HTML, hydrated when the visitor uses them.
const Intro = lazySection(
  () => import('./careers-sections').then((m) => m.CareersIntro),
  [pageHero, section, kit, responsive],
)
const Openings = lazySection(() => import('./careers-sections').then((m) => m.CareersOpenings), [section, kit])
const Closing = lazySection(() => import('./careers-sections').then((m) => m.CareersClosing), [ctaBand, kit])

/** For the route's loader (see lazySection). */
export const preloadCareersPage = () => Promise.all([Intro.preload(), Openings.preload(), Closing.preload()])

/** /careers: why join, benefits, the hiring process and the open positions by team (?team=). */
export function CareersPage({
  team,
  onTeamChange,
}: {
  team: CareerTeamId
  onTeamChange: (team: CareerTeamId) => void
}) {
  return (
    <>
      <ServerHtml>
        <Intro />
      </ServerHtml>
      <HydrateLater until="used">
        <Openings team={team} onTeamChange={onTeamChange} />
      </HydrateLater>
      <ServerHtml>
        <Closing />
      </ServerHtml>
    </>
  )
}
