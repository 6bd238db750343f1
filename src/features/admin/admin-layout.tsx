import '~/styles/mantine-admin.css'
import { Alert, AppShell, Button, Divider, Group, NavLink, Stack, Text } from '@mantine/core'
import { Burger } from '~/ui/burger/burger'
import { useDisclosure } from '@mantine/hooks'
import { ModalsProvider } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { Link, Outlet, useRouterState } from '@tanstack/react-router'
import {
  IconChartBar,
  IconExternalLink,
  IconFileText,
  IconInbox,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconShieldLock,
  IconUserCircle,
  IconWebhook,
} from '@tabler/icons-react'
import { useFormFlash } from '~/features/forms/use-form-flash'
import classes from './admin-layout.module.css'
import { signOutAdmin } from './auth.functions'
import { useSignOut } from './use-sign-out'
import { ADMIN_SECTIONS, activeAdminSection, type AdminSection } from './admin-sections'
import { withTheme } from '~/ui/theme-scope/theme-scope'

const icons: Record<AdminSection['to'], typeof IconInbox> = {
  '/admin/dashboard': IconLayoutDashboard,
  '/admin/dashboard/postmanagement': IconFileText,
  '/admin/dashboard/leads': IconInbox,
  '/admin/dashboard/analytics': IconChartBar,
  '/admin/dashboard/subscribers': IconMail,
  '/admin/dashboard/webhooks': IconWebhook,
  '/admin/dashboard/personal-data': IconShieldLock,
  '/admin/dashboard/account': IconUserCircle,
}

const reportSignOutFailure = (message: string) => notifications.show({ color: 'red', title: 'Not signed out', message })

/** The endpoint of the sign-out form's native post (src/routes/admin/sign-out.ts). */
export const SIGN_OUT_FORM_ACTION = '/admin/sign-out'

/**
 * Ends this session and goes to the sign-in page (in the header, and on phones in the menu). A
 * form that posts to /admin/sign-out, so it works before the admin's script has arrived; once
 * it has, the server function runs in place.
 */
function SignOutButton({ size, returnTo }: { size?: 'xs'; returnTo: string }) {
  const { signOut, signingOut } = useSignOut(signOutAdmin, reportSignOutFailure)
  return (
    <form
      method="post"
      action={SIGN_OUT_FORM_ACTION}
      onSubmit={(event) => {
        event.preventDefault()
        void signOut()
      }}
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button
        type="submit"
        variant="default"
        size={size}
        leftSection={<IconLogout size={16} aria-hidden />}
        loading={signingOut}
      >
        Sign out
      </Button>
    </form>
  )
}

function AdminLayoutContent({ email }: { email: string }) {
  const [opened, { toggle, close }] = useDisclosure()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const section = activeAdminSection(pathname)
  // A sign-out posted without JavaScript that could not end the session comes back with its message.
  const signOutFailure = useFormFlash('sign-out')?.error

  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label="Admin navigation"
                aria-expanded={opened}
                aria-controls="admin-navigation"
              />
              <img src="/brand/logo.svg" alt="" width={30} height={30} />
              <Text fw={800} truncate>
                ReadyApps admin
              </Text>
            </Group>
            {/* On phones the e-mail and "Sign out" live at the end of the burger menu. */}
            <Group gap="sm" wrap="nowrap" visibleFrom="sm">
              <Text fz="sm" c="dimmed" data-testid="admin-email" className={classes.email}>
                {email}
              </Text>
              <SignOutButton size="xs" returnTo={pathname} />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar
          p="sm"
          aria-label="Admin"
          id="admin-navigation"
          className={classes.navbar}
          data-mobile-closed={opened ? undefined : true}
        >
          <Stack gap={4}>
            {ADMIN_SECTIONS.map((link) => {
              const active = link.to === section
              const LinkIcon = icons[link.to]
              return (
                <NavLink
                  key={link.to}
                  component={Link}
                  to={link.to}
                  // The router would mark the Dashboard link current (aria-current, data-status) on
                  // every page below it too: only the section this page belongs to is current.
                  activeOptions={{ exact: true }}
                  label={link.label}
                  leftSection={<LinkIcon size={18} stroke={1.75} aria-hidden />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={close}
                />
              )
            })}
            <NavLink
              component="a"
              href="/"
              label="View website"
              leftSection={<IconExternalLink size={18} stroke={1.75} aria-hidden />}
            />
          </Stack>
          <Stack gap="xs" hiddenFrom="sm" mt="md">
            <Divider />
            <Text fz="sm" c="dimmed" className={classes.email}>
              Signed in as {email}
            </Text>
            <SignOutButton returnTo={pathname} />
          </Stack>
        </AppShell.Navbar>
        <AppShell.Main className={classes.main}>
          {signOutFailure ? (
            <Alert color="red" role="alert" title="Not signed out" mb="md">
              {signOutFailure.message}
            </Alert>
          ) : null}
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  )
}

/** AdminLayoutContent inside Mantine's theme (see ThemeScope). */
export const AdminLayout = withTheme(AdminLayoutContent)
