import { Tabs, Text, Badge, Group } from '@mantine/core'
import type { ProductId } from '~/domain/product'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { MoreAppsGrid } from '~/features/product-page/more-apps'
import { FeatureGrid, ScreenStrip } from '~/features/product-page/product-sections'
import { LinkTab, useSearchHref } from '~/ui/pill-tabs/link-tab'
import { CtaBand, CtaBandLink, ctaBandPrimary } from '~/ui/cta-band/cta-band'
import { Section, SectionHeading } from '~/ui/section/section'
import { appCount } from '~/content/story'
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

/** The other ready-made apps and the closing call to action. */
export function AppsMore({ more, appId }: { more: AppsShowcase['more']; appId: ProductId }) {
  return (
    <>
      <Section tinted id="more-solutions">
        <SectionHeading
          eyebrow={`And ${appCount.moreTitle}`}
          title="Not seeing your industry?"
          description="These ready-made apps are available too, and our developers build custom solutions on the same foundations."
        />
        <MoreAppsGrid products={more} />
      </Section>
      <CtaBand
        title="Need something in between?"
        description="Tell us about your business. We will show you the closest ready-made app and what it takes to make it exactly yours."
        titleId="apps-cta-title"
      >
        <RequestDemoButton product={appId} source="apps:cta" {...ctaBandPrimary}>
          Request Custom Solution
        </RequestDemoButton>
        <CtaBandLink to="/apps">View all apps</CtaBandLink>
      </CtaBand>
    </>
  )
}
