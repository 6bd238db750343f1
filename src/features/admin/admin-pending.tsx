import { Loader, Stack, Text } from '@mantine/core'

/**
 * What an admin page shows while its code or data loads: the admin's own quiet placeholder, never
 * the public page skeleton. The text is visible, since an admin waiting should see why. Its own
 * small module (no admin CSS): admin routes keep it out of code splitting (see
 * src/routes/admin/dashboard/route.tsx), so it is in the route tree's chunk.
 */
export function AdminPending() {
  return (
    <Stack align="center" justify="center" mih="60vh" gap="sm" data-testid="admin-loading" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text fw={600}>Loading...</Text>
    </Stack>
  )
}
