import {
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconArrowRight, IconHeadset, IconRocket, IconStarFilled, IconTag, IconTool } from '@tabler/icons-react'
import type { CSSProperties } from 'react'
import { appProfiles, findShowcaseApp, showcaseApps, type ShowcaseApp, type ShowcaseAppId } from '~/content/apps'
import { catalogue } from '~/content/catalogue'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { Section, SectionHeading } from '~/ui/section'
import { AppIcon } from './app-icon'
import { AppPhone } from './app-phone'
import { appTabLabels, appTabs, type AppTab } from './app-tabs'
import classes from './apps.module.css'
import { CtaBand } from './cta-band'
import { FeatureGrid, ScreenStrip } from './product-sections'
import { MoreAppsGrid } from './more-apps'

const showcaseIcons: Record<ShowcaseAppId, Parameters<typeof AppIcon>[0]['name']> = {
  'astroway-pro': 'moon-stars',
  'chitchat-app': 'messages',
  'food-delivery': 'tools-kitchen',
  'e-commerce': 'shopping-cart',
  'ride-sharing': 'car',
  'social-network': 'users-group',
}

function AppPicker({ selected, tab }: { selected: ShowcaseAppId; tab: AppTab }) {
  return (
    <nav aria-label="Choose an app">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {showcaseApps.map((app) => (
          <Link
            key={app.id}
            to="/apps"
            search={{ app: app.id, tab }}
            replace
            resetScroll={false}
            className={classes.pickerItem}
            aria-current={app.id === selected ? 'page' : undefined}
            style={{ '--app-color': app.color } as CSSProperties}
            data-testid={`pick-${app.id}`}
          >
            <ThemeIcon size={36} radius="md" color={app.color} aria-hidden>
              <AppIcon name={showcaseIcons[app.id]} size={20} />
            </ThemeIcon>
            <Box style={{ minWidth: 0 }}>
              <Text fw={700} fz="sm" lh={1.25}>
                {app.name}
              </Text>
              <Text fz="xs" c="dimmed" lh={1.3} truncate>
                {app.category}
              </Text>
            </Box>
          </Link>
        ))}
      </SimpleGrid>
    </nav>
  )
}

function AppActions({ app }: { app: ShowcaseApp }) {
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <RequestDemoButton app={app.contactApp} source={`apps:${app.id}:get-started`} size="md">
          Get Started
        </RequestDemoButton>
        <Button
          component={Link}
          to={app.path}
          size="md"
          variant="default"
          rightSection={<IconArrowRight size={18} stroke={1.75} />}
        >
          View Details
        </Button>
        <Button
          component={Link}
          to={app.path}
          hash="pricing"
          size="md"
          variant="default"
          leftSection={<IconTag size={18} stroke={1.75} />}
        >
          Pricing
        </Button>
      </Group>
      <Group gap="xs">
        <RequestDemoButton
          app={app.contactApp}
          source={`apps:${app.id}:contact-sales`}
          size="md"
          variant="subtle"
          leftSection={<IconHeadset size={18} stroke={1.75} />}
        >
          Contact Sales
        </RequestDemoButton>
        <RequestDemoButton
          app={app.contactApp}
          source={`apps:${app.id}:custom-solution`}
          size="md"
          variant="subtle"
          leftSection={<IconTool size={18} stroke={1.75} />}
        >
          Request Custom Solution
        </RequestDemoButton>
      </Group>
    </Stack>
  )
}

