import { Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { ProductLook, ProductScreen } from '~/domain/product'
import { ChoiceTabs } from '~/ui/choice/choice-tabs'
import { Section, SectionHeading } from '~/ui/section/section'
import { ScreenGroup } from '~/ui/product-screen/screen-group'
import { Columns } from '~/ui/columns/columns'
import classes from './product-page.module.css'

export interface FeatureTab<Id extends string> {
  id: Id
  label: string
  title: string
  description: string
  pictures: readonly ProductScreen[]
}

/**
 * The feature tabs of a product page (Astroway's product tour, Chitchat's features): pill tabs that
 * answer with no script (ChoiceTabs), the open tab kept in the URL; each panel is a title, a lead,
 * the caller's list and the tab's pictures. Server HTML.
 */
export function FeatureTabs<Id extends string, Tab extends FeatureTab<Id>>({
  product,
  id,
  eyebrow,
  content: { title, description, tabs },
  value,
  defaultTab,
  searchParam,
  testIdPrefix,
  renderDetails,
}: {
  product: ProductLook
  id: string
  eyebrow: string
  /** The section's copy from the product's content file. */
  content: { title: string; description: string; tabs: readonly Tab[] }
  /** The tab the server opens (the URL's). */
  value: Id
  /** The tab the URL leaves out. */
  defaultTab: Id
  /** The search param that keeps the open tab. */
  searchParam: string
  /** Test ids `{prefix}-tabs` and `{prefix}-panel-{tab}`. */
  testIdPrefix: string
  /** What the tab lists under its lead (check points, icon features ...). */
  renderDetails: (tab: Tab) => ReactNode
}) {
  return (
    <Section id={id} tinted>
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ChoiceTabs
        name={id}
        label={`${title}: ${eyebrow}`}
        value={value}
        tabs={tabs}
        search={{ param: searchParam, omit: defaultTab }}
        color={product.color}
        testId={`${testIdPrefix}-tabs`}
        panelTestId={`${testIdPrefix}-panel`}
        renderPanel={(tab) => (
          <Columns cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} className={classes.centred}>
            <Stack gap="lg">
              <Stack gap="xs">
                <Title order={3} className={classes.tabTitle}>
                  {tab.title}
                </Title>
                <Text c="dimmed" fz="lg" lh={1.6}>
                  {tab.description}
                </Text>
              </Stack>
              {renderDetails(tab)}
            </Stack>
            <ScreenGroup screens={tab.pictures} />
          </Columns>
        )}
      />
    </Section>
  )
}
