import { Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { Columns } from '~/ui/columns/columns'
import classes from './process-steps.module.css'

export interface ProcessStepItem {
  title: string
  description: string
}

/**
 * How a launch works: the one process of the site (src/content/process.ts), drawn the same way
 * wherever it appears (home, about, Chitchat's deployment plan). Numbered, in an ordered list.
 */
export function ProcessSteps({
  steps,
  headingOrder = 3,
  testId = 'process-steps',
}: {
  steps: readonly ProcessStepItem[]
  /** 4 inside a panel that has its own h3 (Chitchat's deployment plan); the look stays the same. */
  headingOrder?: 3 | 4
  testId?: string
}) {
  return (
    <Columns
      component="ol"
      cols={{ base: 1, sm: 2, md: steps.length }}
      spacing={{ base: 32, md: 40 }}
      className={classes.steps}
      data-testid={testId}
    >
      {steps.map((step, index) => (
        <Stack component="li" key={step.title} gap="sm" align="flex-start" className={classes.step}>
          <span className={classes.number} aria-hidden>
            {index + 1}
          </span>
          <Title order={headingOrder} fz="lg">
            <VisuallyHidden component="span">{`Step ${index + 1}: `}</VisuallyHidden>
            {step.title}
          </Title>
          <Text c="dimmed">{step.description}</Text>
        </Stack>
      ))}
    </Columns>
  )
}
