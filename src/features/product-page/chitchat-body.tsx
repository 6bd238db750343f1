import { Badge, Box, Card, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { chitchatContent, type ChitchatContent, type FaqTabId, type FeatureTabId } from '~/content/chitchat'
import { chitchatPricing } from '~/content/pricing'
import { processSteps } from '~/content/process'
import { Columns } from '~/ui/columns/columns'
import { IconTile } from '~/ui/icons/icon'
import { ProcessSteps } from '~/ui/step-grid/process-steps'
import { CardCopy } from '~/ui/card-copy/card-copy'
import { Section, SectionHeading } from '~/ui/section/section'
import classes from './product-page.module.css'
import { productLook } from './product-look'
import { TierPricingSection } from './pricing-tiers'
import { LabelText } from '~/ui/feature-card/feature-card'

const product = productLook('chitchat', chitchatContent)
const { color } = product

function Industries({ industries }: Pick<ChitchatContent, 'industries'>) {
  return (
    <Section id="industries">
      <SectionHeading eyebrow="Industries" title={industries.title} description={industries.description} />
      <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {industries.items.map((industry) => (
          <Card
            key={industry.id}
            withBorder
            radius="lg"
            padding="xl"
            data-testid="industry-card"
            data-industry={industry.id}
          >
            <IconTile name={industry.icon} color={color} size={48} iconSize={26} />
            <CardCopy title={industry.title} description={industry.description} />
            <Group gap={6} mt="md">
              {industry.examples.map((example) => (
                <Badge key={example} variant="default" radius="xl" fw={600} className={classes.noTransform}>
                  {example}
                </Badge>
              ))}
            </Group>
          </Card>
        ))}
      </Columns>
    </Section>
  )
}

function Technology({ tech }: Pick<ChitchatContent, 'tech'>) {
  return (
    <Section id="technology">
      <SectionHeading eyebrow="Technology" title={tech.title} description={tech.description} />
      <Columns cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" data-testid="tech-groups">
        {tech.groups.map((group) => (
          <Card key={group.title} withBorder radius="lg" padding="xl">
            <IconTile name={group.icon} color={color} />
            <Title order={3} fz="h4" mt="md">
              {group.title}
            </Title>
            <Text c="dimmed" fz="sm" mt={4}>
              {group.description}
            </Text>
            <Stack gap={8} mt="md" component="ul" className={classes.plainList}>
              {group.items.map((item) => (
                <Group key={item} component="li" gap={8} wrap="nowrap">
                  <IconCircleCheck size={16} stroke={1.75} color={color} aria-hidden className={classes.noShrink} />
                  <Text fz="sm" fw={600}>
                    {item}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </Columns>

      <Stack gap={48} className={classes.techDetails}>
        <Paper
          radius="lg"
          className={classes.panelPadding}
          bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))"
          data-testid="tech-security"
        >
          <Title order={3}>{tech.security.title}</Title>
          <Text c="dimmed" mt="xs">
            {tech.security.description}
          </Text>
          <Columns cols={{ base: 1, sm: 2 }} spacing="lg" mt="xl">
            {tech.security.points.map((point) => (
              <Stack key={point.title} gap={6}>
                <IconTile name={point.icon} color={color} size={36} iconSize={18} />
                <LabelText label={point.title} text={point.description} />
              </Stack>
            ))}
          </Columns>
        </Paper>
        <Paper radius="lg" withBorder className={classes.panelPadding} data-testid="tech-deployment">
          <Title order={3}>{tech.deployment.title}</Title>
          <Text c="dimmed" mt="xs">
            {tech.deployment.description}
          </Text>
          <Box mt="xl">
            <ProcessSteps steps={processSteps} headingOrder={4} />
          </Box>
        </Paper>
      </Stack>
    </Section>
  )
}

export interface ChitchatView {
  features: FeatureTabId
  faq: FaqTabId
}

/** What /chitchat says before its feature tabs: static. */
export function ChitchatIntro() {
  return <Industries industries={chitchatContent.industries} />
}

/** Technology and pricing, between the feature tabs and the FAQ: static. */
export function ChitchatDetails() {
  return (
    <>
      <Technology tech={chitchatContent.tech} />
      <TierPricingSection plan={chitchatPricing} color={color} source={`${product.id}:pricing`} />
    </>
  )
}
