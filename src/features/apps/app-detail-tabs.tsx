import { Badge, Group, Tabs, Text } from '@mantine/core'
import { FeatureGrid, ScreenStrip } from '~/features/product-page/product-sections'
import { LinkTab, useSearchHref } from '~/ui/pill-tabs/link-tab'
import { appTabLabels, appTabs, type AppTab } from './app-tabs'
import type { AppsShowcase } from './apps.functions'

type ShowcaseApp = AppsShowcase['showcase'][number]

/** An app's features, tech stack and screens, one tab each; the tab lives in the URL. */
export function AppDetailTabs({
  app,
  tab,
  onTabChange,
}: {
  app: ShowcaseApp
  tab: AppTab
  onTabChange: (tab: AppTab) => void
}) {
  const { details } = app
  const hrefFor = useSearchHref()
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (value && (appTabs as readonly string[]).includes(value)) onTabChange(value as AppTab)
      }}
      keepMountedMode="display-none"
      mt={48}
    >
      <Tabs.List grow>
        {appTabs.map((value) => (
          <LinkTab
            key={value}
            value={value}
            href={hrefFor({ tab: value })}
            fz={{ base: 'sm', sm: 'md' }}
            fw={600}
            mih={44}
            px={{ base: 'xs', sm: 'md' }}
          >
            {appTabLabels[value]}
          </LinkTab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="features" pt="xl">
        <FeatureGrid features={details.features} color={app.color} cols={3} />
      </Tabs.Panel>
      <Tabs.Panel value="tech-stack" pt="xl">
        <Text c="dimmed" mb="md">
          What the {app.name} is built with. Proven, documented technology your own developers can take over.
        </Text>
        <Group gap="sm">
          {details.techStack.map((item) => (
            <Badge key={item} size="xl" radius="sm" variant="light" color="gray" tt="none" fw={500}>
              {item}
            </Badge>
          ))}
        </Group>
      </Tabs.Panel>
      <Tabs.Panel value="screenshots" pt="xl">
        <ScreenStrip screens={app.screens} />
      </Tabs.Panel>
    </Tabs>
  )
}
