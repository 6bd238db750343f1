import { Anchor, Badge, Code, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconLoader } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { siteConfig } from '#app-config'
import kit from '~/ui/utilities/utilities.module.css'
import { withTheme } from '~/ui/theme-scope/theme-scope'
import { Columns } from '~/ui/columns/columns'
import classes from './team-status.module.css'

const checks: { label: string; href: string; expect: string }[] = [
  { label: 'Health check', href: '/healthz', expect: 'JSON with status "ok"' },
  { label: 'Sitemap', href: '/sitemap.xml', expect: 'Every public page; no admin or test pages' },
  { label: 'Robots', href: '/robots.txt', expect: 'Points to the sitemap; admin disallowed' },
  { label: 'Blog feed', href: '/rss.xml', expect: 'RSS 2.0 of the published posts' },
]

function StatusRow({ done, label, detail, testId }: { done: boolean; label: string; detail: string; testId: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid={testId} data-done={done || undefined}>
      {done ? (
        <IconCircleCheck
          size={24}
          stroke={1.75}
          color="var(--mantine-color-teal-8)"
          aria-hidden
          className={kit.noShrink}
        />
      ) : (
        <IconLoader size={24} stroke={1.75} color="var(--mantine-color-gray-7)" aria-hidden className={kit.noShrink} />
      )}
      <div>
        <Text fw={700}>{label}</Text>
        <Text fz="sm" c="dimmed">
          {detail}
        </Text>
      </div>
    </Group>
  )
}

/**
 * /testing: the spec's 'placeholder test page', made useful: a noindex status page for the team
 * with the site's facts and the machine-readable endpoints to check after a deploy.
 */
function TeamStatusContent() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  return (
    <Container size="md" className={classes.page}>
      <Stack gap="xl">
        <div>
          <Badge variant="light" color="gray" mb="sm">
            Internal · not indexed
          </Badge>
          <Title order={1}>Site status</Title>
          <Text c="dimmed" fz="lg" mt="sm">
            A quick check for the team after a deploy: does the site render, does the browser app start, and do the
            machine-readable endpoints answer?
          </Text>
        </div>

        <Paper withBorder radius="lg" className={classes.checks}>
          <Stack gap="md">
            <StatusRow
              done
              label="Server rendering"
              detail="This page was rendered by the server."
              testId="status-rendered"
            />
            <StatusRow
              done={hydrated}
              label="Browser app"
              detail={hydrated ? 'React has hydrated; links and buttons work.' : 'Waiting for JavaScript to start…'}
              testId="status-hydrated"
            />
          </Stack>
        </Paper>

        <div>
          <Title order={2} fz="xl" mb="md">
            Site facts
          </Title>
          <Columns cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
            {[
              ['Brand', siteConfig.brand],
              ['Founded', String(siteConfig.foundedYear)],
              ['Sales e-mail', siteConfig.contact.email],
            ].map(([label, value]) => (
              <Paper key={label} withBorder radius="md" p="md">
                <Text component="dt" fz="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0} fw={700} className={kit.breakAnywhere}>
                  {value}
                </Text>
              </Paper>
            ))}
          </Columns>
        </div>

        <div>
          <Title order={2} fz="xl" mb="md">
            Endpoints to check
          </Title>
          <Stack gap="sm" component="ul" className={kit.plainList}>
            {checks.map((check) => (
              <Paper key={check.href} component="li" withBorder radius="md" p="md">
                <Group justify="space-between" gap="xs">
                  <Text fw={700}>{check.label}</Text>
                  <Anchor href={check.href} target="_blank" rel="noopener" mih={32} className={kit.tapLink}>
                    <Code fz="sm">{check.href}</Code>
                  </Anchor>
                </Group>
                <Text fz="sm" c="dimmed" mt={4}>
                  {check.expect}
                </Text>
              </Paper>
            ))}
          </Stack>
        </div>
      </Stack>
    </Container>
  )
}

/** TeamStatusContent inside Mantine's theme (see ThemeScope). */
export const TeamStatus = withTheme(TeamStatusContent)
