import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconArrowRight } from '@tabler/icons-react'
import type { ProductProfile } from '~/content/product-schema'
import { AppIcon } from './app-icon'
import classes from './apps.module.css'

/** Cards linking to other product pages. */
export function MoreAppsGrid({ profiles, headingOrder = 3 }: { profiles: ProductProfile[]; headingOrder?: 3 | 4 }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(4, profiles.length) }} spacing="lg">
      {profiles.map((profile) => (
        <Link key={profile.id} to="/apps/$appId" params={{ appId: profile.id }} className={classes.cardLink}>
          <Card withBorder radius="md" padding="lg" h="100%" className={classes.liftCard}>
            <Group gap="sm" mb="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="md" color={profile.color} aria-hidden>
                <AppIcon name={profile.logo.icon} size={22} />
              </ThemeIcon>
              <div>
                <Title order={headingOrder} fz="md">
                  {profile.title}
                </Title>
                <Text fz="sm" c="dimmed">
                  {profile.category}
                </Text>
              </div>
            </Group>
            <Text fz="sm" c="dimmed" mb="sm">
              {profile.tagline}
            </Text>
            <Group gap={4} c="brand" fz="sm" fw={600}>
              Explore
              <IconArrowRight size={16} stroke={1.75} aria-hidden />
            </Group>
          </Card>
        </Link>
      ))}
    </SimpleGrid>
  )
}
