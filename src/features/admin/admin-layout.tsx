import '~/styles/mantine-admin.css'
import { AppShell, Burger, Button, Group, NavLink, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { ModalsProvider } from '@mantine/modals'
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { IconExternalLink, IconFileText, IconInbox, IconLayoutDashboard, IconLogout } from '@tabler/icons-react'
import { useState } from 'react'
import { signOutAdmin } from './auth.functions'

const links = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: IconLayoutDashboard, exact: true },
  { to: '/admin/dashboard/postmanagement', label: 'Posts', icon: IconFileText, exact: false },
  { to: '/admin/dashboard/leads', label: 'Leads', icon: IconInbox, exact: false },
] as const

export function AdminLayout({ email }: { email: string }) {
  const [opened, { toggle, close }] = useDisclosure()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const navigate = useNavigate()
  const [signingOut, setSigningOut] = useState(false)

  const signOut = async () => {
    setSigningOut(true)
    try {
      await signOutAdmin()
    } catch (error) {
      console.error('Sign-out failed', error)
    } finally {
      await navigate({ to: '/admin' })
    }
  }

  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between">
            <Group gap="sm">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle admin navigation" />
              <img src="/brand/logo.svg" alt="" width={30} height={30} />
              <Text fw={800}>ReadyApps admin</Text>
            </Group>
            <Group gap="sm">
              <Text fz="sm" c="dimmed" visibleFrom="sm" data-testid="admin-email">
                {email}
              </Text>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconLogout size={16} />}
                onClick={signOut}
                loading={signingOut}
              >
                Sign out
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label="Admin">
          <Stack gap={4}>
            {links.map((link) => (
              <NavLink
                key={link.to}
                component={Link}
                to={link.to}
                label={link.label}
                leftSection={<link.icon size={18} stroke={1.75} />}
                active={link.exact ? pathname === link.to : pathname.startsWith(link.to)}
                onClick={close}
              />
            ))}
            <NavLink
              component="a"
              href="/"
              label="View website"
              leftSection={<IconExternalLink size={18} stroke={1.75} />}
            />
          </Stack>
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  )
}

export function AdminLoading() {
  return (
    <Stack align="center" justify="center" mih="60vh" data-testid="admin-loading">
      <Text fw={600}>Loading...</Text>
    </Stack>
  )
}
