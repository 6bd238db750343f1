import { Box } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from '../utilities/utilities.module.css'

/**
 * A section of a long page that an 'On this page' list links to: its id is the link target and
 * its heading (with id `headingId`) names it for assistive technology.
 */
export function AnchoredSection({
  id,
  headingId,
  children,
  testId,
}: {
  id: string
  headingId: string
  children: ReactNode
  testId?: string
}) {
  return (
    <Box component="section" id={id} className={classes.anchorTarget} aria-labelledby={headingId} data-testid={testId}>
      {children}
    </Box>
  )
}
