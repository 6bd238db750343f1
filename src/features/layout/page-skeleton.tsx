import { Box, Container, Loader, Skeleton, Stack, Text } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'

/**
 * What the router shows while a page's code or data loads (its defaultPendingComponent). Public
 * pages get a pulsing outline of a page. Admin pages get a quiet "Loading..." of their own instead:
 * an admin who just signed in must not see the public page's skeleton flash. It lives here, in the
 * one default, so no admin code has to be in the entry of public pages.
 */
export function PageSkeleton() {
  const admin = useRouterState({ select: (state) => state.location.pathname.startsWith('/admin') })
  if (admin) {
    return (
      <Stack align="center" justify="center" mih="60vh" gap="sm" data-testid="admin-loading" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text fw={600}>Loading...</Text>
      </Stack>
    )
  }
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