function AppPanel({ app, tab, onTabChange }: { app: ShowcaseApp; tab: AppTab; onTabChange: (tab: AppTab) => void }) {
  return (
    <Box
      mt="xl"
      p={{ base: 'md', md: 40 }}
      style={{
        border: '1px solid light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-4))',
        borderRadius: 'var(--mantine-radius-lg)',
        background: `linear-gradient(160deg, color-mix(in srgb, ${app.color} 8%, var(--mantine-color-body)) 0%, var(--mantine-color-body) 55%)`,
      }}
      data-testid="app-panel"
      data-app={app.id}
    >
      <Grid gap={{ base: 32, md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Group gap="xs">
              <Badge variant="light" color="gray" c="dark.6" radius="sm">
                {app.category}
              </Badge>
              {app.isStarProduct ? (
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
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
          <Group justify="center">
            <AppPhone color={app.color} screen={app.image} appName={app.id} scope="panel" width={230} />
          </Group>
        </Grid.Col>
      </Grid>

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
            <Tabs.Tab
              key={value}
              value={value}
              fz={{ base: 'sm', sm: 'md' }}
              fw={600}
              mih={44}
              px={{ base: 'xs', sm: 'md' }}
            >
              {appTabLabels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="features" pt="xl">
          <FeatureGrid features={app.features} color={app.color} cols={3} />
        </Tabs.Panel>
        <Tabs.Panel value="tech-stack" pt="xl">
          <Text c="dimmed" mb="md">
            What the {app.name} is built with. Proven, documented technology your own developers can take over.
          </Text>
          <Group gap="sm">
            {app.techStack.map((item) => (
              <Badge key={item} size="xl" radius="sm" variant="light" color="gray" c="dark.7" tt="none" fw={500}>
                {item}
              </Badge>
            ))}
          </Group>
        </Tabs.Panel>
        <Tabs.Panel value="screenshots" pt="xl">
          <ScreenStrip appId={app.id} color={app.color} screenshots={app.screenshots} scope="tab" />
        </Tabs.Panel>
      </Tabs>
    </Box>
  )
}

const promises = [
  { icon: IconRocket, title: 'Live in 2-4 weeks', text: 'Start from a tested product, not a blank page.' },
  { icon: IconTool, title: 'Customisable', text: 'Add features and integrations when you need them.' },
  { icon: IconHeadset, title: 'Supported', text: 'Technical support continues after launch.' },
]

/** /apps: pick one of the six apps, see its features, tech stack and screens, and act on it. */
export function AppsPage({
  appId,
  tab,
  onTabChange,
}: {
  appId: ShowcaseAppId
  tab: AppTab
  onTabChange: (tab: AppTab) => void
}) {
  const app = findShowcaseApp(appId) ?? showcaseApps[0]!
  const more = [...catalogue, ...appProfiles].filter((profile) => !showcaseApps.some((s) => s.id === profile.id))
  return (
    <>
      <Box component="section" pt={{ base: 40, md: 64 }} pb={{ base: 48, md: 72 }}>
        <Container>
          <Stack gap="md" align="center" ta="center" maw={780} mx="auto" mb={40}>
            <Text c="brand" fw={700} tt="uppercase" fz="sm" lts="0.08em">
              Ready-made apps
            </Text>
            <Title order={1}>Pick your app. Launch it under your brand.</Title>
            <Text fz="xl" c="dimmed">
              Six proven platforms, each with apps for Android and iOS, a website or panel and an admin panel. Choose
              one to see what it does, what it is built with and how it looks.
            </Text>
            <Group gap="xl" justify="center" mt="xs">
              {promises.map(({ icon: Icon, title }) => (
                <Group key={title} gap={6}>
                  <Icon size={18} stroke={1.75} color="var(--mantine-color-brand-7)" aria-hidden />
                  <Text fz="sm" fw={600}>
                    {title}
                  </Text>
                </Group>
              ))}
            </Group>
          </Stack>
          <AppPicker selected={app.id} tab={tab} />
          <AppPanel key={app.id} app={app} tab={tab} onTabChange={onTabChange} />
        </Container>
      </Box>
      <Section tinted id="more-solutions">
        <SectionHeading
          eyebrow="More solutions"
          title="Not seeing your industry?"
          description="These ready-made apps are available too, and our developers build custom solutions on the same foundations."
        />
        <MoreAppsGrid profiles={more} />
      </Section>
      <CtaBand
        title="Need something in between?"
        description="Tell us about your business. We will show you the closest ready-made app and what it takes to make it exactly yours."
        app={app.contactApp}
        source="apps:cta"
        primaryLabel="Request Custom Solution"
      />
    </>
  )
}
