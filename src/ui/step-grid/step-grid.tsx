import type { ReactNode } from 'react'
import { Columns, type ColumnsProps } from '~/ui/columns/columns'
import classes from '../utilities/utilities.module.css'

/** A list laid out as a grid, without bullets: steps, word marks, any row of cards that is a list. */
export function ListGrid({
  children,
  testId,
  ordered = false,
  cols,
  spacing = 'lg',
  style,
}: {
  children: ReactNode
  testId?: string
  /** An ordered list (steps) or not (word marks). */
  ordered?: boolean
  cols: ColumnsProps['cols']
  spacing?: ColumnsProps['spacing']
  style?: ColumnsProps['style']
}) {
  return (
    <Columns
      cols={cols}
      spacing={spacing}
      component={ordered ? 'ol' : 'ul'}
      className={classes.plainList}
      data-testid={testId}
      style={style}
    >
      {children}
    </Columns>
  )
}

/** Numbered steps of a process (how we hire): an ordered list laid out as a grid of cards. */
export function StepGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <ListGrid ordered cols={{ base: 1, sm: 2, lg: 5 }} testId={testId}>
      {children}
    </ListGrid>
  )
}
