import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Generic failure page: never shows internals, always offers a way home. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <Container size="sm" py={96} data-testid="error-page">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Unexpected Application Error!</Title>
        <Text c="dimmed" maw={520}>
          Something went wrong while showing this page. Please try again; if it keeps happening, let us know.
        </Text>
        <Group justify="center" mt="md">
          <Button
            onClick={() => {
              reset()
              void router.invalidate()
            }}
          >
            Try again
          </Button>
          <Button component="a" href="/" variant="default">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}
