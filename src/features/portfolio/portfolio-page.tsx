import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  type ButtonProps,
} from '@mantine/core'
import { IconBriefcase, IconStarFilled } from '@tabler/icons-react'
import { Link, createLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'
import { impactCounters } from '~/content/company'
import {
  portfolioCategories,
  portfolioIntro,
  projectTestimonials,
  projects,
  projectsInCategory,
  type PortfolioCategoryId,
} from '~/content/portfolio'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import kit from '~/ui/utilities/utilities.module.css'
import { schemeInk } from '~/ui/color/ink'
import { CtaBand, CtaBandLink, ctaBandPrimary } from '~/ui/cta-band/cta-band'
import { Section } from '~/ui/section/section'
import { StatCounter } from '~/ui/stat-counter/stat-counter'
import { ProjectCard } from './project-card'
import classes from './portfolio.module.css'
import { demoLabel } from '~/content/story'

const BRAND = '#4a39d8'
const BRAND_ACCENT = '#c2410c'

function Hero() {
  return (
    <Box component="section" className={classes.hero}>
      <Container py={{ base: 48, md: 88 }}>
        <Stack gap="lg" maw={780}>
          <Text c="brand" fw={700} tt="uppercase" fz="sm" lts="0.08em">
            {portfolioIntro.eyebrow}
          </Text>
          <Title order={1}>{portfolioIntro.title}</Title>
          <Text fz={{ base: 'lg', md: 'xl' }} c="dimmed" lh={1.55}>
            {portfolioIntro.lead}
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

/** The filters offered: All, and every category that has at least one project (an empty filter is a dead end). */
const shownCategories = portfolioCategories.filter(
  (item) => item.id === 'all' || projectsInCategory(item.id).length > 0,
)

function CategoryFilter({ category }: { category: PortfolioCategoryId }) {
  return (
    <Box component="nav" aria-label="Filter projects by category" data-testid="portfolio-filter">
      <Group gap={8} component="ul" className={kit.plainList}>
        {shownCategories.map((item) => {
          const active = item.id === category
          const count = projectsInCategory(item.id).length
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
                  <Badge
                    size="sm"
                    radius="xl"
                    variant={active ? 'white' : 'light'}
                    color="brand"
                    aria-label={`${count} projects`}
                  >
                    {count}
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

function EmptyCategory({ label }: { label: string }) {
  const { emptyState } = portfolioIntro
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

function Projects({ category }: { category: PortfolioCategoryId }) {
  const shown = projectsInCategory(category)
  const label = portfolioCategories.find((item) => item.id === category)?.label ?? 'All'
  return (
    <Section id="projects" pt={{ base: 32, md: 48 }}>
      <Stack gap="xl">
        <Title order={2} fz="h3">
          Browse projects by industry
        </Title>
        <CategoryFilter category={category} />
        <Text c="dimmed" fz="sm" aria-live="polite" data-testid="portfolio-count">
          {category === 'all'
            ? `Showing all ${projects.length} projects`
            : `Showing ${shown.length} of ${projects.length} projects: ${label}`}
        </Text>
        {shown.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="project-grid">
            {shown.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </SimpleGrid>
        ) : (
          <EmptyCategory label={label} />
        )}
      </Stack>
    </Section>
  )
}

function Counters() {
  const { counters } = portfolioIntro
  return (
    <Section
      id="impact"
      tinted
      heading={{ eyebrow: 'Impact', title: counters.title, description: counters.description }}
    >
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xl">
        {impactCounters.map((counter) => (
          <Box key={counter.label} ta="center">
            <StatCounter value={counter.value} label={counter.label} suffix={counter.suffix} />
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  )
}

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s+/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

function ClientFeedback() {
  const { feedback } = portfolioIntro
  const items = projectTestimonials()
  return (
    <Section
      id="feedback"
      heading={{ eyebrow: 'Client feedback', title: feedback.title, description: feedback.description }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {items.map(({ project, testimonial }) => (
          <Card key={project.id} component="figure" withBorder radius="lg" padding="xl" m={0} data-testid="testimonial">
            <Group gap={2} role="img" aria-label="Rated 5 out of 5" data-testid="rating">
              {Array.from({ length: 5 }, (_, i) => (
                <IconStarFilled key={i} size={18} color="var(--mantine-color-saffron-6)" aria-hidden />
              ))}
            </Group>
            <Text component="blockquote" m={0} mt="md" lh={1.6} flex={1}>
              {`\u201c${testimonial.content}\u201d`}
            </Text>
            <Group component="figcaption" gap="sm" mt="lg" wrap="nowrap">
              <Avatar
                radius="xl"
                color={project.image.color}
                variant="light"
                aria-hidden
                styles={{ placeholder: { color: schemeInk(project.image.color) } }}
              >
                {initials(testimonial.name)}
              </Avatar>
              <Stack gap={0}>
                <Text fw={700} fz="sm">
                  {testimonial.name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {testimonial.role}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  )
}

/** /portfolio: projects filtered by a category kept in the URL, impact numbers and client feedback. */
export function PortfolioPage({ category }: { category: PortfolioCategoryId }) {
  const { finalCta } = portfolioIntro
  return (
    <>
      <Hero />
      <Projects category={category} />
      <Counters />
      <ClientFeedback />
      <CtaBand
        title={finalCta.title}
        description={finalCta.description}
        colors={{ color: BRAND, accent: BRAND_ACCENT }}
        titleId="portfolio-final-cta"
        testId="final-cta"
      >
        <RequestDemoButton source="portfolio:final-cta" {...ctaBandPrimary}>
          {demoLabel}
        </RequestDemoButton>
        <CtaBandLink to="/astroway">Explore Astroway Pro</CtaBandLink>
      </CtaBand>
    </>
  )
}
