import { Stack, Title } from '@mantine/core'
import type { PortfolioCategoryId } from '~/content/portfolio-ids'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import { Section } from '~/ui/section/section'
import type { PortfolioData } from './portfolio-data'
import {
  CategoryFilter,
  PortfolioClosing,
  PortfolioCounters,
  PortfolioHero,
  ProjectResults,
} from './portfolio-sections'

export { preloadPortfolioPage } from './portfolio-sections'

/**
 * /portfolio: projects filtered by a category kept in the URL, impact numbers and client feedback.
 * Server HTML but for two islands: the category filter (switched in place) and the impact numbers
 * (they count up). The projects are keyed by the category: a switch in place draws them again in
 * the browser, since server HTML never changes.
 */
export function PortfolioPage({ category, data }: { category: PortfolioCategoryId; data: PortfolioData }) {
  return (
    <>
      <ServerHtml>
        <PortfolioHero intro={data.intro} />
      </ServerHtml>
      <Section id="projects" pt={{ base: 32, md: 48 }}>
        <Stack gap="xl">
          <Title order={2} fz="h3">
            Browse projects by industry
          </Title>
          <HydrateLater>
            <CategoryFilter category={category} data={data} />
          </HydrateLater>
          <ServerHtml key={category}>
            <ProjectResults category={category} data={data} />
          </ServerHtml>
        </Stack>
      </Section>
      <HydrateLater>
        <PortfolioCounters counters={data.intro.counters} />
      </HydrateLater>
      <ServerHtml>
        <PortfolioClosing />
      </ServerHtml>
    </>
  )
}
