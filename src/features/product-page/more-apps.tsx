import { Card, Group, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { Link } from '@tanstack/react-router'
import { IconArrowRight } from '@tabler/icons-react'
import type { Product } from '~/domain/product'
import { Columns } from '~/ui/columns/columns'
import { IconGlyph } from '~/ui/icons/icon'
import classes from '~/ui/lift-card/lift-card.module.css'

/** Cards linking to other product pages, from the registry. */
export function MoreAppsGrid({ products, headingOrder = 3 }: { products: readonly Product[]; headingOrder?: 3 | 4 }) {
  return (
    <Columns cols={{ base: 1, xs: 2, md: Math.min(4, products.length) }} spacing="lg">
      {products.map((product) => (
        <Link key={product.id} to={product.path} className={classes.cardLink}>
          <Card withBorder radius="md" padding="lg" h="100%" className={classes.lift}>
            <Group gap="sm" mb="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="md" color={product.color} aria-hidden>
                <IconGlyph name={product.icon} size={22} />
              </ThemeIcon>
              <div>
                <Title order={headingOrder} fz="md">
                  {product.title}
                </Title>
                <Text fz="sm" c="dimmed">
                  {product.category}
                </Text>
              </div>
            </Group>
            <Text fz="sm" c="dimmed" mb="sm">
              {product.tagline}
            </Text>
            <Group gap={4} c="brand" fz="sm" fw={600}>
              Explore
              <IconArrowRight size={16} stroke={1.75} aria-hidden />
            </Group>
          </Card>
        </Link>
      ))}
    </Columns>
  )
}
