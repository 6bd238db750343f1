import { Box, Container, Skeleton, Stack } from '@mantine/core'

/** Pulsing placeholder shown while a page's code or data loads. */
export function PageSkeleton() {
  return (
    <Container py={64} aria-busy="true" aria-live="polite" data-testid="page-skeleton">
      <Box component="span" className="visually-hidden">
        Loading...
      </Box>
      <Stack gap="lg">
        <Skeleton height={44} width="60%" radius="md" />
        <Skeleton height={18} width="85%" />
        <Skeleton height={18} width="70%" />
        <Skeleton height={260} radius="lg" mt="md" />
      </Stack>
    </Container>
  )
}
