import '~/styles/mantine-admin.css'
import { Alert, Anchor, Box, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm, schemaResolver } from '@mantine/form'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { IconAlertCircle, IconLock } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { LoginSchema, SIGN_IN_MESSAGES, type LoginInput } from '~/domain/admin'
import { readPublicError, type PublicError } from '~/domain/errors'
import { useFormFlash } from '~/features/forms/use-form-flash'
import { typedFieldsOf, useTypedBeforeHydration } from '~/features/forms/typed-before-hydration'
import { signInAdmin } from './auth.functions'
import { PasswordField } from './password-field'
import { withTheme } from '~/ui/theme-scope/theme-scope'

/** What the page says about a refused sign-in (wrong credentials, lockout, database down). */
function failureText(failure: PublicError): string {
  return failure.code === 'internal' ? SIGN_IN_MESSAGES.unavailable : failure.message
}

/** The endpoint of the form's native post (src/routes/admin/sign-in.ts). */
export const SIGN_IN_FORM_ACTION = '/admin/sign-in'

/**
 * The admin sign-in. Before its script has arrived (or without JavaScript) the form posts to
 * /admin/sign-in, which answers with the dashboard, or with this page again and its message
 * (useFormFlash; the e-mail kept, never the password).
 */
function AdminLoginPageContent() {
  const navigate = useNavigate()
  const search = useSearch({ from: '/admin/' })
  const flash = useFormFlash('sign-in')
  const [error, setError] = useState<string | null>(flash?.error ? failureText(flash.error) : null)
  const [submitting, setSubmitting] = useState(false)
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: flash?.values?.email ?? '', password: '' },
    validate: schemaResolver(LoginSchema, { sync: true }),
  })
  // What was typed before the page's script had run (the fields keep it) becomes the form's values,
  // which a send after hydration reads.
  const formRef = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(formRef, (typed) => form.setValues(typedFieldsOf(typed, form.getValues())))

  const onSubmit = form.onSubmit(async (values) => {
    setSubmitting(true)
    setError(null)
    try {
      const { secondFactor } = await signInAdmin({ data: values })
      if (secondFactor) await navigate({ to: '/admin/verify', search: { redirect: search.redirect } })
      else await navigate({ to: search.redirect ?? '/admin/dashboard' })
    } catch (error) {
      // Failures arrive as the error envelope (wrong credentials, lockout, database down).
      setError(failureText(readPublicError(error)))
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
            <form ref={formRef} method="post" action={SIGN_IN_FORM_ACTION} onSubmit={onSubmit} noValidate>
              <input type="hidden" name="returnTo" value={search.redirect ?? ''} />
              <Stack gap="md">
                <TextInput
                  label="E-mail"
                  name="email"
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

/** AdminLoginPageContent inside Mantine's theme (see ThemeScope). */
export const AdminLoginPage = withTheme(AdminLoginPageContent)
