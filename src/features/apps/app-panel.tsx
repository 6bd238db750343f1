import { Badge, Group, Stack, Text, Title } from '@mantine/core'
import { IconStarFilled } from '@tabler/icons-react'
import type { Product } from '~/domain/product'
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

/** The chosen app: its name, what it does, its actions and its cover (server HTML; see apps-page.tsx). */
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
