import { Badge, Card, Group, Text } from '@mantine/core'
import { Columns } from '~/ui/columns/columns'
import { Link } from '@tanstack/react-router'
import { IconArrowRight, IconStarFilled } from '@tabler/icons-react'
import type { CSSProperties } from 'react'
import { appCount, moreProducts } from '~/content/story'
import { ScreenImage } from '~/ui/product-screen/product-screen'
import kit from '~/ui/lift-card/lift-card.module.css'
import { Section } from '~/ui/section/section'
import classes from './home.module.css'
import { LinkButton } from '~/ui/action-buttons/action-buttons'
import { TitleText } from '~/ui/feature-card/feature-card'
import type { HomeProduct } from './home.functions'

/** The app cards of the home page (spec: App preview), each opening the product's own page. */
export function AppCards({ products }: { products: readonly HomeProduct[] }) {
  return (
    <Section
      id="apps"
      tinted
      heading={{
        eyebrow: 'Our apps',
        title: appCount.mainTitle,
        description:
          'Each one is a complete platform: apps for your customers and your team, plus an admin panel to run it all.',
      }}
    >
      <Columns cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" data-testid="app-cards">
        {products.map((app) => (
          <Link key={app.id} to={app.path} className={kit.cardLink} data-testid={`app-card-${app.id}`}>
            <Card withBorder radius="md" padding={0} h="100%" className={kit.lift}>
              <div className={classes.appCardPreview} style={{ '--app-color': app.color } as CSSProperties}>
                {app.star ? (
                  <Badge
                    color="saffron.3"
                    c="dark.9"
                    radius="sm"
                    size="sm"
                    leftSection={<IconStarFilled size={10} aria-hidden />}
                    className={classes.starBadge}
                  >
                    Star Product
                  </Badge>
                ) : null}
                <ScreenImage screen={app.cover} width={170} />
              </div>
              <Group gap="xs" p="lg" pb={4} justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <TitleText title={app.name} text={app.category} textSize="sm" />
                </div>
              </Group>
              <Text fz="sm" c="dimmed" px="lg" pb="md">
                {app.tagline}
              </Text>
              <Group gap={4} c="brand" fz="sm" fw={600} px="lg" pb="lg" mt="auto">
                Explore {app.name}
                <IconArrowRight size={16} stroke={1.75} aria-hidden />
              </Group>
            </Card>
          </Link>
        ))}
      </Columns>
      <Text ta="center" c="dimmed" mt={40}>
        And {appCount.moreTitle}: {moreProducts.map((p) => p.name).join(', ')}.
      </Text>
      <Group justify="center" mt="md">
        <LinkButton href="/apps">{appCount.line}</LinkButton>
      </Group>
    </Section>
  )
}
