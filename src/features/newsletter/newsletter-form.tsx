import { Button } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useRouterState } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { footerContent } from '~/content/footer'
import { HoneypotField } from '~/ui/honeypot-field/honeypot-field'
import { readPublicError, type PublicError } from '~/domain/errors'
import { NEWSLETTER_MESSAGES, NewsletterSchema, type NewsletterInput } from '~/domain/newsletter'
import { publicErrorText } from '~/features/contact/public-error-text'
import { useFormFlash } from '~/features/forms/use-form-flash'
import { useSubmissionId } from '~/features/forms/submission-id'
import classes from './newsletter-form.module.css'
import { subscribeNewsletter } from './newsletter.functions'

/** The first message the shared schema gives for the address, or undefined when it is valid. */
function emailError(values: { email: string; website: string }): string | undefined {
  const result = v.safeParse(NewsletterSchema, values)
  if (result.success) return undefined
  const issues = v.flatten<typeof NewsletterSchema>(result.issues)
  return issues.nested?.email?.[0] ?? issues.root?.[0]
}

/** The server's own words under the field (its check of the address, or the rate limit with how long to wait). */
function failureText(failure: PublicError): string {
  return failure.fields?.email ?? publicErrorText(failure, NEWSLETTER_MESSAGES.failed)
}

/** The endpoint of the form's native post (src/routes/forms/newsletter.ts). */
export const NEWSLETTER_FORM_ACTION = '/forms/newsletter'

/**
 * Footer sign-up form: stores the address and confirms in place. The footer is on every page,
 * so it is kept light: the shared valibot schema instead of @mantine/form, and a plain input and
 * confirmation styled like Mantine's instead of TextInput and Alert (together about 12 KB gzip).
 * Its fields keep their own values and are read when the form is sent: the footer's code comes
 * when the visitor reaches it, and what they type before it has arrived is kept.
 *
 * Before the code has arrived (or without JavaScript) it is a plain form that posts to
 * /forms/newsletter, which answers with this page again and its outcome (useFormFlash): the
 * confirmation, or the message with the address kept. The address never goes into a URL.
 */
export function NewsletterForm() {
  const { newsletter } = footerContent
  const flash = useFormFlash('newsletter')
  const returnTo = useRouterState({ select: (state) => state.location.pathname })
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>(flash && !flash.error ? 'done' : 'idle')
  const [error, setError] = useState<string | undefined>(flash?.error ? failureText(flash.error) : undefined)
  const { submissionId, renew } = useSubmissionId()
  const errorId = useId()

  if (status === 'done') {
    return (
      <div id="newsletter" role="status" className={classes.confirmation} data-testid="newsletter-confirmation">
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
      // The attempt's id goes along (the schema takes what it knows): a retry is stored once.
      await subscribeNewsletter({ data: { ...values, submissionId } as NewsletterInput })
      renew()
      setStatus('done')
    } catch (failureError) {
      // The typed address stays for another try.
      setError(failureText(readPublicError(failureError)))
      setStatus('idle')
    }
  }

  return (
    <form
      id="newsletter"
      method="post"
      action={NEWSLETTER_FORM_ACTION}
      aria-label="Newsletter sign-up"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="submissionId" value={submissionId} />
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
            defaultValue={flash?.values?.email}
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
