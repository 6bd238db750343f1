import { Stack, Text, Title } from '@mantine/core'
import { IconHeadset, IconRocket, IconTool } from '@tabler/icons-react'
import { appCount, typicalLaunchLine } from '~/content/story'
import { HighlightRow } from '~/ui/highlight-row/highlight-row'

const promises = [
  { icon: IconRocket, label: typicalLaunchLine, text: 'Start from a tested product, not a blank page.' },
  { icon: IconTool, label: 'Customisable', text: 'Add features and integrations when you need them.' },
  { icon: IconHeadset, label: 'Supported', text: 'Technical support continues after launch.' },
]

/** The opening of /apps: its headline and three promises (server HTML; see apps-page.tsx). */
export function AppsIntro() {
  return (
    <Stack gap="md" align="center" ta="center" maw={780} mx="auto" mb={40}>
      <Text c="brand" fw={700} tt="uppercase" fz="sm" lts="0.08em">
        Ready-made apps
      </Text>
      <Title order={1}>Pick your app. Launch it under your brand.</Title>
      <Text fz="xl" c="dimmed">
        {appCount.mainTitle}, each with apps for Android and iOS, a website or panel and an admin panel. Choose one to
        see what it does, what it is built with and how it looks.
      </Text>
      <HighlightRow gap="xl" justify="center" mt="xs" items={promises} />
    </Stack>
  )
}
