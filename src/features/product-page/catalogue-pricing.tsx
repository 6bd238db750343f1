import { Badge, Box, Card, Divider, Group, List, Stack, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { IconCheck } from '@tabler/icons-react'
import { siteConfig } from '#app-config'
import type { CatalogueEntry } from '~/content/catalogue'
import type { ProductProfile } from '~/content/product-schema'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { HeadlinePrice } from '~/features/currency/price-tag'
import { Columns } from '~/ui/columns/columns'
import { Section, SectionHeading } from '~/ui/section/section'
import classes from './product-page.module.css'
import { demoLabel, salesLabel } from '~/content/story'
import type { ProductId } from '~/domain/product'
import { Fragment } from 'react'

/**
 * The label of the monthly amount: it can be larger than the setup fee (food delivery, e-commerce,
 * ride sharing), so it always says what it pays for. (Here, not in content/catalogue.ts: importing
 * that module would bring every catalogue page's copy into this page's JavaScript.)
 */
const monthlyFeeLabel = 'Monthly: hosting, updates and support'

/** What every plan of a product includes, before what is particular to the plan. */
const planBasics = (featureCount: number) => [
  `All ${featureCount} features on this page`,
  'Android and iOS apps, plus the admin panel',
  'Your name, logo and colours on every screen',
  'Publishing under your own store accounts',
]

function Included({ items, color }: { items: string[]; color: string }) {
  return (
    <List
      spacing="xs"
      icon={
        <ThemeIcon size={22} radius="xl" variant="light" color={color} aria-hidden>
          <IconCheck size={14} stroke={1.75} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>
          <Text span fz="md">
            {item}
          </Text>
        </List.Item>
      ))}
    </List>
  )
}

/** One amount of a plan: its label, the price (through PriceTag) and what the price is for. */
function PriceLine({
  testId,
  label,
  value,
  note,
  small = false,
  mb,
}: {
  testId: string
  label?: string
  value: string
  note: string
  /** The second amount of a plan is set a size smaller. */
  small?: boolean
  mb?: string
}) {
  return (
    <div data-testid={testId}>
      {label ? (
        <Text fz="sm" fw={600} c="dimmed">
          {label}
        </Text>
      ) : null}
      <Group gap={8} align="baseline" mb={mb}>
        <HeadlinePrice value={value} lh={1.1} className={small ? classes.planPriceSmall : classes.planPrice} />
        <Text c="dimmed" fw={600}>
          {note}
        </Text>
      </Group>
    </div>
  )
}

/** One plan of a catalogue product: its name, what it is for, its amounts, what it includes, one action. */
function PlanCard({
  testId,
  title,
  recommended = false,
  description,
  prices,
  color,
  included,
  product,
  source,
  action,
}: {
  testId: string
  title: string
  /** The plan most buyers take: raised, with a badge. */
  recommended?: boolean
  description: string
  /** One amount, or several split by rules (the second and later a size smaller). */
  prices: Array<{ testId: string; label: string; value: string; note: string }>
  color: string
  included: string[]
  product: ProductId
  source: string
  action: string
}) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      shadow={recommended ? 'md' : undefined}
      data-testid={testId}
      className={recommended ? classes.recommended : undefined}
    >
      <Group justify="space-between" align="flex-start" mb="xs">
        <Title order={3}>{title}</Title>
        {recommended ? (
          <Badge color="saffron" c="dark.9" variant="filled" radius="sm">
            Recommended
          </Badge>
        ) : null}
      </Group>
      <Text c="dimmed" mb="lg">
        {description}
      </Text>
      <Stack gap="md" mb="lg">
        {prices.map((price, index) => (
          <Fragment key={price.testId}>
            {index > 0 ? <Divider /> : null}
            <PriceLine {...price} small={index > 0} />
          </Fragment>
        ))}
      </Stack>
      <Included color={color} items={included} />
      <Box mt="auto" pt="xl">
        <RequestDemoButton
          product={product}
          source={source}
          size="md"
          variant={recommended ? undefined : 'default'}
          fullWidth
        >
          {action}
        </RequestDemoButton>
      </Box>
    </Card>
  )
}

/**
 * Pricing of a catalogue product (spec: setup, monthly, enterprise). Every amount goes through
 * PriceTag; the monthly amount says what it pays for (hosting, updates and support).
 */
export function CataloguePricing({ entry }: { entry: CatalogueEntry }) {
  const { pricing } = entry
  return (
    <Section id="pricing">
      <SectionHeading
        eyebrow="Pricing"
        title={`${entry.title} pricing`}
        description="Published prices, no surprises. Amounts follow the country you pick at the top of the page: rupees for India, US dollars everywhere else."
      />
      <Columns cols={{ base: 1, md: 2 }} spacing="xl" maw={960} mx="auto">
        <PlanCard
          testId="plan-launch"
          title="Launch plan"
          recommended
          description={`The complete ${entry.title} with your branding, ready for customers in ${entry.deployment}.`}
          prices={[
            { testId: 'price-setup', label: 'Setup fee', value: pricing.setup, note: 'one-time' },
            { testId: 'price-monthly', label: monthlyFeeLabel, value: pricing.monthly, note: 'per month' },
          ]}
          color={entry.color}
          included={[...planBasics(entry.features.length), `Deployment in ${entry.deployment}`]}
          product={entry.id}
          source={`apps:${entry.id}:pricing-launch`}
          action={demoLabel}
        />
        <PlanCard
          testId="plan-enterprise"
          title="Enterprise"
          description="For several cities or brands, deep integrations or features built only for you."
          prices={[
            { testId: 'price-enterprise', label: 'Price', value: pricing.enterprise, note: 'quoted for your scope' },
          ]}
          color={entry.color}
          included={[
            'Everything in the Launch plan',
            'Custom features and integrations',
            'Several cities, brands or regions',
            'Data moved over from your current system',
            'Scope, timeline and price agreed in writing',
          ]}
          product={entry.id}
          source={`apps:${entry.id}:pricing-enterprise`}
          action={salesLabel}
        />
      </Columns>
      <Text ta="center" c="dimmed" fz="sm" mt="xl">
        Taxes extra where applicable. {siteConfig.contact.replyPromise}.
      </Text>
    </Section>
  )
}

/** Pricing section of an app that is quoted per project: honest 'Custom', one clear ask. */
export function QuotePricing({ profile }: { profile: ProductProfile }) {
  return (
    <Section id="pricing">
      <SectionHeading
        eyebrow="Pricing"
        title="Priced for your launch"
        description={`The ${profile.title} is quoted per project, because launches differ in cities, integrations and features. Tell us what you need and get a written quote.`}
      />
      <Card
        withBorder
        radius="lg"
        padding="xl"
        shadow="md"
        maw={560}
        mx="auto"
        data-testid="plan-quote"
        className={classes.recommended}
      >
        <Title order={3} mb="xs">
          {profile.title}
        </Title>
        <PriceLine testId="price-quote" value="Custom" note="quoted for your scope" mb="lg" />
        <Included
          color={profile.color}
          items={[...planBasics(profile.features.length), 'Technical support after launch']}
        />
        <RequestDemoButton product={profile.id} source={`apps:${profile.id}:pricing`} size="md" fullWidth mt="xl">
          {demoLabel}
        </RequestDemoButton>
        <Text ta="center" c="dimmed" fz="sm" mt="md">
          {siteConfig.contact.replyPromise}.
        </Text>
      </Card>
    </Section>
  )
}
