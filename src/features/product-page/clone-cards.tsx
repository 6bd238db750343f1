import { Badge, Card, Group, Text } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { AstrowayContent } from '~/content/astroway'
import type { ProductLook } from '~/domain/product'
import { schemeInk } from '~/ui/color/ink'
import { Columns } from '~/ui/columns/columns'
import cards from '~/ui/lift-card/lift-card.module.css'
import { CardCopy } from '~/ui/card-copy/card-copy'
import { Section, SectionHeading } from '~/ui/section/section'
import classes from './product-page.module.css'

type CloneCard = AstrowayContent['clones']['cards'][number]

/** Links to the clone pages (/astrotalk-clone ...): on /astroway all three, on a clone page the others. */
export function CloneCards({
  product,
  id,
  eyebrow,
  title,
  description,
  items,
}: {
  product: ProductLook
  id: string
  eyebrow: string
  title: string
  description?: string
  items: readonly CloneCard[]
}) {
  const accent = product.accent ?? product.color
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <Columns cols={{ base: 1, md: items.length }} spacing="lg" maw={items.length < 3 ? 860 : undefined} mx="auto">
        {items.map((card) => (
          <Card
            key={card.slug}
            component={Link}
            to={card.path}
            withBorder
            radius="lg"
            padding="xl"
            className={cards.lift}
            data-testid="clone-card"
          >
            <Badge variant="light" color={accent} c={schemeInk(accent)} radius="xl" className={classes.noTransform}>
              Like {card.brand}
            </Badge>
            <CardCopy title={card.title} description={card.description} titleTop="md" />
            <Group gap={6} mt="lg" c={schemeInk(product.color)} fw={700}>
              <Text component="span" fw={700} c={schemeInk(product.color)}>
                How {product.name} compares
              </Text>
              <IconArrowRight size={16} stroke={1.75} aria-hidden />
            </Group>
          </Card>
        ))}
      </Columns>
    </Section>
  )
}
