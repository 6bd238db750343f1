import { Badge, Group, Stack, Text, Title } from '@mantine/core'
import { FeatureGrid, ScreenStrip } from '~/features/product-page/product-sections'
import { IconStarFilled } from '@tabler/icons-react'
import type { Product } from '~/domain/product'
import type { AppsShowcase } from './apps.functions'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { LinkButton } from '~/ui/action-buttons/action-buttons'
import { Split } from '~/ui/columns/columns'
import { ScreenImage } from '~/ui/product-screen/product-screen'

/**
 * One choice, two actions: the demo (primary) and the app's own page (secondary). Pricing, sales
 * and custom work are all one step away from there, so they do not compete here.
 */
function AppActions({ app }: { app: Product }) {
  return (
    <Group gap="sm">
      <RequestDemoButton product={app.id} source={`apps:${app.id}:request-demo`} size="md" mih={44} />
      <LinkButton href={app.path} mih={44}>
        View details
      </LinkButton>
    </Group>
  )
}

/** An app's headline: its name, what it does, its actions and its cover (server HTML; see app-showcase.tsx). */
export function AppPanelHead({ app }: { app: Product }) {
  return (
    <Split start={8} gap={32} gapMd={48} align="center">
      <div>
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" color="gray" radius="sm">
              {app.category}
            </Badge>
            {app.star ? (
              <Badge color="saffron" c="dark.9" radius="sm" leftSection={<IconStarFilled size={12} aria-hidden />}>
                Star Product
              </Badge>
            ) : null}
          </Group>
          <Title order={2}>{app.name}</Title>
          <Text fz="lg" c="dimmed" maw={640}>
            {app.description}
          </Text>
          <AppActions app={app} />
        </Stack>
      </div>
      <div className="mantine-visible-from-md">
        <Group justify="center">
          <ScreenImage screen={app.cover} width={230} />
        </Group>
      </div>
    </Split>
  )
}

type ShowcaseApp = AppsShowcase['showcase'][number]

/** What the detail tabs show (see app-showcase.tsx), one section per tab: server HTML. */
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
