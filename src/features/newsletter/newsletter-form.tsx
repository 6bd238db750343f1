import { Alert, Button, Group, TextInput } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { footerContent } from '~/content/footer'
import { HoneypotField } from '~/ui/honeypot-field/honeypot-field'
import { readPublicError } from '~/domain/errors'
import { NEWSLETTER_MESSAGES, NewsletterSchema } from '~/domain/newsletter'
import { publicErrorText } from '~/features/contact/public-error-text'
import { subscribeNewsletter } from './newsletter.functions'

/** The first message the shared schema gives for the address, or undefined when it is valid. */
function emailError(values: { email: string; website: string }): string | undefined {
  const result = v.safeParse(NewsletterSchema, values)
  if (result.success) return undefined
  const issues = v.flatten<typeof NewsletterSchema>(result.issues)
  return issues.nested?.email?.[0] ?? issues.root?.[0]
}

/**
 * Footer sign-up form: stores the address and confirms in place. Two fields need no form
 * library: plain state and the shared valibot schema keep @mantine/form (about 6 KB gzip) out
 * of every page's JavaScript, since the footer is on every page.
 */
export function NewsletterForm() {
  const { newsletter } = footerContent
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle')
  const [values, setValues] = useState({ email: '', website: '' })
  const [error, setError] = useState<string | undefined>(undefined)

  if (status === 'done') {
    return (
      <Alert
        role="status"
        variant="light"
        color="teal"
        icon={<IconCircleCheck size={20} stroke={1.75} aria-hidden />}
        data-testid="newsletter-confirmation"
      >
        {NEWSLETTER_MESSAGES.success}
      </Alert>
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const invalid = emailError(values)
    if (invalid) {
      setError(invalid)
      return
    }
    setStatus('sending')
    try {
      await subscribeNewsletter({ data: values })
      setStatus('done')
    } catch (failureError) {
      // The server's own words under the field (its check of the address, or the rate limit
      // with how long to wait); the typed address stays for another try.
      const failure = readPublicError(failureError)
      setError(failure.fields?.email ?? publicErrorText(failure, NEWSLETTER_MESSAGES.failed))
      setStatus('idle')
    }
  }

  return (
    <form aria-label="Newsletter sign-up" noValidate onSubmit={(event) => void submit(event)}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          type="email"
          name="email"
          required
          placeholder={newsletter.placeholder}
          aria-label="Email address"
          autoComplete="email"
          maxLength={254}
          flex={1}
          value={values.email}
          error={error}
          onChange={(event) => {
            const email = event.currentTarget.value
            setValues((previous) => ({ ...previous, email }))
            // Like the form library did: a message goes once the visitor edits the address.
            setError(undefined)
          }}
        />
        <Button type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? 'Subscribing...' : newsletter.buttonText}
        </Button>
      </Group>
      <HoneypotField
        value={values.website}
        onChange={(website) => setValues((previous) => ({ ...previous, website }))}
      />
    </form>
  )
}
