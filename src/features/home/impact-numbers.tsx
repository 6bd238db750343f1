import { Paper } from '@mantine/core'
import { Columns } from '~/ui/columns/columns'
import { impactCounters } from '~/content/company'
import { Section } from '~/ui/section/section'
import { StatCounter } from '~/ui/stat-counter/stat-counter'
import classes from './home.module.css'

/** Impact numbers that count up once when they scroll into view (never for reduced motion). */
export function ImpactNumbers() {
  return (
    <Section id="impact" tinted heading={{ eyebrow: 'Our impact', title: 'Numbers that speak for our work' }}>
      <Paper withBorder radius="lg" shadow="sm" className={classes.impactPanel}>
        <Columns cols={{ base: 2, md: 4 }} spacing="xl" verticalSpacing={40} data-testid="impact-numbers">
          {impactCounters.map((counter) => (
            <StatCounter key={counter.label} value={counter.value} label={counter.label} suffix={counter.suffix} />
          ))}
        </Columns>
      </Paper>
    </Section>
  )
}
