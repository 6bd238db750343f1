import { Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconBriefcase } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { PortfolioCategoryId } from '~/content/portfolio-ids'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { Columns } from '~/ui/columns/columns'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { categoryLabel, projectsIn, type PortfolioData } from './portfolio-data'
import { ProjectCard } from './project-card'
import classes from './portfolio.module.css'

/** The opening of /portfolio (server HTML; see portfolio-page.tsx). */
export function PortfolioHero({ intro }: { intro: PortfolioData['intro'] }) {
  return (
    <Box component="section" className={classes.hero}>
      <Container className={classes.heroInner}>
        <Stack gap="lg" maw={780}>
          <Text c="brand" fw={700} tt="uppercase" fz="sm" lts="0.08em">
            {intro.eyebrow}
          </Text>
          <Title order={1}>{intro.title}</Title>
          <Text className={classes.lead} c="dimmed" lh={1.55}>
            {intro.lead}
          </Text>
        </Stack>
      </Container>
    </Box>
  )
}

function EmptyCategory({ label, emptyState }: { label: string; emptyState: PortfolioData['intro']['emptyState'] }) {
  return (
    <Paper withBorder radius="lg" className={classes.empty} ta="center" data-testid="portfolio-empty">
      <Stack align="center" gap="md" maw={560} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconBriefcase size={32} stroke={1.75} />
        </ThemeIcon>
        <Title order={3}>{emptyState.title.replace('{category}', label)}</Title>
        <Text c="dimmed">{emptyState.description}</Text>
        <Group justify="center" gap="sm" mt="sm">
          <RequestDemoButton source={`portfolio:empty:${label.toLowerCase()}`} size="md">
            Tell us about your project
          </RequestDemoButton>
          <Button component={Link} to="/portfolio" variant="default" size="md">
            See all projects
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/**
 * The projects of the chosen category, or a friendly empty state (server HTML; see
 * portfolio-page.tsx, which draws it again when the filter changes the category in place).
 */
export function ProjectResults({ category, data }: { category: PortfolioCategoryId; data: PortfolioData }) {
  const shown = projectsIn(data, category)
  if (shown.length === 0) {
    return <EmptyCategory label={categoryLabel(data, category)} emptyState={data.intro.emptyState} />
  }
  return (
    <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="project-grid">
      {shown.map((project) => (
        <ProjectCard key={project.id} project={project} categoryLabel={categoryLabel(data, project.category)} />
      ))}
    </Columns>
  )
}
