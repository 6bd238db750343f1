import { Box, getSpacing, rem, type BoxProps, type ElementProps, type MantineSpacing } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'
import classes from './columns.module.css'

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const
type Breakpoint = (typeof BREAKPOINTS)[number]

/** A value for every width, or one from each breakpoint up, as in Mantine's style props. */
type Responsive<T> = T | ({ base?: T } & Partial<Record<Breakpoint, T>>)

export type ColumnsProps = BoxProps &
  ElementProps<'div'> & {
    /** Columns, e.g. `{ base: 1, sm: 2, lg: 4 }`. */
    cols?: Responsive<number>
    /** The gap between columns, and between rows unless verticalSpacing is given. */
    spacing?: Responsive<MantineSpacing | number>
    verticalSpacing?: Responsive<MantineSpacing | number>
    component?: 'div' | 'ul' | 'ol' | 'dl'
  }

function valueAt<T>(value: Responsive<T> | undefined, breakpoint: Breakpoint | 'base'): T | undefined {
  if (typeof value !== 'object' || value === null) return breakpoint === 'base' ? value : undefined
  return (value as Partial<Record<Breakpoint | 'base', T>>)[breakpoint]
}

/**
 * A grid of equal columns whose count and gaps change with the screen's width: Mantine's
 * SimpleGrid (the same props and the same CSS) without the <style> element SimpleGrid writes
 * before every grid, each of which makes the browser restyle the whole page when the parser
 * reaches it. Here the element carries the values (custom properties: the base ones, and the whole
 * set again from each breakpoint where one of them changes, marked by a data attribute), and one
 * static sheet (columns.module.css) reads the set of the widest breakpoint that applies.
 */
export function Columns({
  cols = 1,
  spacing = 'md',
  verticalSpacing,
  component = 'div',
  className,
  style,
  ...rest
}: ColumnsProps) {
  let current = {
    cols: valueAt(cols, 'base') ?? 1,
    x: valueAt(spacing, 'base') ?? 'md',
    y: valueAt(verticalSpacing, 'base'),
  }
  const set = (suffix: string) => ({
    [`--columns${suffix}`]: String(current.cols),
    [`--columns-x${suffix}`]: getSpacing(current.x),
    [`--columns-y${suffix}`]: getSpacing(current.y ?? current.x),
  })
  let variables: Record<string, string | undefined> = set('')
  const marks: Record<string, ''> = {}
  for (const breakpoint of BREAKPOINTS) {
    const [c, x, y] = [valueAt(cols, breakpoint), valueAt(spacing, breakpoint), valueAt(verticalSpacing, breakpoint)]
    if (c === undefined && x === undefined && y === undefined) continue
    current = { cols: c ?? current.cols, x: x ?? current.x, y: y ?? current.y }
    variables = { ...variables, ...set(`-${breakpoint}`) }
    marks[`data-${breakpoint}`] = ''
  }
  return (
    <Box
      {...rest}
      {...marks}
      // A list's element takes what a div does here (Box types one element at a time).
      component={component as 'div'}
      className={className ? `${classes.root} ${className}` : classes.root}
      style={[variables as CSSProperties, style]}
    />
  )
}

/**
 * Two columns, stacked on phones and side by side from the md breakpoint: Mantine's Grid with two
 * Grid.Cols (12 columns; the first `start` wide, the second the rest, `startLg` from lg) without
 * the <style> elements Grid writes. The widths are Mantine's, computed by the browser from the
 * custom properties (columns.module.css). The children are the two columns.
 */
export function Split({
  start,
  startLg,
  gap,
  gapMd,
  align,
  children,
}: {
  /** The first column's span of 12 from md (the second takes the rest). */
  start: number
  startLg?: number
  /** px between the stacked columns on phones, and between them side by side from md. */
  gap: number
  gapMd: number
  align?: 'center'
  children: ReactNode
}) {
  const style = {
    '--split-start': start,
    '--split-start-lg': startLg,
    '--split-gap': rem(gap),
    '--split-gap-md': rem(gapMd),
  } as CSSProperties
  return (
    <div className={classes.split} style={style} data-align={align} data-lg={startLg === undefined ? undefined : ''}>
      {children}
    </div>
  )
}
