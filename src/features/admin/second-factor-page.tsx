import '~/styles/mantine-admin.css'
import { Alert, Anchor, Box, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { Link, useSearch } from '@tanstack/react-router'
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react'
import { useFormFlash } from '~/features/forms/use-form-flash'
import { withTheme } from '~/ui/theme-scope/theme-scope'

/** The endpoint of the code form's post (src/routes/admin/verify-code.ts). */
export const SECOND_FACTOR_FORM_ACTION = '/admin/verify-code'

/**
 * The sign-in's second step, after a right password: the code of the admin's authenticator app,
 * or one of their recovery codes. A native form in every case (before and after hydration): the
 * endpoint answers with the dashboard, or with this page and its message.
 */
function SecondFactorPageContent({ email }: { email: string }) {
  const search = useSearch({ from: '/admin/verify' })
  const flash = useFormFlash('second-factor')
  const error = flash?.error?.message ?? null
  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Center mih="100vh" p="md">
        <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={420}>
          <Stack gap="lg">
            <Stack gap={4} align="center">
              <img src="/brand/logo.svg" alt="" width={44} height={44} />
              <Title order={1} fz={26}>
                Two-step sign-in
              </Title>
              <Text c="dimmed" fz="sm" ta="center">
                Enter the 6-digit code your authenticator app shows for {email}.
              </Text>
            </Stack>
            {error ? (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="Could not sign in">
                {error}
              </Alert>
            ) : null}
            <form method="post" action={SECOND_FACTOR_FORM_ACTION} noValidate>
              <input type="hidden" name="returnTo" value={search.redirect ?? ''} />
              <Stack gap="md">
                <TextInput
                  label="Code"
                  name="code"
                  autoComplete="one-time-code"
                  inputMode="text"
                  required
                  autoFocus
                  maxLength={40}
                  description="No app at hand? Enter one of your recovery codes instead (each works once)."
                />
                <Button type="submit" leftSection={<IconShieldLock size={18} stroke={1.75} />} fullWidth>
                  Verify
                </Button>
              </Stack>
            </form>
            <Anchor component={Link} to="/admin" fz="sm" ta="center">
              Start again
            </Anchor>
          </Stack>
        </Paper>
      </Center>
    </Box>
  )
}

/** SecondFactorPageContent inside Mantine's theme (see ThemeScope). */
export const SecondFactorPage = withTheme(SecondFactorPageContent)
