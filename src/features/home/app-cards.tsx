import { Badge, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconArrowRight, IconStarFilled } from '@tabler/icons-react'
import { appPreviews } from '~/content/apps'
import { AppPhone } from '~/features/apps/app-phone'
import appClasses from '~/features/apps/apps.module.css'
import { Section, SectionHeading } from '~/ui/section'
import classes from './home.module.css'

/** The app cards of the home page (spec: App preview), each opening the app's own page. */
export function AppCards() {
  return (
    <Section id="apps" tinted>
      <SectionHeading
        eyebrow="Our apps"
        title="Ready-made apps for trendy businesses"
        description="Each one is a complete platform: apps for your customers and your team, plus an admin panel to run it all."
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" data-testid="app-cards">
        {appPreviews.map((app) => (
          <Link key={app.id} to={app.path} className={appClasses.cardLink} data-testid={`app-card-${app.id}`}>
            <Card withBorder radius="md" padding={0} h="100%" className={appClasses.liftCard}>
              <div
                className={classes.appCardPreview}
                style={{
                  position: 'relative',
                  background: `color-mix(in srgb, ${app.color} 10%, var(--mantine-color-body))`,
                }}
              >
                {app.isStarProduct ? (
                  <Badge
                    color="saffron.3"
                    c="dark.9"
                    radius="sm"
                    size="sm"
                    leftSection={<IconStarFilled size={10} aria-hidden />}
                    style={{ position: 'absolute', top: 12, right: 12, zIndex: 1 }}
                  >
                    Star Product
                  </Badge>
                ) : null}
                <AppPhone color={app.color} screen={app.image} appName={app.id} scope="home-card" width={170} />
              </div>
              <Group gap="xs" p="lg" pb={4} justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Title order={3} fz="lg">
                    {app.name}
                  </Title>
                  <Text fz="sm" c="dimmed">
                    {app.category}
                  </Text>
                </div>
              </Group>
              <Text fz="sm" c="dimmed" px="lg" pb="md">
                {app.summary}
              </Text>
              <Group gap={4} c="brand" fz="sm" fw={600} px="lg" pb="lg" mt="auto">
                Explore {app.name}
                <IconArrowRight size={16} stroke={1.75} aria-hidden />
              </Group>
            </Card>
          </Link>
        ))}
      </SimpleGrid>
      <Group justify="center" mt={48}>
        <Button
          component={Link}
          to="/apps"
          size="md"
          variant="default"
          rightSection={<IconArrowRight size={18} stroke={1.75} />}
        >
          Compare all apps
        </Button>
      </Group>
    </Section>
  )
}
