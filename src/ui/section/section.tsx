import { Box, Container, Stack, Text, Title, type BoxProps } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './section.module.css'

/**
 * A page section with the house rhythm: 96 px apart on desktop, 64 px on mobile, plain or tinted
 * background. `id` makes it linkable (e.g. /astroway#pricing).
 */
export function Section({
  id,
  tinted = false,
  children,
  containerSize,
  ...props
}: { id?: string; tinted?: boolean; children: ReactNode; containerSize?: number | string } & BoxProps) {
  return (
    <Box
      component="section"
      id={id}
      py={{ base: 64, md: 96 }}
      bg={tinted ? 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-7))' : undefined}
      className={classes.section}
      {...props}
    >
      <Container size={containerSize}>{children}</Container>
    </Box>
  )
}

/** Eyebrow, heading and lead text that open a section. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  align = 'center',
  order = 2,
  eyebrowColor = 'brand',
}: {
  eyebrow?: string
  /** A Mantine colour for the eyebrow, e.g. a product's own colour ('#0f766e') on its page. */
  eyebrowColor?: string
  title: ReactNode
  description?: ReactNode
  align?: 'center' | 'left'
  order?: 1 | 2 | 3
}) {
  return (
    <Stack
      gap="sm"
      align={align === 'center' ? 'center' : 'flex-start'}
      ta={align}
      mb={{ base: 32, md: 48 }}
      maw={align === 'center' ? 760 : undefined}
      mx={align === 'center' ? 'auto' : undefined}
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
