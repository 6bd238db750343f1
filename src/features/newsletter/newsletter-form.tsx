import { Button } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useId, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { footerContent } from '~/content/footer'
import { HoneypotField } from '~/ui/honeypot-field/honeypot-field'
import { readPublicError } from '~/domain/errors'
import { NEWSLETTER_MESSAGES, NewsletterSchema } from '~/domain/newsletter'
import { publicErrorText } from '~/features/contact/public-error-text'
import classes from './newsletter-form.module.css'
import { subscribeNewsletter } from './newsletter.functions'

/** The first message the shared schema gives for the address, or undefined when it is valid. */
function emailError(values: { email: string; website: string }): string | undefined {
  const result = v.safeParse(NewsletterSchema, values)
  if (result.success) return undefined
  const issues = v.flatten<typeof NewsletterSchema>(result.issues)
  return issues.nested?.email?.[0] ?? issues.root?.[0]
}

/**
 * Footer sign-up form: stores the address and confirms in place. The footer is on every page,
 * so it is kept light: the shared valibot schema instead of @mantine/form, and a plain input and
 * confirmation styled like Mantine's instead of TextInput and Alert (together about 12 KB gzip).
 * Its fields keep their own values and are read when the form is sent: the footer's code comes
 * when the visitor reaches it, and what they type before it has arrived is kept.
 */
export function NewsletterForm() {
  const { newsletter } = footerContent
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle')
  const [error, setError] = useState<string | undefined>(undefined)
  const errorId = useId()

  if (status === 'done') {
    return (
      <div role="status" className={classes.confirmation} data-testid="newsletter-confirmation">
        <IconCircleCheck size={20} stroke={1.75} aria-hidden />
        {NEWSLETTER_MESSAGES.success}
      </div>
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const fields = new FormData(event.currentTarget)
    const values = { email: String(fields.get('email') ?? ''), website: String(fields.get('website') ?? '') }
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
      <div className={classes.row}>
        <div className={classes.field}>
          <input
            type="email"
            name="email"
            required
            placeholder={newsletter.placeholder}
            aria-label="Email address"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoComplete="email"
            maxLength={254}
            className={classes.input}
            // Like the form library did: a message goes once the visitor edits the address.
            onChange={error ? () => setError(undefined) : undefined}
          />
          {error ? (
            <p id={errorId} className={classes.error}>
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" className={classes.button} disabled={status === 'sending'}>
          {status === 'sending' ? 'Subscribing...' : newsletter.buttonText}
        </Button>
      </div>
      <HoneypotField />
    </form>
  )
}
