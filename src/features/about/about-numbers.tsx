import { Columns } from '~/ui/columns/columns'
import type { aboutContent } from '~/content/about'
import { impactCounters } from '~/content/company'
import { Section } from '~/ui/section/section'
import { StatCounter } from '~/ui/stat-counter/stat-counter'

/**
 * The impact numbers, which count up as they come into view: an island (about-page.tsx). Its copy
 * comes with the route's data, so the island's code does not carry the page's content.
 */
export function AboutNumbers({ numbers }: { numbers: (typeof aboutContent)['numbers'] }) {
  return (
    <Section
      id="numbers"
      tinted
      heading={{ eyebrow: numbers.eyebrow, title: numbers.title, description: numbers.description }}
    >
      <Columns cols={{ base: 2, md: 4 }} spacing={{ base: 'xl', md: 'lg' }}>
        {impactCounters.map((counter) => (
          <StatCounter key={counter.label} value={counter.value} label={counter.label} suffix={counter.suffix} />
        ))}
      </Columns>
    </Section>
  )
}
