import { SimpleGrid } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from '../utilities/utilities.module.css'

/** Numbered steps of a process (how we work, how we hire): an ordered list laid out as a grid of cards. */
export function StepGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 5 }}
      spacing="lg"
      component="ol"
      className={classes.plainList}
      data-testid={testId}
    >
      {children}
    </SimpleGrid>
  )
}
