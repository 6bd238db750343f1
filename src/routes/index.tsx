import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { Link, createFileRoute } from '@tanstack/react-router'
import { useContactDialog } from '~/features/contact/contact-dialog-context'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  const contact = useContactDialog()
  return (
    <Container py={96}>
      <Stack gap="lg" maw={760}>
        <Title order={1}>Launch your app business in weeks, not months</Title>
        <Text fz="xl" c="dimmed">
          Ready-made, white-label apps for astrology consultations, chat and appointments, food delivery, e-commerce and ride
          sharing. Your brand, our tested product, live in 2-4 weeks.
        </Text>
        <Group>
          <Button size="lg" onClick={() => contact.open({ source: 'home:hero' })}>
            Request a Demo
          </Button>
          <Button size="lg" variant="default" component={Link} to="/apps">
            View Apps
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}
