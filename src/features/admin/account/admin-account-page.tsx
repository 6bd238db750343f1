import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { modals } from '@mantine/modals'
import { IconAlertCircle, IconCircleCheck, IconKey, IconLogout } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { ACCOUNT_MESSAGES, ADMIN_PASSWORD_MIN, ChangePasswordSchema } from '~/domain/admin-account'
import { readPublicError, type PublicError } from '~/domain/errors'
import { typedFieldsOf, useTypedBeforeHydration } from '~/features/forms/typed-before-hydration'
import { AdminPageHeader } from '../admin-list'
import { PasswordField } from '../password-field'
import { changeAdminPassword, signOutEverywhere } from '../auth.functions'
import { useAdminFormFlash } from '../use-admin-form-flash'
import { useSignOut } from '../use-sign-out'
import { SecondFactorCard, type SecondFactorSettings } from './second-factor-card'

/** The endpoint of the password form's native post (src/routes/admin/account.password.ts). */
export const CHANGE_PASSWORD_FORM_ACTION = '/admin/account/password'

type Feedback = { kind: 'success' | 'error'; text: string } | null

/** What a native post of the password form answered (the flash), as the card's feedback. */
function postedFeedback(error: PublicError | undefined): Feedback {
  return error ? { kind: 'error', text: error.message } : { kind: 'success', text: ACCOUNT_MESSAGES.passwordChanged }
}

function FeedbackAlert({ feedback, testId }: { feedback: Feedback; testId: string }) {
  if (!feedback) return null
  const success = feedback.kind === 'success'
  return (
    <Alert
      role={success ? 'status' : 'alert'}
      color={success ? 'teal' : 'red'}
      variant="light"
      icon={success ? <IconCircleCheck size={18} aria-hidden /> : <IconAlertCircle size={18} aria-hidden />}
      data-testid={testId}
    >
      {feedback.text}
    </Alert>
  )
}

/**
 * Before the admin's script has hydrated (or without JavaScript) the form posts to
 * /admin/account/password, which answers with this page again and its outcome (the flash: the
 * messages under their fields, never a password).
 */
function ChangePasswordCard() {
  const posted = useAdminFormFlash('admin-password')
  const [feedback, setFeedback] = useState<Feedback>(posted ? postedFeedback(posted.error) : null)
  const [saving, setSaving] = useState(false)
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    initialErrors: posted?.error?.fields,
    validate: schemaResolver(ChangePasswordSchema, { sync: true }),
  })
  // What was typed before the page hydrated (the fields keep it) is what a send after it checks.
  const formRef = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(formRef, (typed) => form.setValues(typedFieldsOf(typed, form.getValues())))

  const onSubmit = form.onSubmit(async (values) => {
    setSaving(true)
    setFeedback(null)
    try {
      const result = await changeAdminPassword({ data: values })
      form.reset()
      setFeedback({ kind: 'success', text: result.message })
    } catch (error) {
      const failure = readPublicError(error)
      if (failure.fields) form.setErrors(failure.fields)
      setFeedback({ kind: 'error', text: failure.message })
    } finally {
      setSaving(false)
    }
  })

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="change-password-title"
      id="change-password"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="change-password-title">
            Change password
          </Title>
          <Text fz="sm" c="dimmed">
            At least {ADMIN_PASSWORD_MIN} characters; a few unrelated words make a strong one. Your other sessions are
            signed out.
          </Text>
        </div>
        <FeedbackAlert feedback={feedback} testId="password-feedback" />
        {/* A native post before the admin's script has hydrated: nothing goes into the URL. */}
        <form ref={formRef} method="post" action={CHANGE_PASSWORD_FORM_ACTION} onSubmit={onSubmit} noValidate>
          <Stack gap="sm" maw={420}>
            <PasswordField
              form={form}
              field="currentPassword"
              label="Current password"
              autoComplete="current-password"
            />
            <PasswordField form={form} field="newPassword" label="New password" autoComplete="new-password" />
            <PasswordField
              form={form}
              field="confirmPassword"
              label="Repeat the new password"
              autoComplete="new-password"
            />
            <Button type="submit" loading={saving} leftSection={<IconKey size={16} aria-hidden />} w="fit-content">
              Change password
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  )
}

function SignOutEverywhereCard() {
  const [feedback, setFeedback] = useState<Feedback>(null)
  const { signOut, signingOut } = useSignOut(signOutEverywhere, (text) => setFeedback({ kind: 'error', text }))
  const run = () => {
    setFeedback(null)
    void signOut()
  }

  const confirm = () =>
    modals.openConfirmModal({
      title: 'Sign out everywhere?',
      children: (
        <Text fz="sm">Every browser and device signed in to this account is signed out, this one included.</Text>
      ),
      labels: { confirm: 'Sign out everywhere', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: run,
    })

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sign-out-everywhere-title">
      <Stack gap="md" align="flex-start">
        <div>
          <Title order={2} fz="lg" id="sign-out-everywhere-title">
            Sign out everywhere
          </Title>
          <Text fz="sm" c="dimmed">
            Lost a device, or signed in on a shared computer? End every session of this account.
          </Text>
        </div>
        <FeedbackAlert feedback={feedback} testId="sign-out-everywhere-feedback" />
        <Button
          variant="light"
          color="red"
          loading={signingOut}
          onClick={confirm}
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          Sign out everywhere
        </Button>
      </Stack>
    </Card>
  )
}

/** The signed-in admin's own account: password and sessions. */
export function AdminAccountPage({
  email,
  provider,
  secondFactor,
}: {
  email: string
  provider: 'embedded' | 'supabase'
  secondFactor: SecondFactorSettings
}) {
  return (
    <Stack gap="lg" maw={720}>
      <AdminPageHeader title="Account" help={`Signed in as ${email}.`} />
      <SecondFactorCard settings={secondFactor} />
      {provider === 'embedded' ? (
        <ChangePasswordCard />
      ) : (
        <Alert variant="light" color="blue" title="Password">
          {ACCOUNT_MESSAGES.managedElsewhere}
        </Alert>
      )}
      <SignOutEverywhereCard />
    </Stack>
  )
}
