import { Alert, Button, Group, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconCircleCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { footerContent } from '~/content/footer'
import { NEWSLETTER_SUCCESS_MESSAGE, NewsletterSchema } from './newsletter-schema'
import { subscribeNewsletter } from './newsletter.functions'

const FAILURE_MESSAGE = 'We could not sign you up just now. Please try again in a few minutes.'

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
        {NEWSLETTER_SUCCESS_MESSAGE}
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
        } catch {
          form.setFieldError('email', FAILURE_MESSAGE)
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
          style={{ flex: 1 }}
          {...form.getInputProps('email')}
        />
        <Button type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? 'Subscribing...' : newsletter.buttonText}
        </Button>
      </Group>
      {/* Honeypot: hidden from people and screen readers; bots fill it in. */}
      <div
        aria-hidden="true"
        style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
      >
        <label>
          Website
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.values.website}
            onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
          />
        </label>
      </div>
    </form>
  )
}
