import { Badge, Card, Flex, Group, Stack, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import type { ProductFeature, ProductProfile, TechStack } from '~/content/product-schema'
import type { Product, ProductScreen } from '~/domain/product'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { Columns } from '~/ui/columns/columns'
import { Section, SectionHeading } from '~/ui/section/section'
import { IconGlyph } from '~/ui/icons/icon'
import { ScreenImage } from '~/ui/product-screen/product-screen'
import classes from './product-page.module.css'
import { demoLabel } from '~/content/story'
import { CheckList } from './icon-point'

/** A grid of feature cards with icons in the app's colour. */
export function FeatureGrid({
  features,
  color,
  cols = 4,
}: {
  features: ProductFeature[]
  color: string
  cols?: 3 | 4
}) {
  return (
    <Columns cols={{ base: 1, xs: 2, md: cols }} spacing="lg">
      {features.map((feature) => (
        <Card key={feature.title} withBorder radius="md" padding="lg">
          <Flex gap="md" align="flex-start" className={classes.featureCardBody}>
            <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden className={classes.noShrink}>
              <IconGlyph name={feature.icon} />
            </ThemeIcon>
            <div>
              <Title order={3} fz="lg" mb={6}>
                {feature.title}
              </Title>
              <Text c="dimmed" fz="md">
                {feature.description}
              </Text>
            </div>
          </Flex>
        </Card>
      ))}
    </Columns>
  )
}

export function KeyFeatures({ profile }: { profile: ProductProfile }) {
  return (
    <Section
      id="features"
      heading={{
        eyebrow: 'Key Features',
        title: `Everything your ${profile.name.toLowerCase()} business runs on`,
        description: `${profile.features.length} features that come ready on launch day, already tested by businesses like yours.`,
      }}
    >
      <FeatureGrid features={profile.features} color={profile.color} />
    </Section>
  )
}

/** Four screens of the app, with real words, in the app's colours. */
export function ScreenGallery({
  product,
  tinted = false,
}: {
  product: Pick<Product, 'name' | 'screens'>
  tinted?: boolean
}) {
  return (
    <Section id="screens" tinted={tinted}>
      <SectionHeading
        eyebrow="Screens"
        title={`A look inside the ${product.name} app`}
        description="Four of the screens your customers and your team will use, shown with this app’s colours. Yours carry your brand."
      />
      <ScreenStrip screens={product.screens} />
    </Section>
  )
}

export function ScreenStrip({ screens }: { screens: readonly ProductScreen[] }) {
  return (
    <div className={classes.screenStrip} data-testid="screenshots">
      {screens.map((screen) => (
        <Stack key={screen.id} component="figure" gap="sm" align="center" m={0}>
          <ScreenImage screen={screen} width={240} />
          <Text component="figcaption" fz="sm" fw={600} ta="center">
            {screen.caption}
          </Text>
        </Stack>
      ))}
    </div>
  )
}

/** 'About the Solution': the long description, what is included, and the demo action. */
export function AboutSolution({ profile, included }: { profile: ProductProfile; included: string[] }) {
  return (
    <Section id="about" tinted>
      <Columns cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }}>
        <Stack gap="md">
          <Text c="brand" fw={700} tt="uppercase" fz="sm" lts="0.08em">
            About the Solution
          </Text>
          <Title order={2}>Why businesses choose the {profile.title}</Title>
          {profile.longDescription.map((paragraph) => (
            <Text key={paragraph.slice(0, 24)} fz="lg" maw={620}>
              {paragraph}
            </Text>
          ))}
          <Group mt="sm">
            <RequestDemoButton product={profile.id} source={`apps:${profile.id}:about`} size="md">
              {demoLabel}
            </RequestDemoButton>
          </Group>
        </Stack>
        <Card withBorder radius="md" padding="xl" shadow="sm" className={classes.selfStart}>
          <Title order={3} mb="md">
            What you get
          </Title>
          <CheckList items={included} color={profile.color} light />
        </Card>
      </Columns>
    </Section>
  )
}

const techColumns: Array<{ key: keyof TechStack; title: string; description: string }> = [
  { key: 'frontend', title: 'Frontend', description: 'Apps and web screens' },
  { key: 'backend', title: 'Backend', description: 'Business logic and data' },
  { key: 'infrastructure', title: 'Infrastructure', description: 'Hosting, payments and services' },
]

export function TechnologySection({ profile, tinted = false }: { profile: ProductProfile; tinted?: boolean }) {
  return (
    <Section id="technology" tinted={tinted}>
      <SectionHeading
        eyebrow="Technology"
        title="Built on proven, well-documented technology"
        description="No exotic frameworks: your own developers, or any agency you hire later, can pick up the code and extend it."
      />
      <Columns cols={{ base: 1, sm: 3 }} spacing="lg">
        {techColumns.map((column) => (
          <Card key={column.key} withBorder radius="md" padding="lg">
            <Title order={3} fz="lg">
              {column.title}
            </Title>
            <Text c="dimmed" fz="sm" mb="md">
              {column.description}
            </Text>
            <Group gap={8}>
              {profile.techStack[column.key].map((item) => (
                <Badge key={item} variant="light" color="gray" radius="sm" size="lg" tt="none" fw={500}>
                  {item}
                </Badge>
              ))}
            </Group>
          </Card>
        ))}
      </Columns>
    </Section>
  )
}
