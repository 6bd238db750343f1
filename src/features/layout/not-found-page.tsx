import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconArrowLeft, IconApps } from '@tabler/icons-react'

/** Shown for any unknown path; the server answers it with HTTP 404. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={96} data-testid="not-found">
      <Stack align="center" ta="center" gap="md">
        <Text c="brand" fw={700} fz="lg">
          404
        </Text>
        <Title order={1}>We couldn't find that page</Title>
        <Text c="dimmed" maw={520}>
          The link may be broken or the page may have moved. Our ready-made apps are still one click away.
        </Text>
        <Group justify="center" mt="md">
          <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} stroke={1.75} />}>
            Back to home
          </Button>
          <Button component={Link} to="/apps" variant="default" leftSection={<IconApps size={18} stroke={1.75} />}>
            Browse apps
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}
