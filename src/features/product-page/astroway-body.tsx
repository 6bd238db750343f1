import { Anchor, Box, Card, Flex, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { IconArrowRight, IconCircleCheck, IconLock, IconQuote, IconStarFilled } from '@tabler/icons-react'
import { astrowayContent } from '~/content/astroway'
import { projects } from '~/content/portfolio'
import { astrowayPricing } from '~/content/pricing'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { IconTile } from '~/ui/icons/icon'
import { Columns } from '~/ui/columns/columns'
import { Section, SectionHeading } from '~/ui/section/section'
import { CloneCards } from './clone-cards'
import { schemeInk } from '~/ui/color/ink'
import { cx } from '~/ui/plain/mantine-classes'
import classes from './product-page.module.css'
import { productLook } from './product-look'
import { WordMarks } from './word-marks'
import { TierPricingSection } from './pricing-tiers'
import { LabelText } from '~/ui/feature-card/feature-card'
import { demoLabel } from '~/content/story'

const product = productLook('astroway', astrowayContent)
const SOURCE = 'astroway'
const { color } = product
const accent = product.accent ?? color

function WhatYouGet() {
  const { whatYouGet } = astrowayContent
  return (
    <Section id="what-you-get">
      <SectionHeading eyebrow="What you get" title={whatYouGet.title} description={whatYouGet.description} />
      <Columns cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {whatYouGet.parts.map((part) => (
          <Card key={part.title} withBorder radius="lg" padding="xl" data-testid="product-part">
            <IconTile name={part.icon} color={color} size={48} iconSize={26} />
            <Title order={3} mt="lg" fz="h4">
              {part.title}
            </Title>
            <Text fz="sm" fw={600} c={schemeInk(color)} mt={4}>
              {part.platforms}
            </Text>
            <Text c="dimmed" fz="sm" mt="sm" lh={1.6}>
              {part.description}
            </Text>
            <List
              spacing={8}
              size="sm"
              mt="md"
              icon={<IconCircleCheck size={16} stroke={1.75} color={color} aria-hidden className={classes.listIcon} />}
              classNames={{ itemLabel: classes.itemLabel }}
            >
              {part.points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </Columns>
      <Paper
        mt="xl"
        radius="lg"
        className={classes.countBanner}
        style={{
          background: `linear-gradient(120deg, color-mix(in srgb, ${color} 10%, var(--mantine-color-body)), color-mix(in srgb, ${accent} 10%, var(--mantine-color-body)))`,
        }}
        data-testid="feature-count"
      >
        <Group justify="space-between" gap="lg">
          <Group gap="lg" wrap="nowrap">
            <Text fw={800} lh={1} lts="-0.03em" c={schemeInk(color)} className={classes.countFigure}>
              {whatYouGet.featureCount}+
            </Text>
            <Text fw={600} maw={480}>
              features across the four products, from wallet recharges to astrologer payouts. You launch with all of
              them switched on.
            </Text>
          </Group>
          <Anchor href="#features" fw={700} c={schemeInk(color)} className={classes.backLink}>
            See the top 20 <IconArrowRight size={16} stroke={1.75} aria-hidden />
          </Anchor>
        </Group>
      </Paper>
    </Section>
  )
}

function DemoDetails() {
  const { demo } = astrowayContent
  return (
    <Section id="demo">
      <Columns cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} className={classes.centred}>
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
        <Paper withBorder radius="lg" shadow="sm" className={classes.panelPadding}>
          <Title order={3} mb="lg">
            How to get access
          </Title>
          <Stack component="ol" gap="lg" className={classes.plainList}>
            {demo.steps.map((step, index) => (
              <Group key={step.title} component="li" align="flex-start" gap="md" wrap="nowrap">
                <ThemeIcon size={36} radius="xl" color={color} aria-hidden fw={800}>
                  {index + 1}
                </ThemeIcon>
                <Stack gap={2}>
                  <LabelText label={step.title} text={step.description} />
                </Stack>
              </Group>
            ))}
          </Stack>
          <RequestDemoButton product={product.id} source={`${SOURCE}:demo`} size="lg" color={color} fullWidth mt="xl">
            {demoLabel}
          </RequestDemoButton>
          <Group gap={8} mt="md" wrap="nowrap" justify="center">
            <IconLock size={16} stroke={1.75} aria-hidden />
            <Text fz="sm" c="dimmed" data-testid="demo-note">
              {demo.note}
            </Text>
          </Group>
        </Paper>
      </Columns>
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
        <Paper component="figure" radius="lg" maw={860} withBorder className={cx(classes.story, classes.panelPadding)}>
          <Group gap={4} mb="md" aria-label="Rated 5 out of 5" role="img">
            {Array.from({ length: 5 }, (_, i) => (
              <IconStarFilled key={i} size={18} color="var(--mantine-color-saffron-6)" aria-hidden />
            ))}
          </Group>
          <Box component="blockquote" m={0} pos="relative">
            <IconQuote size={36} stroke={1.75} color={color} aria-hidden className={classes.quoteMark} />
            <Text fw={500} lh={1.55} pl={40} className={classes.leadSize}>
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
      <Columns
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="xl"
        verticalSpacing={{ base: 24, md: 40 }}
        component="ol"
        className={classes.plainList}
        data-testid="feature-list"
      >
        {features.items.map((feature) => (
          <Flex
            key={feature.title}
            component="li"
            className={classes.featureItem}
            align="flex-start"
            data-testid="feature-item"
          >
            <IconTile name={feature.icon} color={color} className={classes.noShrink} />
            <Stack gap={4}>
              <LabelText label={feature.title} text={feature.description} labelSize="lg" />
            </Stack>
          </Flex>
        ))}
      </Columns>
    </Section>
  )
}

const { cards: cloneItems, ...cloneHeading } = astrowayContent.clones
const clonesSection = { ...cloneHeading, items: cloneItems }

/** What /astroway says before its product tour: static. */
export function AstrowayIntro() {
  return <WhatYouGet />
}

/** What /astroway says after its product tour: the demo, clients, features, pricing and clones; static. */
export function AstrowayDetails() {
  return (
    <>
      <DemoDetails />
      <Clients />
      <Features />
      <TierPricingSection plan={astrowayPricing} color={color} source={`${product.id}:pricing`} />
      <CloneCards product={product} id="clones" eyebrow="Compare" {...clonesSection} />
    </>
  )
}
