import { Box } from '@mantine/core'
import { impactCounters } from '~/content/company'
import { Columns } from '~/ui/columns/columns'
import { Section } from '~/ui/section/section'
import { StatCounter } from '~/ui/stat-counter/stat-counter'
import type { PortfolioData } from './portfolio-data'

/**
 * The impact numbers, which count up as they come into view: an island (see portfolio-page.tsx).
 * Its copy comes with the route's data, so the island's code does not carry the projects.
 */
export function PortfolioCounters({ counters }: { counters: PortfolioData['intro']['counters'] }) {
  return (
    <Section
      id="impact"
      tinted
      heading={{ eyebrow: 'Impact', title: counters.title, description: counters.description }}
    >
      <Columns cols={{ base: 2, md: 4 }} spacing="xl">
        {impactCounters.map((counter) => (
          <Box key={counter.label} ta="center">
            <StatCounter value={counter.value} label={counter.label} suffix={counter.suffix} />
          </Box>
        ))}
      </Columns>
    </Section>
  )
}
