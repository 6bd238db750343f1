import { Box, Container, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Split } from '~/ui/columns/columns'
import classes from './page-hero.module.css'

/**
 * The opening band of the content pages (about, careers, FAQ, legal, documentation ...): eyebrow,
 * the page's single h1, a lead paragraph, actions and an optional picture or fact panel beside it.
 */
export function PageHero({
  eyebrow,
  title,
  description,
  actions,
  aside,
  children,
  compact = false,
}: {
  eyebrow?: ReactNode
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  aside?: ReactNode
  children?: ReactNode
  /** Less vertical space, for reference pages (legal, documentation). */
  compact?: boolean
}) {
  const text = (
    <Stack gap="md" maw={720}>
      {eyebrow ? (
        <Text c="brand" fw={700} tt="uppercase" fz="sm" lts="0.08em">
          {eyebrow}
        </Text>
      ) : null}
      <Title order={1}>{title}</Title>
      {description ? (
        <Text c="dimmed" lh={1.55} className={classes.description}>
          {description}
        </Text>
      ) : null}
      {actions ? (
        <Group gap="sm" mt="xs">
          {actions}
        </Group>
      ) : null}
      {children}
    </Stack>
  )
  return (
    <Box component="section" className={classes.hero} data-compact={compact || undefined} data-testid="page-hero">
      <Container>
        {aside ? (
          <Split start={7} gap={40} gapMd={56} align="center">
            <div>{text}</div>
            <div>{aside}</div>
          </Split>
        ) : (
          text
        )}
      </Container>
    </Box>
  )
}
