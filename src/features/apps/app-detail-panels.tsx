import { Badge, Group, Text } from '@mantine/core'
import { FeatureGrid, ScreenStrip } from '~/features/product-page/product-sections'
import type { AppsShowcase } from './apps.functions'

type ShowcaseApp = AppsShowcase['showcase'][number]

/**
 * What the detail tabs show (see app-detail-tabs.tsx), one section per tab: server HTML, drawn in
 * the browser only when a switch of app draws the panel again.
 */
export function AppFeatures({ app }: { app: ShowcaseApp }) {
  return <FeatureGrid features={app.details.features} color={app.color} cols={3} />
}

export function AppTechStack({ app }: { app: ShowcaseApp }) {
  return (
    <>
      <Text c="dimmed" mb="md">
        What the {app.name} is built with. Proven, documented technology your own developers can take over.
      </Text>
      <Group gap="sm">
        {app.details.techStack.map((item) => (
          <Badge key={item} size="xl" radius="sm" variant="light" color="gray" tt="none" fw={500}>
            {item}
          </Badge>
        ))}
      </Group>
    </>
  )
}

export function AppScreens({ app }: { app: ShowcaseApp }) {
  return <ScreenStrip screens={app.screens} />
}
