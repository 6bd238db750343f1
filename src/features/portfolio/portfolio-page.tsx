import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
  type ButtonProps,
} from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { IconBriefcase } from '@tabler/icons-react'
import { Link, createLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'
import type { PortfolioCategoryId } from '~/content/portfolio-ids'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import kit from '~/ui/utilities/utilities.module.css'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import section from '~/ui/section/section.module.css'
import { Section } from '~/ui/section/section'
import statCounter from '~/ui/stat-counter/stat-counter.module.css'
import type { PortfolioData } from './portfolio-data'
import { ProjectCard } from './project-card'
import classes from './portfolio.module.css'

// Impact numbers, client feedback and the closing call to action: their code comes when the
// visitor reaches them (see lazySection).
const PortfolioBody = lazySection(
  () => import('./portfolio-body').then((m) => m.PortfolioBody),
  [section, statCounter, ctaBand],
)

/** For the route's loader (see lazySection). */
export const preloadPortfolioPage = PortfolioBody.preload

function Hero({ intro }: { intro: PortfolioData['intro'] }) {
  return (
    <Box component="section" className={classes.hero}>
      <Container py={{ base: 48, md: 88 }}>
        <Stack gap="lg" maw={780}>
          <Text c="brand" fw={700} tt="uppercase" fz="sm" lts="0.08em">
            {intro.eyebrow}
          </Text>
          <Title order={1}>{intro.title}</Title>
          <Text fz={{ base: 'lg', md: 'xl' }} c="dimmed" lh={1.55}>
            {intro.lead}
          </Text>
        </Stack>
      </Container>
    </Box>
  )
}

/** A Mantine button that is a typed router link (search params checked against the route). */
const ButtonLink = createLink(function ButtonAnchor({
  ref,
  ...props
}: ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return <Button component="a" ref={ref} {...props} />
})

/** The filters offered (see PortfolioData): All, and every category that has at least one project. */
function CategoryFilter({ category, data }: { category: PortfolioCategoryId; data: PortfolioData }) {
  return (
    <Box component="nav" aria-label="Filter projects by category" data-testid="portfolio-filter">
      <Group gap={8} component="ul" className={kit.plainList}>
        {data.categories.map((item) => {
          const active = item.id === category
          const count = projectsIn(data, item.id).length
          return (
            <li key={item.id}>
              <ButtonLink
                to="/portfolio"
                search={{ category: item.id }}
                replace
                resetScroll={false}
                variant={active ? 'filled' : 'default'}
                radius="xl"
                size="sm"
                h={44}
                aria-current={active ? 'page' : undefined}
                rightSection={
                  <Badge component="span" size="sm" radius="xl" variant={active ? 'white' : 'light'} color="brand">
                    {count}
                    <VisuallyHidden> projects</VisuallyHidden>
                  </Badge>
                }
                data-category={item.id}
              >
                {item.label}
              </ButtonLink>
            </li>
          )
        })}
      </Group>
    </Box>
  )
}

function EmptyCategory({ label, emptyState }: { label: string; emptyState: PortfolioData['intro']['emptyState'] }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'xl', md: 64 }} ta="center" data-testid="portfolio-empty">
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

function projectsIn(data: PortfolioData, category: PortfolioCategoryId) {
  return category === 'all' ? data.projects : data.projects.filter((project) => project.category === category)
}

function Projects({ category, data }: { category: PortfolioCategoryId; data: PortfolioData }) {
  const { projects } = data
  const shown = projectsIn(data, category)
  const labelOf = (id: PortfolioCategoryId) => data.categories.find((item) => item.id === id)?.label ?? id
  const label = category === 'all' ? 'All' : labelOf(category)
  return (
    <Section id="projects" pt={{ base: 32, md: 48 }}>
      <Stack gap="xl">
        <Title order={2} fz="h3">
          Browse projects by industry
        </Title>
        <CategoryFilter category={category} data={data} />
        <Text c="dimmed" fz="sm" aria-live="polite" data-testid="portfolio-count">
          {category === 'all'
            ? `Showing all ${projects.length} projects`
            : `Showing ${shown.length} of ${projects.length} projects: ${label}`}
        </Text>
        {shown.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="project-grid">
            {shown.map((project) => (
              <ProjectCard key={project.id} project={project} categoryLabel={labelOf(project.category)} />
            ))}
          </SimpleGrid>
        ) : (
          <EmptyCategory label={label} emptyState={data.intro.emptyState} />
        )}
      </Stack>
    </Section>
  )
}

/** /portfolio: projects filtered by a category kept in the URL, impact numbers and client feedback. */
export function PortfolioPage({ category, data }: { category: PortfolioCategoryId; data: PortfolioData }) {
  return (
    <>
      <Hero intro={data.intro} />
      <Projects category={category} data={data} />
      <HydrateLater>
        <PortfolioBody />
      </HydrateLater>
    </>
  )
}
