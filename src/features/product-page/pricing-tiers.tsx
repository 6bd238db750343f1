import { Badge, Box, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { IconCheck, IconHeadset } from '@tabler/icons-react'
import type { PricingPlan, PricingTier } from '~/content/pricing'
import { getProductNav } from '~/content/product-nav'
import type { Product } from '~/domain/product'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { HeadlinePrice } from '~/features/currency/price-tag'
import { schemeInk } from '~/ui/color/ink'
import { Columns } from '~/ui/columns/columns'
import { Section, SectionHeading } from '~/ui/section/section'
import { IconPoint } from './icon-point'
import kit from './product-page.module.css'
import classes from './pricing-tiers.module.css'

function TierCard({
  tier,
  product,
  color,
  source,
}: {
  tier: PricingTier
  product: Pick<Product, 'id' | 'name'>
  color: string
  source: string
}) {
  const headingId = `tier-${product.id}-${tier.id}`
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      radius="lg"
      pos="relative"
      className={classes.tier}
      data-testid="pricing-tier"
      data-tier={tier.id}
      data-highlight={tier.highlight || undefined}
      shadow={tier.highlight ? 'xl' : undefined}
      style={{
        display: 'flex',
        flexDirection: 'column',
        border: tier.highlight
          ? `2px solid ${color}`
          : '1px solid light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-4))',
        // The page's own background under the tint, so the card follows the colour scheme.
        background: tier.highlight
          ? `linear-gradient(180deg, color-mix(in srgb, ${color} 7%, var(--mantine-color-body)) 0%, var(--mantine-color-body) 45%)`
          : undefined,
      }}
    >
      {tier.badge ? (
        <Badge
          color={color}
          size="lg"
          radius="xl"
          pos="absolute"
          top={-14}
          left="50%"
          className={classes.badge}
          data-testid="tier-badge"
        >
          {tier.badge}
        </Badge>
      ) : null}
      <Stack gap={6}>
        <Title order={3} id={headingId}>
          {tier.name}
        </Title>
        <Text c="dimmed" fz="md" className={classes.tierDescription}>
          {tier.description}
        </Text>
      </Stack>
      <Box mt="lg">
        <HeadlinePrice
          value={tier.price}
          lh={1.1}
          display="block"
          className={classes.tierPrice}
          data-testid="tier-price"
        />
        <Text fz="sm" c="dimmed" mt={6}>
          {tier.priceNote}
        </Text>
      </Box>
      <Group gap={8} mt="md" wrap="nowrap">
        <IconHeadset size={18} stroke={1.75} color={color} aria-hidden />
        <Text fz="sm" fw={600} data-testid="tier-support">
          {tier.supportMonths} months of dedicated support
        </Text>
      </Group>
      <Divider my="lg" />
      <List
        spacing={10}
        size="sm"
        center
        icon={
          <ThemeIcon size={22} radius="xl" variant="light" color={color} aria-hidden>
            <IconCheck size={14} stroke={2.25} />
          </ThemeIcon>
        }
        mb="xl"
      >
        {tier.features.map((feature) => (
          <List.Item key={feature}>
            <Text fz="sm" component="span">
              {feature}
            </Text>
          </List.Item>
        ))}
      </List>
      <RequestDemoButton
        product={product.id}
        source={`${source}:${tier.id}`}
        color={color}
        variant={tier.highlight ? 'filled' : 'outline'}
        c={tier.highlight ? undefined : schemeInk(color)}
        size="md"
        fullWidth
        mt="auto"
        aria-label={`${tier.cta}: ask about the ${product.name} ${tier.name} package`}
      >
        {tier.cta}
      </RequestDemoButton>
    </Paper>
  )
}

/**
 * The pricing tiers of a product: the recommended tier is raised, outlined in the product's
 * colour and badged; every price goes through PriceTag; every button opens the contact dialog
 * with the product preselected. Notes (GST, one-time fee, support) follow the cards.
 */
export function PricingTiers({ plan, color, source }: { plan: PricingPlan; color: string; source: string }) {
  const product = getProductNav(plan.product)
  return (
    <Stack gap={48} data-testid="pricing-tiers">
      <Columns
        cols={{ base: 1, md: 3 }}
        spacing={{ base: 32, md: 'lg' }}
        verticalSpacing={{ base: 32, md: 'lg' }}
        pt="md"
      >
        {plan.tiers.map((tier) => (
          <TierCard key={tier.id} tier={tier} product={product} color={color} source={source} />
        ))}
      </Columns>
      <Columns
        component="ul"
        cols={{ base: 1, sm: plan.notes.length }}
        spacing="xl"
        className={kit.plainList}
        data-testid="pricing-notes"
      >
        {plan.notes.map((note) => (
          <IconPoint key={note.title} point={note} color={color} />
        ))}
      </Columns>
    </Stack>
  )
}

/** The pricing section of a product with tiers (#pricing). */
export function TierPricingSection({ plan, color, source }: { plan: PricingPlan; color: string; source: string }) {
  return (
    <Section id="pricing" tinted>
      <SectionHeading eyebrow="Pricing" title={plan.title} description={plan.description} />
      <PricingTiers plan={plan} color={color} source={source} />
    </Section>
  )
}
