import { Badge, Box, Container, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { Link } from '@tanstack/react-router'
import { IconHeadset, IconRocket, IconStarFilled, IconTool } from '@tabler/icons-react'
import type { CSSProperties } from 'react'
import type { Product, ProductId } from '~/domain/product'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { ScreenImage } from '~/ui/product-screen/product-screen'
import { LinkButton } from '~/ui/action-buttons/action-buttons'
import { IconGlyph } from '~/ui/icons/icon'
import { HighlightRow } from '~/ui/highlight-row/highlight-row'
import type { AppTab } from './app-tabs'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import section from '~/ui/section/section.module.css'
import utilities from '~/ui/utilities/utilities.module.css'
import productPage from '~/features/product-page/product-page.module.css'
import type { AppsShowcase } from './apps.functions'

type ShowcaseApp = AppsShowcase['showcase'][number]
import cards from '~/ui/lift-card/lift-card.module.css'
import classes from './apps.module.css'
import { appCount, typicalLaunchLine } from '~/content/story'

// Below the app's headline: the detail tabs, then the other apps and the call to action. Their code
// comes when the visitor reaches them (see lazySection).
const AppDetailTabs = lazySection(
  () => import('./apps-more').then((m) => m.AppDetailTabs),
  [section, cards, productPage, utilities],
)
const AppsMore = lazySection(() => import('./apps-more').then((m) => m.AppsMore), [section, cards, ctaBand])

/** For the route's loader (see lazySection). */
export const preloadAppsPage = () => Promise.all([AppDetailTabs.preload(), AppsMore.preload()])

function AppPicker({ apps, selected, tab }: { apps: readonly Product[]; selected: ProductId; tab: AppTab }) {
  return (
    <nav aria-label="Choose an app">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {apps.map((app) => (
          <Link
            key={app.id}
            to="/apps"
            search={{ app: app.id, tab }}
            replace
            resetScroll={false}
            className={`${cards.tile} ${classes.pickerItem}`}
            aria-current={app.id === selected ? 'page' : undefined}
            style={{ '--app-color': app.color } as CSSProperties}
            data-testid={`pick-${app.id}`}
          >
            <ThemeIcon size={36} radius="md" color={app.color} aria-hidden>
              <IconGlyph name={app.icon} size={20} />
            </ThemeIcon>
            <Box miw={0}>
              <Text fw={700} fz="sm" lh={1.25}>
                {app.name}
              </Text>
              <Text fz="xs" c="dimmed" lh={1.3}>
                {app.category}
              </Text>
            </Box>
          </Link>
        ))}
      </SimpleGrid>
    </nav>
  )
}

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

function AppPanel({ app, tab, onTabChange }: { app: ShowcaseApp; tab: AppTab; onTabChange: (tab: AppTab) => void }) {
  return (
    <Box
      mt="xl"
      p={{ base: 'md', md: 40 }}
      className={classes.panel}
      style={{ '--app-color': app.color } as CSSProperties}
      data-testid="app-panel"
      data-app={app.id}
    >
      <Grid gap={{ base: 32, md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: 8 }}>
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
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
          <Group justify="center">
            <ScreenImage screen={app.cover} width={230} />
          </Group>
        </Grid.Col>
      </Grid>

      {/* Features, tech stack and screens: hydrated, and their code loaded, when the visitor reaches them. */}
      <HydrateLater>
        <AppDetailTabs app={app} tab={tab} onTabChange={onTabChange} />
      </HydrateLater>
    </Box>
  )
}

const promises = [
  { icon: IconRocket, label: typicalLaunchLine, text: 'Start from a tested product, not a blank page.' },
  { icon: IconTool, label: 'Customisable', text: 'Add features and integrations when you need them.' },
  { icon: IconHeadset, label: 'Supported', text: 'Technical support continues after launch.' },
]

/** /apps: pick one of the main apps, see its features, tech stack and screens, and act on it. */
export function AppsPage({
  products: { showcase, more },
  appId,
  tab,
  onTabChange,
}: {
  /** From the route's loader (getAppsShowcase). */
  products: AppsShowcase
  appId: ProductId
  tab: AppTab
  onTabChange: (tab: AppTab) => void
}) {
  const app = showcase.find((product) => product.id === appId) ?? showcase[0]!
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
              {appCount.mainTitle}, each with apps for Android and iOS, a website or panel and an admin panel. Choose
              one to see what it does, what it is built with and how it looks.
            </Text>
            <HighlightRow gap="xl" justify="center" mt="xs" items={promises} />
          </Stack>
          <AppPicker apps={showcase} selected={app.id} tab={tab} />
          <AppPanel key={app.id} app={app} tab={tab} onTabChange={onTabChange} />
        </Container>
      </Box>
      <HydrateLater>
        <AppsMore more={more} appId={app.id} />
      </HydrateLater>
    </>
  )
}
