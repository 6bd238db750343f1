import { Badge, Box, Container, Group, List, Stack, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { IconCheck } from '@tabler/icons-react'
import { siteConfig } from '#app-config'
import { impactCounter } from '~/content/company'
import { homeHero } from '~/content/home'
import { ScreenImage } from '~/ui/product-screen/product-screen'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import classes from './home.module.css'
import { demoLabel } from '~/content/story'
import { LinkButton } from '~/ui/action-buttons/action-buttons'
import { Split } from '~/ui/columns/columns'
import { cx } from '~/ui/plain/mantine-classes'
import type { HomeProducts } from './home.functions'

const numberFormat = new Intl.NumberFormat('en-IN')

/** The hero's three phones, left to right: the centre one is the largest and loads first. */
const HERO_PHONES = [
  { slot: 'left', className: classes.phoneLeft, width: 200, priority: false },
  { slot: 'centre', className: classes.phoneCenter, width: 240, priority: true },
  { slot: 'right', className: classes.phoneRight, width: 200, priority: false },
] as const

/** `phones`: the screens of the three phones in the hero picture; the centre one is the largest. */
export function HomeHero({ phones }: { phones: HomeProducts['hero'] }) {
  const clients = impactCounter('clients')
  return (
    <Box component="section" className={cx(classes.hero, classes.heroSpace)}>
      <Container>
        <Split start={7} gap={48} gapMd={32} align="center">
          <div>
            <Stack gap="lg">
              <Badge size="lg" radius="sm" variant="light" color="brand" tt="none" fw={600} w="fit-content">
                {homeHero.eyebrow}
              </Badge>
              <Title order={1} lh={1.05} className={classes.heroTitle}>
                {homeHero.title}
              </Title>
              <Text c="dimmed" maw={600} className={classes.heroLead}>
                {homeHero.lead}
              </Text>
              <Group gap="md">
                <RequestDemoButton source="home:hero" size="lg">
                  {demoLabel}
                </RequestDemoButton>
                <LinkButton href="/apps" size="lg">
                  View Apps
                </LinkButton>
              </Group>
              <List
                spacing={6}
                mt="xs"
                icon={
                  <ThemeIcon size={22} radius="xl" color="brand" variant="light" aria-hidden>
                    <IconCheck size={14} stroke={1.75} />
                  </ThemeIcon>
                }
              >
                {homeHero.proofPoints.map((point) => (
                  <List.Item key={point}>
                    <Text span fw={600} fz="md">
                      {point}
                    </Text>
                  </List.Item>
                ))}
              </List>
              <Text fz="sm" c="dimmed">
                {numberFormat.format(clients.value)}
                {clients.suffix} {clients.label.toLowerCase()} · building apps since {siteConfig.foundedYear}
              </Text>
            </Stack>
          </div>
          <div>
            <div className={classes.phones}>
              {HERO_PHONES.map(({ slot, className, width, priority }) => (
                <div key={slot} className={className}>
                  <ScreenImage screen={phones[slot]} width={width} priority={priority} />
                </div>
              ))}
            </div>
          </div>
        </Split>
      </Container>
    </Box>
  )
}
