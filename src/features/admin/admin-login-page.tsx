import '~/styles/mantine-admin.css'
import { Alert, Anchor, Box, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm, schemaResolver } from '@mantine/form'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { IconAlertCircle, IconLock } from '@tabler/icons-react'
import { useState } from 'react'
import { LoginSchema, SIGN_IN_MESSAGES, type LoginInput } from '~/domain/admin'
import { readPublicError } from '~/domain/errors'
import { signInAdmin } from './auth.functions'
import { PasswordField } from './password-field'

export function AdminLoginPage() {
  const navigate = useNavigate()
  const search = useSearch({ from: '/admin/' })
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(LoginSchema, { sync: true }),
  })

  const onSubmit = form.onSubmit(async (values) => {
    setSubmitting(true)
    setError(null)
    try {
      await signInAdmin({ data: values })
      await navigate({ to: search.redirect ?? '/admin/dashboard' })
    } catch (error) {
      // Failures arrive as the error envelope (wrong credentials, lockout, database down).
      const failure = readPublicError(error)
      setError(failure.code === 'internal' ? SIGN_IN_MESSAGES.unavailable : failure.message)
    } finally {
      setSubmitting(false)
    }
  })

  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Center mih="100vh" p="md">
        <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={420}>
          <Stack gap="lg">
            <Stack gap={4} align="center">
              <img src="/brand/logo.svg" alt="" width={44} height={44} />
              <Title order={1} fz={26}>
                ReadyApps admin
              </Title>
              <Text c="dimmed" fz="sm">
                Sign in to manage blog posts and leads.
              </Text>
            </Stack>
            {error ? (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="Could not sign in">
                {error}
              </Alert>
            ) : null}
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="md">
                <TextInput
                  label="E-mail"
                  type="email"
                  autoComplete="username"
                  required
                  {...form.getInputProps('email')}
                  key={form.key('email')}
                />
                <PasswordField form={form} field="password" label="Password" autoComplete="current-password" />
                <Button type="submit" loading={submitting} leftSection={<IconLock size={18} stroke={1.75} />} fullWidth>
                  Sign in
                </Button>
              </Stack>
            </form>
            <Anchor component={Link} to="/" fz="sm" ta="center">
              Back to the website
            </Anchor>
          </Stack>
        </Paper>
      </Center>
    </Box>
  )
}
