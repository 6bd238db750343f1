import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { careerTeamIds, type CareerTeamId } from '~/content/careers-ids'
import { searchParser, oneOf } from '~/domain/url-search'
import { CareersPage, preloadCareersPage } from '~/features/careers/careers-page'

// page-seo reads the whole registry and every page's copy: a dynamic import keeps it out of the
// modules preloaded on first load (the loader runs on the server then; the browser only on navigation).
const pageSeo = () => import('~/features/seo/careers-seo')

// No default in the schema: a default would make the server redirect /careers to /careers?team=tech.
const readSearch = searchParser({ team: oneOf(careerTeamIds) })

export const Route = createFileRoute('/careers')({
  validateSearch: (search: { team?: CareerTeamId } & SearchSchemaInput) => readSearch(search),
  staticData: {
    seo: {
      description:
        'Careers at ReadyApps in Indore and remote across India: open positions in tech and business, benefits, and our five-step hiring process. Build apps real businesses launch.',
    },
  },
  // One JobPosting per opening (all teams: the tabs only filter what is shown), and the page's
  // code (see lazySection).
  loader: async () => {
    const [seo] = await Promise.all([pageSeo(), preloadCareersPage()])
    return { seo: { jsonLd: seo.careersJsonLd() } }
  },
  component: CareersRoute,
})

function CareersRoute() {
  const { team } = Route.useSearch()
  return <CareersPage team={team ?? 'tech'} />
}
