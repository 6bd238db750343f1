import { Paper, SimpleGrid } from '@mantine/core'
import { impactCounters } from '~/content/company'
import { Section } from '~/ui/section/section'
import { StatCounter } from '~/ui/stat-counter/stat-counter'

/** Impact numbers that count up once when they scroll into view (never for reduced motion). */
export function ImpactNumbers() {
  return (
    <Section id="impact" tinted heading={{ eyebrow: 'Our impact', title: 'Numbers that speak for our work' }}>
      <Paper withBorder radius="lg" p={{ base: 'xl', md: 48 }} shadow="sm">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xl" verticalSpacing={40} data-testid="impact-numbers">
          {impactCounters.map((counter) => (
            <StatCounter key={counter.label} value={counter.value} label={counter.label} suffix={counter.suffix} />
          ))}
        </SimpleGrid>
      </Paper>
    </Section>
  )
}
