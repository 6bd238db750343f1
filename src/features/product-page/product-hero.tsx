import { Badge, Box, Container, Flex, Group, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import type { CSSProperties, ReactNode } from 'react'
import type { ProductLook, ProductScreen } from '~/domain/product'
import { ScreenGroup } from '~/ui/product-screen/screen-group'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { schemeInk } from '~/ui/color/ink'
import { Columns } from '~/ui/columns/columns'
import classes from './product-page.module.css'
import { SecondaryAction } from './secondary-action'
import { demoLabel } from '~/content/story'

export interface HeroFact {
  label: string
  value: ReactNode
}

/**
 * The opening of every product page (Astroway, Chitchat, the clone pages, /apps/{id}): eyebrow,
 * the page's h1, a lead, the demo action with the product preselected, a secondary action, proof
 * points or key facts, and the product's pictures, on a wash of the product's colours.
 */
export function ProductHero({
  product,
  content: { eyebrow, title, lead, highlights = [], pictures },
  facts = [],
  source,
  primaryLabel = demoLabel,
  secondary,
  visual,
  before,
  footnote,
}: {
  product: ProductLook
  /** The hero's copy and pictures from the product's content file. */
  content: {
    eyebrow: string
    title: string
    lead: string
    highlights?: readonly string[]
    pictures?: readonly ProductScreen[]
  }
  /** Key figures under the actions (launch time, setup fee ...). */
  facts?: readonly HeroFact[]
  source: string
  primaryLabel?: string
  secondary: { label: string; href: string }
  /** Instead of the content's pictures. */
  visual?: ReactNode
  /** Above the grid, e.g. a link back to all apps. */
  before?: ReactNode
  footnote?: ReactNode
}) {
  const { color } = product
  // The wash is computed from the product's colours; the rest of the look is in the CSS module.
  const wash = { '--hero-color': color, '--hero-accent': product.accent ?? color } as CSSProperties
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      className={classes.hero}
      style={wash}
      data-testid="product-hero"
    >
      <Container className={classes.heroContainer}>
        {before}
        <Columns cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} className={classes.centred}>
          <Stack gap="lg">
            <Badge
              variant="light"
              color={color}
              c={schemeInk(color)}
              size="lg"
              radius="xl"
              fw={700}
              className={classes.eyebrow}
            >
              {eyebrow}
            </Badge>
            <Title order={1} id="page-title" maw={620}>
              {title}
            </Title>
            <Text c="dimmed" maw={600} lh={1.55} className={classes.leadSize}>
              {lead}
            </Text>
            <Flex gap="sm" mt="xs" className={classes.heroActions}>
              <RequestDemoButton product={product.id} source={`${source}:hero`} size="lg" color={color}>
                {primaryLabel}
              </RequestDemoButton>
              <SecondaryAction label={secondary.label} href={secondary.href} />
            </Flex>
            {highlights.length > 0 ? (
              <Group gap="lg" mt="xs" component="ul" className={classes.plainList}>
                {highlights.map((item) => (
                  <Group key={item} component="li" gap={6} wrap="nowrap">
                    <IconCircleCheck size={18} stroke={1.75} color={color} aria-hidden />
                    <Text fz="sm" fw={600}>
                      {item}
                    </Text>
                  </Group>
                ))}
              </Group>
            ) : null}
            {facts.length > 0 ? (
              <Group gap={40} mt="xs" component="dl" className={classes.plainList}>
                {facts.map((fact) => (
                  <Stack key={fact.label} gap={2}>
                    <Text component="dt" fz="sm" c="dimmed" fw={600}>
                      {fact.label}
                    </Text>
                    <Text component="dd" fz="lg" fw={750} m={0}>
                      {fact.value}
                    </Text>
                  </Stack>
                ))}
              </Group>
            ) : null}
            {footnote}
          </Stack>
          <Box>{visual ?? <ScreenGroup screens={pictures ?? []} priority />}</Box>
        </Columns>
      </Container>
    </Box>
  )
}
