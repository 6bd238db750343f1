import { Box, Container, Stack, Text, Title, type BoxProps } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './section.module.css'

/**
 * A page section with the house rhythm: 96 px apart on desktop, 64 px on mobile, plain or tinted
 * background. `id` makes it linkable (e.g. /astroway#pricing); `heading` opens it with a
 * SectionHeading.
 */
export function Section({
  id,
  tinted = false,
  heading,
  children,
  containerSize,
  className,
  ...props
}: {
  id?: string
  tinted?: boolean
  heading?: SectionHeadingProps
  children?: ReactNode
  containerSize?: number | string
  className?: string
} & BoxProps) {
  return (
    <Box
      component="section"
      id={id}
      className={[classes.section, tinted ? classes.tinted : '', className].filter(Boolean).join(' ')}
      {...props}
    >
      <Container size={containerSize}>
        {heading ? <SectionHeading {...heading} /> : null}
        {children}
      </Container>
    </Box>
  )
}

/** Eyebrow, heading and lead text that open a section. */
export interface SectionHeadingProps {
  eyebrow?: string
  /** A Mantine colour for the eyebrow, e.g. a product's own colour ('#0f766e') on its page. */
  eyebrowColor?: string
  title: ReactNode
  description?: ReactNode
  align?: 'center' | 'left'
  order?: 1 | 2 | 3
}

export function SectionHeading({
  eyebrow,
  title,
  description,
  align = 'center',
  order = 2,
  eyebrowColor = 'brand',
}: SectionHeadingProps) {
  return (
    <Stack
      gap="sm"
      align={align === 'center' ? 'center' : 'flex-start'}
      ta={align}
      className={align === 'center' ? `${classes.heading} ${classes.centred}` : classes.heading}
    >
      {eyebrow ? (
        <Text c={eyebrowColor} fw={700} tt="uppercase" fz="sm" lts="0.08em">
          {eyebrow}
        </Text>
      ) : null}
      <Title order={order}>{title}</Title>
      {description ? (
        <Text c="dimmed" fz="lg" maw={680}>
          {description}
        </Text>
      ) : null}
    </Stack>
  )
}
