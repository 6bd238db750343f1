import { Anchor, Badge, Box, Button, Container, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconArrowDown, IconChevronLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { ProductProfile } from '~/content/product-schema'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { BrowserMockup } from '~/ui/app-mockup'
import { AppIcon } from './app-icon'
import { AppPhone } from './app-phone'
import classes from './apps.module.css'

export interface HeroFact {
  label: string
  value: ReactNode
}

/** The opening of a product page: what it is, who it is for, Request Demo and View Pricing. */
export function ProductHero({ profile, facts }: { profile: ProductProfile; facts: HeroFact[] }) {
  const { color } = profile
  return (
    <Box
      component="section"
      pt={{ base: 32, md: 48 }}
      pb={{ base: 64, md: 96 }}
      style={{
        background: `linear-gradient(180deg, color-mix(in srgb, ${color} 9%, var(--mantine-color-body)) 0%, var(--mantine-color-body) 100%)`,
      }}
    >
      <Container>
        <Anchor
          component={Link}
          to="/apps"
          fz="sm"
          fw={600}
          display="inline-flex"
          style={{ alignItems: 'center', gap: 4, minHeight: 44 }}
        >
          <IconChevronLeft size={16} stroke={1.75} aria-hidden />
          All apps
        </Anchor>
        <Grid gap={{ base: 40, md: 64 }} align="center" mt={{ base: 8, md: 16 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Group gap="sm">
                <ThemeIcon size={48} radius="md" color={color} variant="filled" aria-hidden>
                  <AppIcon name={profile.logo.icon} size={26} />
                </ThemeIcon>
                <Badge size="lg" variant="default" radius="sm">
                  {profile.category}
                </Badge>
              </Group>
              <Title order={1}>{profile.title}</Title>
              <Text fz={{ base: 'lg', md: 'xl' }} c="dimmed" maw={620}>
                {profile.description}
              </Text>
              <Group gap="xs">
                <Text fz="sm" fw={600} c="dimmed">
                  Built for:
                </Text>
                {profile.audiences.map((audience) => (
                  <Badge key={audience} variant="outline" color="gray" c="dark.6" radius="sm" tt="none" fw={500}>
                    {audience}
                  </Badge>
                ))}
              </Group>
              <Group gap="md" mt="xs">
                <RequestDemoButton app={profile.contactApp} source={`apps:${profile.id}:hero`} size="lg">
                  Request Demo
                </RequestDemoButton>
                <Button
                  component="a"
                  href="#pricing"
                  size="lg"
                  variant="default"
                  rightSection={<IconArrowDown size={18} stroke={1.75} />}
                >
                  View Pricing
                </Button>
              </Group>
              <Group gap={40} mt="md" component="dl" style={{ margin: 0 }}>
                {facts.map((fact) => (
                  <Stack key={fact.label} gap={2}>
                    <Text component="dt" fz="sm" c="dimmed" fw={600}>
                      {fact.label}
                    </Text>
                    <Text component="dd" fz="lg" fw={750} m={0}>
                      {fact.value}
                    </Text>
                  </Stack>
                ))}
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <div className={classes.heroVisual}>
              <div className={classes.heroBrowser}>
                <BrowserMockup
                  color={color}
                  title="Admin panel"
                  alt={`${profile.title} admin panel with key numbers, a trend chart and recent activity`}
                  width={460}
                />
              </div>
              <div className={classes.heroPhone}>
                <AppPhone color={color} screen={profile.coverImage} appName={profile.id} scope="hero" width={220} />
              </div>
            </div>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  )
}
