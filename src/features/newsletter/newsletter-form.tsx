import { Alert, Button, Group, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconCircleCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { footerContent } from '~/content/footer'
import { HoneypotField } from '~/ui/honeypot-field/honeypot-field'
import { readPublicError } from '~/domain/errors'
import { NEWSLETTER_MESSAGES, NewsletterSchema } from '~/domain/newsletter'
import { publicErrorText } from '~/features/contact/public-error-text'
import { subscribeNewsletter } from './newsletter.functions'

/** Footer sign-up form: stores the address and confirms in place. */
export function NewsletterForm() {
  const { newsletter } = footerContent
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle')
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', website: '' },
    validate: schemaResolver(NewsletterSchema, { sync: true }),
  })

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

  return (
    <form
      aria-label="Newsletter sign-up"
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        setStatus('sending')
        try {
          await subscribeNewsletter({ data: values })
          setStatus('done')
        } catch (error) {
          // The server's own words under the field (its check of the address, or the rate
          // limit with how long to wait); the typed address stays for another try.
          const failure = readPublicError(error)
          form.setFieldError('email', failure.fields?.email ?? publicErrorText(failure, NEWSLETTER_MESSAGES.failed))
          setStatus('idle')
        }
      })}
    >
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
          {...form.getInputProps('email')}
        />
        <Button type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? 'Subscribing...' : newsletter.buttonText}
        </Button>
      </Group>
      <HoneypotField value={form.values.website} onChange={(value) => form.setFieldValue('website', value)} />
    </form>
  )
}
