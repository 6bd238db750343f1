import { Alert, Anchor, Button, Card, Code, Group, List, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck, IconShieldLock } from '@tabler/icons-react'
import { SECOND_FACTOR_MESSAGES } from '~/domain/admin'
import { useAdminFormFlash } from '../use-admin-form-flash'

/** The endpoint of the card's forms (src/routes/admin/account.second-factor.ts). */
export const SECOND_FACTOR_SETUP_ACTION = '/admin/account/second-factor'

export interface SecondFactorSettings {
  enrolled: boolean
  pending: { secret: string; uri: string } | null
  recoveryCodesLeft: number | null
  provider: 'embedded' | 'supabase'
  available: boolean
  required: boolean
}

function CodeForm({ intent, label, button, color }: { intent: string; label: string; button: string; color?: string }) {
  return (
    <form method="post" action={SECOND_FACTOR_SETUP_ACTION} noValidate>
      <input type="hidden" name="intent" value={intent} />
      <Group align="flex-end" gap="sm">
        <TextInput label={label} name="code" autoComplete="one-time-code" required maxLength={40} w={220} />
        <Button type="submit" color={color} variant={color ? 'light' : 'filled'}>
          {button}
        </Button>
      </Group>
    </form>
  )
}

/**
 * Two-step sign-in on the account page: set up (a secret for any authenticator app, shown as an
 * otpauth:// link and as text, confirmed by a first code), the recovery codes once, a new
 * authenticator, turning it off. Native forms (they work before and after hydration); each post
 * comes back here with its outcome in the flash.
 */
export function SecondFactorCard({ settings }: { settings: SecondFactorSettings }) {
  const posted = useAdminFormFlash('second-factor-setup')
  const step = posted?.values?.step
  const pending =
    posted?.values?.secret && posted.values.uri
      ? { secret: posted.values.secret, uri: posted.values.uri }
      : settings.pending
  const recoveryCodes = step === 'enrolled' && !posted?.error ? (posted?.values?.recoveryCodes ?? '').split(' ') : []
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="second-factor-title"
      id="second-factor"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="second-factor-title">
            Two-step sign-in
          </Title>
          <Text fz="sm" c="dimmed">
            After your password, a code from an authenticator app on your phone (Google Authenticator, Microsoft
            Authenticator, 1Password, Aegis and the like).
          </Text>
        </div>
        {settings.required && !settings.enrolled ? (
          <Alert color="orange" variant="light" role="status" data-testid="second-factor-required">
            {SECOND_FACTOR_MESSAGES.enrolmentRequired}
          </Alert>
        ) : null}
        {posted?.error ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            data-testid="second-factor-feedback"
          >
            {posted.error.message}
          </Alert>
        ) : null}
        {step === 'disabled' && !posted?.error ? (
          <Alert color="teal" variant="light" role="status" data-testid="second-factor-feedback">
            {SECOND_FACTOR_MESSAGES.disabled}
          </Alert>
        ) : null}
        {recoveryCodes.length > 0 && recoveryCodes[0] ? (
          <Alert
            color="teal"
            variant="light"
            role="status"
            icon={<IconCircleCheck size={18} aria-hidden />}
            title="Recovery codes"
          >
            <Stack gap="xs">
              <Text fz="sm">{SECOND_FACTOR_MESSAGES.enrolled}</Text>
              <List data-testid="recovery-codes" fz="sm" ff="monospace">
                {recoveryCodes.map((code) => (
                  <List.Item key={code}>{code}</List.Item>
                ))}
              </List>
            </Stack>
          </Alert>
        ) : null}
        {!settings.available ? (
          <Alert color="gray" variant="light" data-testid="second-factor-unavailable">
            {SECOND_FACTOR_MESSAGES.keyMissing}
          </Alert>
        ) : settings.enrolled ? (
          <Stack gap="md">
            <Text fz="sm" data-testid="second-factor-status">
              Two-step sign-in is on.
              {settings.recoveryCodesLeft !== null ? ` Recovery codes left: ${settings.recoveryCodesLeft}.` : ''}
            </Text>
            <form method="post" action={SECOND_FACTOR_SETUP_ACTION}>
              <input type="hidden" name="intent" value="start" />
              <Button type="submit" variant="default" leftSection={<IconShieldLock size={16} aria-hidden />}>
                Set up a new authenticator
              </Button>
            </form>
            {pending ? <PendingEnrolment pending={pending} /> : null}
            <CodeForm intent="disable" label="Code to turn it off" button="Turn off two-step sign-in" color="red" />
          </Stack>
        ) : pending ? (
          <PendingEnrolment pending={pending} />
        ) : (
          <form method="post" action={SECOND_FACTOR_SETUP_ACTION}>
            <input type="hidden" name="intent" value="start" />
            <Button type="submit" leftSection={<IconShieldLock size={16} aria-hidden />} w="fit-content">
              Set up two-step sign-in
            </Button>
          </form>
        )}
      </Stack>
    </Card>
  )
}

function PendingEnrolment({ pending }: { pending: { secret: string; uri: string } }) {
  return (
    <Stack gap="sm" data-testid="second-factor-setup">
      <Text fz="sm">
        1. In your authenticator app, add an account: on this phone,{' '}
        <Anchor href={pending.uri}>open the set-up link</Anchor>; otherwise type this key (time-based, 6 digits):
      </Text>
      <Code block data-testid="second-factor-secret" fz="md">
        {pending.secret}
      </Code>
      <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }} data-testid="second-factor-uri">
        {pending.uri}
      </Text>
      <Text fz="sm">2. Enter the code the app shows to turn two-step sign-in on.</Text>
      <CodeForm intent="confirm" label="Code from the app" button="Turn on" />
    </Stack>
  )
}
