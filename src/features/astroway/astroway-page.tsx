import {
  Anchor,
  Badge,
  Box,
  Card,
  Flex,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { IconArrowRight, IconCircleCheck, IconLock, IconQuote, IconStarFilled } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { astrowayContent, type ShowcaseTabId } from '~/content/astroway'
import { astrowayPricing } from '~/content/pricing'
import { projects } from '~/content/portfolio'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { ink } from '~/features/pricing/ink'
import { PricingTiers } from '~/features/pricing/pricing-tiers'
import { PictureGroup } from '~/features/pricing/product-pictures'
import { SalesIcon } from '~/features/pricing/sales-icons'
import { FinalCta, ProductHero } from '~/features/pricing/sales-blocks'
import { Section, SectionHeading } from '~/ui/section'
import classes from '~/features/pricing/sales.module.css'
import { PillTabs } from '~/features/pricing/pill-tabs'
import { WordMarks } from './word-marks'

const APP = 'Astroway Pro'
const SOURCE = 'astroway'
const { color, accent } = astrowayContent

function WhatYouGet() {
  const { whatYouGet } = astrowayContent
  return (
    <Section id="what-you-get">
      <SectionHeading eyebrow="What you get" title={whatYouGet.title} description={whatYouGet.description} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {whatYouGet.parts.map((part) => (
          <Card key={part.title} withBorder radius="lg" padding="xl" data-testid="product-part">
            <SalesIcon name={part.icon} color={color} size={48} iconSize={26} />
            <Title order={3} mt="lg" fz="h4">
              {part.title}
            </Title>
            <Text fz="sm" fw={600} c={color} mt={4}>
              {part.platforms}
            </Text>
            <Text c="dimmed" fz="sm" mt="sm" lh={1.6}>
              {part.description}
            </Text>
            <List
              spacing={8}
              size="sm"
              mt="md"
              icon={<IconCircleCheck size={16} stroke={1.75} color={color} aria-hidden style={{ marginTop: 3 }} />}
              styles={{ itemLabel: { lineHeight: 1.45 } }}
            >
              {part.points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
      <Paper
        mt="xl"
        radius="lg"
        p={{ base: 'lg', md: 'xl' }}
        style={{
          background: `linear-gradient(120deg, color-mix(in srgb, ${color} 10%, white), color-mix(in srgb, ${accent} 10%, white))`,
        }}
        data-testid="feature-count"
      >
        <Group justify="space-between" gap="lg">
          <Group gap="lg" wrap="nowrap">
            <Text fz={{ base: 40, md: 56 }} fw={800} lh={1} lts="-0.03em" c={color}>
              {whatYouGet.featureCount}+
            </Text>
            <Text fw={600} maw={480}>
              features across the four products, from wallet recharges to astrologer payouts. You launch with all of
              them switched on.
            </Text>
          </Group>
          <Anchor
            href="#features"
            fw={700}
            c={ink(color)}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 }}
          >
            See the top 20 <IconArrowRight size={16} stroke={1.75} aria-hidden />
          </Anchor>
        </Group>
      </Paper>
    </Section>
  )
}

function Showcase({ tab, onTabChange }: { tab: ShowcaseTabId; onTabChange: (tab: ShowcaseTabId) => void }) {
  const { showcase } = astrowayContent
  return (
    <Section id="showcase" tinted>
      <SectionHeading eyebrow="Product tour" title={showcase.title} description={showcase.description} />
      <PillTabs
        value={tab}
        tabs={showcase.tabs}
        onChange={onTabChange}
        color={color}
        testId="showcase-tabs"
        panelTestId="showcase-panel"
        renderPanel={(t) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} style={{ alignItems: 'center' }}>
            <Stack gap="md">
              <Title order={3} fz={{ base: 'h3', md: 'h2' }}>
                {t.title}
              </Title>
              <Text c="dimmed" fz="lg" lh={1.6}>
                {t.description}
              </Text>
              <List
                spacing="sm"
                mt="xs"
                icon={
                  <ThemeIcon size={24} radius="xl" color={color} aria-hidden>
                    <IconCircleCheck size={16} stroke={1.75} />
                  </ThemeIcon>
                }
              >
                {t.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            </Stack>
            <PictureGroup pictures={t.pictures} color={color} appName={`astroway-${t.id}`} />
          </SimpleGrid>
        )}
      />
    </Section>
  )
}

function DemoDetails() {
  const { demo } = astrowayContent
  return (
    <Section id="demo">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} style={{ alignItems: 'center' }}>
        <Stack gap="md">
          <SectionHeading align="left" eyebrow="Live demo" title={demo.title} description={demo.description} />
          <Text fw={700} mt={-16}>
            The demo includes
          </Text>
          <List
            spacing="sm"
            icon={<IconCircleCheck size={20} stroke={1.75} color={color} aria-hidden />}
            data-testid="demo-includes"
          >
            {demo.includes.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'lg', md: 40 }} shadow="sm">
          <Title order={3} mb="lg">
            How to get access
          </Title>
          <Stack component="ol" gap="lg" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {demo.steps.map((step, index) => (
              <Group key={step.title} component="li" align="flex-start" gap="md" wrap="nowrap">
                <ThemeIcon size={36} radius="xl" color={color} aria-hidden fw={800}>
                  {index + 1}
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={700}>{step.title}</Text>
                  <Text fz="sm" c="dimmed">
                    {step.description}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
          <RequestDemoButton app={APP} source={`${SOURCE}:demo`} size="lg" color={color} fullWidth mt="xl">
            Request demo access
          </RequestDemoButton>
          <Group gap={8} mt="md" wrap="nowrap" justify="center">
            <IconLock size={16} stroke={1.75} aria-hidden />
            <Text fz="sm" c="dimmed" data-testid="demo-note">
              {demo.note}
            </Text>
          </Group>
        </Paper>
      </SimpleGrid>
    </Section>
  )
}

function Clients() {
  const { clients } = astrowayContent
  const story = projects.find((project) => project.category === 'astrology' && project.testimonial)
  return (
    <Section id="clients" tinted>
      <SectionHeading eyebrow="Clients" title={clients.title} description={clients.description} />
      <WordMarks marks={clients.wordMarks} color={color} />
      {story?.testimonial ? (
        <Paper
          component="figure"
          radius="lg"
          p={{ base: 'lg', md: 40 }}
          maw={860}
          withBorder
          style={{ margin: '48px auto 0' }}
        >
          <Group gap={4} mb="md" aria-label="Rated 5 out of 5" role="img">
            {Array.from({ length: 5 }, (_, i) => (
              <IconStarFilled key={i} size={18} color="var(--mantine-color-saffron-6)" aria-hidden />
            ))}
          </Group>
          <Box component="blockquote" m={0} pos="relative">
            <IconQuote
              size={36}
              stroke={1.75}
              color={color}
              aria-hidden
              style={{ opacity: 0.35, position: 'absolute', top: -8, left: -4 }}
            />
            <Text fz={{ base: 'lg', md: 'xl' }} fw={500} lh={1.55} pl={40}>
              {story.testimonial.content}
            </Text>
          </Box>
          <Text component="figcaption" mt="md" pl={40}>
            <Text component="span" fw={700}>
              {story.testimonial.name}
            </Text>
            <Text component="span" c="dimmed">
              {' '}
              · {story.testimonial.role}
            </Text>
          </Text>
        </Paper>
      ) : null}
    </Section>
  )
}

function Features() {
  const { features } = astrowayContent
  return (
    <Section id="features">
      <SectionHeading eyebrow="Features" title={features.title} description={features.description} />
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="xl"
        verticalSpacing={{ base: 24, md: 40 }}
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        data-testid="feature-list"
      >
        {features.items.map((feature) => (
          <Flex
            key={feature.title}
            component="li"
            direction={{ base: 'row', md: 'column' }}
            gap={{ base: 'md', md: 'sm' }}
            align="flex-start"
            data-testid="feature-item"
          >
            <SalesIcon name={feature.icon} color={color} style={{ flexShrink: 0 }} />
            <Stack gap={4}>
              <Text fw={700} fz="lg" lh={1.3}>
                {feature.title}
              </Text>
              <Text c="dimmed" fz="sm" lh={1.6}>
                {feature.description}
              </Text>
            </Stack>
          </Flex>
        ))}
      </SimpleGrid>
    </Section>
  )
}

function Pricing() {
  return (
    <Section id="pricing" tinted>
      <SectionHeading eyebrow="Pricing" title={astrowayPricing.title} description={astrowayPricing.description} />
      <PricingTiers plan={astrowayPricing} color={color} source={`${SOURCE}:pricing`} />
    </Section>
  )
}

function CloneCards() {
  const { clones } = astrowayContent
  return (
    <Section id="clones">
      <SectionHeading eyebrow="Compare" title={clones.title} description={clones.description} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {clones.cards.map((card) => (
          <Card
            key={card.slug}
            component={Link}
            to={card.path}
            withBorder
            radius="lg"
            padding="xl"
            className={classes.lift}
            data-testid="clone-card"
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            <Badge variant="light" color={accent} c={ink(accent)} radius="xl" style={{ textTransform: 'none' }}>
              Like {card.brand}
            </Badge>
            <Title order={3} mt="md" fz="h4">
              {card.title}
            </Title>
            <Text c="dimmed" fz="sm" mt="xs" lh={1.6}>
              {card.description}
            </Text>
            <Group gap={6} mt="lg" c={color} fw={700}>
              <Text component="span" fw={700} c={color}>
                How Astroway Pro compares
              </Text>
              <IconArrowRight size={16} stroke={1.75} aria-hidden />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  )
}

/** /astroway: the flagship astrology product page. The showcase tab lives in the URL. */
export function AstrowayPage({ tab, onTabChange }: { tab: ShowcaseTabId; onTabChange: (tab: ShowcaseTabId) => void }) {
  const { hero, finalCta } = astrowayContent
  return (
    <>
      <ProductHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        highlights={hero.highlights}
        color={color}
        accent={accent}
        app={APP}
        source={SOURCE}
        secondary={{ label: 'View Pricing', href: '#pricing' }}
        visual={<PictureGroup pictures={hero.pictures} color={color} appName="astroway-hero" />}
      />
      <WhatYouGet />
      <Showcase tab={tab} onTabChange={onTabChange} />
      <DemoDetails />
      <Clients />
      <Features />
      <Pricing />
      <CloneCards />
      <FinalCta
        title={finalCta.title}
        description={finalCta.description}
        color={color}
        accent={accent}
        app={APP}
        source={SOURCE}
        secondary={{ label: 'Compare packages', href: '#pricing' }}
      />
    </>
  )
}
