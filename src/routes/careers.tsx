import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { careerTeamIds, type CareerTeamId } from '~/content/careers'
import { CareersPage } from '~/features/careers/careers-page'

// No default in the schema: a default would make the server redirect /careers to /careers?team=tech.
const searchSchema = v.object({
  team: v.fallback(v.optional(v.picklist(careerTeamIds)), undefined),
})

export const Route = createFileRoute('/careers')({
  validateSearch: searchSchema,
  staticData: {
    seo: {
      description:
        'Careers at ReadyApps in Indore and remote across India: open positions in tech and business, benefits, and our five-step hiring process. Build apps real businesses launch.',
    },
  },
  component: CareersRoute,
})

function CareersRoute() {
  const { team } = Route.useSearch()
  const navigate = Route.useNavigate()
  const changeTeam = (next: CareerTeamId) =>
    void navigate({ search: { team: next }, replace: true, resetScroll: false })
  return <CareersPage team={team ?? 'tech'} onTeamChange={changeTeam} />
}
