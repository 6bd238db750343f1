import { Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconBriefcase } from '@tabler/icons-react'
import { DEFAULT_PORTFOLIO_CATEGORY, type PortfolioCategoryId } from '~/content/portfolio-ids'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { ChoiceOption, choiceScope, shownFor } from '~/ui/choice/choice'
import { Columns } from '~/ui/columns/columns'
import { mantine } from '~/ui/plain/mantine-classes'
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

/** The filter's radio group; the category is kept in the URL (?category=), 'all' left out of it. */
const NAME = 'portfolio-category'
const radioId = (category: PortfolioCategoryId) => `${NAME}-${category}`

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
          {/* Chooses "All" in the filter, as its own label does. */}
          <label htmlFor={radioId(DEFAULT_PORTFOLIO_CATEGORY)} className={`${mantine.button} ${classes.seeAll}`}>
            <span className={mantine.buttonInner}>
              <span className={mantine.buttonLabel}>See all projects</span>
            </span>
          </label>
        </Group>
      </Stack>
    </Paper>
  )
}

/**
 * The projects by category: the filter (All, and every category, each with its count), the line
 * saying what is shown, and the projects, or a friendly empty state for a category without one.
 * Server HTML, its code never on a first visit: every project is in the HTML and the filter is a
 * radio group that shows a category's by CSS (src/ui/choice), so a tap answers at once with no script.
 * The server checks the category the URL names.
 */
export function ProjectBrowser({ category, data }: { category: PortfolioCategoryId; data: PortfolioData }) {
  const { projects, categories } = data
  // Each category's position in the filter (from 1, as src/ui/choice counts) and its number of projects, once.
  const position = new Map(categories.map((item, index) => [item.id, index + 1]))
  const count = new Map(categories.map((item) => [item.id, projectsIn(data, item.id).length]))
  const all = position.get(DEFAULT_PORTFOLIO_CATEGORY)!
  return (
    <div className={`${choiceScope} ${classes.browser}`}>
      <div
        role="radiogroup"
        aria-label="Filter projects by category"
        data-testid="portfolio-filter"
        className={classes.filter}
      >
        {categories.map((item) => (
          <ChoiceOption
            key={item.id}
            name={NAME}
            value={item.id}
            checked={item.id === category}
            labelClassName={`${mantine.button} ${classes.filterPill}`}
            search={{ param: 'category', omit: DEFAULT_PORTFOLIO_CATEGORY }}
          >
            <span className={mantine.buttonInner}>
              <span className={mantine.buttonLabel}>{item.label}</span>
              <span className={mantine.buttonSection} data-position="right">
                <span className={`${mantine.badge} ${classes.filterCount}`}>
                  <span className={mantine.badgeLabel}>
                    {count.get(item.id)}
                    <span className={mantine.visuallyHidden}> projects</span>
                  </span>
                </span>
              </span>
            </span>
          </ChoiceOption>
        ))}
      </div>
      <div aria-live="polite" data-testid="portfolio-count">
        {categories.map((item) => (
          <Text key={item.id} c="dimmed" fz="sm" {...shownFor(position.get(item.id)!)}>
            {item.id === DEFAULT_PORTFOLIO_CATEGORY
              ? `Showing all ${projects.length} projects`
              : `Showing ${count.get(item.id)} of ${projects.length} projects: ${categoryLabel(data, item.id)}`}
          </Text>
        ))}
      </div>
      <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="project-grid">
        {projects.map((project) => (
          <div key={project.id} className={classes.cell} {...shownFor([all, position.get(project.category)!])}>
            <ProjectCard project={project} categoryLabel={categoryLabel(data, project.category)} />
          </div>
        ))}
      </Columns>
      {categories
        .filter((item) => count.get(item.id) === 0)
        .map((item) => (
          <div key={item.id} {...shownFor(position.get(item.id)!)}>
            <EmptyCategory label={categoryLabel(data, item.id)} emptyState={data.intro.emptyState} />
          </div>
        ))}
    </div>
  )
}
