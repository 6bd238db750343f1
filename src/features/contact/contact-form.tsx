import { Alert, Anchor, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconClock, IconLock, IconSend } from '@tabler/icons-react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { siteConfig } from '#app-config'
import { Columns } from '~/ui/columns/columns'
import { HoneypotField } from '~/ui/honeypot-field/honeypot-field'
import '~/styles/mantine-form.css'
import { submitContactRequest } from './contact.functions'
import { CONTACT_FORM_ACTION } from './contact-link'
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  ContactFormSchema,
  EMPTY_CONTACT_FORM,
  leadOriginFromLocation,
  type ContactFormValues,
  type ContactRequestInput,
} from '~/domain/contact'
import { readPublicError } from '~/domain/errors'
import type { FormFlash } from '~/domain/form-flash'
import type { ProductId } from '~/domain/product'
import { useFormFlash } from '~/features/forms/use-form-flash'
import { useSubmissionId } from '~/features/forms/submission-id'
import { typedFieldsOf, useTypedBeforeHydration } from '~/features/forms/typed-before-hydration'
import { clearContactDraft, readContactDraft, saveContactDraft } from './contact-draft'
import { PRODUCT_OPTIONS, productOptionText } from './product-options'
import { publicErrorText } from './public-error-text'
import classes from './contact-form.module.css'

const REQUIRED_FIELDS = ['name', 'email', 'mobile', 'product'] as const

type Notice = { title: string; message: string }

export { CONTACT_FORM_ACTION }

/** The form's values from a refused native post: what the visitor sent, as the form holds it. */
function flashValues(flash: FormFlash | null): Partial<ContactFormValues> {
  const values: Partial<ContactFormValues> = {}
  for (const [name, value] of Object.entries(flash?.values ?? {})) {
    if (name === 'terms') values.terms = value === 'on' || value === 'true'
    else if (name in EMPTY_CONTACT_FORM && name !== 'website') (values as Record<string, string>)[name] = value
  }
  return values
}

/** What the page says about a refused native post, as the hydrated form says it about a refused call. */
function flashNotices(flash: FormFlash | null): { notice: Notice | null; serverError: string | null } {
  const failure = flash?.error
  if (!failure) return { notice: null, serverError: null }
  const fieldNames = Object.keys(failure.fields ?? {}).filter((name) => name in EMPTY_CONTACT_FORM)
  if (fieldNames.length) {
    const values = flashValues(flash)
    const missing = REQUIRED_FIELDS.some((name) => !values[name]?.trim()) || !values.terms
    return { notice: missing ? CONTACT_MESSAGES.missing : CONTACT_MESSAGES.invalid, serverError: null }
  }
  return { notice: null, serverError: publicErrorText(failure, CONTACT_MESSAGES.failed.message) }
}

/** A problem with the request, read out at once: the form's two messages (what to fix, what failed). */
function FormAlert({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} stroke={1.75} aria-hidden />}
      title={title}
      data-testid={testId}
    >
      {children}
    </Alert>
  )
}

export interface ContactFormProps {
  /** The registry id of the product to preselect; applied again whenever `presetKey` changes. */
  product?: ProductId
  /** Kept with the lead: which button or page the request came from. */
  source?: string
  /** Changes with every dialog open() call, so the same app can be preselected again. */
  presetKey?: number
  /** Put the cursor in the first field when the form appears (the dialog does; the inline form on /contact does not). */
  autoFocus?: boolean
  /**
   * The form that answers a native post of the contact form (the inline one on /contact): it shows
   * the server's messages and the visitor's values when the page is the 303 after a refusal.
   */
  showsPostedOutcome?: boolean
  /** Called once the lead is stored, before the visitor is taken to /thank-you (the dialog closes itself). */
  onSent?: () => void
  /** While a request is on its way (the dialog refuses to close meanwhile). */
  onSendingChange?: (sending: boolean) => void
}

/**
 * The site's one contact form, used by the contact dialog and inline on /contact: a lead is
 * stored, e-mailed to sales, then the visitor sees /thank-you. A refused submission names the
 * problem at the top of the form (never over a field, as the old toast did on phones) and puts
 * the cursor in the first field to fix.
 */
export function ContactForm({
  product,
  source,
  presetKey,
  autoFocus,
  showsPostedOutcome,
  onSent,
  onSendingChange,
}: ContactFormProps) {
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const postedFlash = useFormFlash('contact')
  const flash = showsPostedOutcome ? postedFlash : null
  const location = useRouterState({ select: (state) => state.location })
  const [sending, setSending] = useState(false)
  // Why the last attempt was refused in the browser (missing or invalid fields): shown at the top of the form.
  const [notice, setNotice] = useState<Notice | null>(() => flashNotices(flash).notice)
  // The server's answer to the last attempt (rate limit, refusal): shown above the button until the next one.
  const [serverError, setServerError] = useState<string | null>(() => flashNotices(flash).serverError)
  const { submissionId, renew, adopt } = useSubmissionId()
  const submissionIdRef = useRef(submissionId)
  submissionIdRef.current = submissionId
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    initialValues: { ...EMPTY_CONTACT_FORM, product: product ?? '', ...flashValues(flash) },
    initialErrors: flash?.error?.fields,
    validate: schemaResolver(ContactFormSchema, { sync: true }),
    // The draft is kept in this tab until the server confirms (a reload or a lost connection loses nothing).
    onValuesChange: (values) => saveContactDraft(values, submissionIdRef.current),
  })
  const { setFieldValue, setValues } = form

  // What the visitor typed on /contact before the form hydrated (a phone still loading its script)
  // becomes the form's state, before the fields' first update could write the empty state over it.
  // It wins over a draft and over the preselected product: it is the newest thing they did.
  const typedEarly = useRef({ anything: false, product: false })
  useTypedBeforeHydration(formRef, (typed) => {
    const values = typedFieldsOf(typed, EMPTY_CONTACT_FORM)
    typedEarly.current = { anything: Object.keys(values).length > 0, product: values.product !== undefined }
    setValues(values)
  })

  // A draft kept from before a reload comes back, unless the page shows a refused post's own values
  // or the visitor has typed already.
  useEffect(() => {
    if (flash?.values || typedEarly.current.anything) return
    const draft = readContactDraft()
    if (!draft) return
    setValues(draft.values)
    if (draft.submissionId) adopt(draft.submissionId)
    // Once, when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Only when asked again (the dialog opened for an app): a visitor's own later choice is not
  // overwritten, nor one made before the form hydrated. Not on every render: setFieldValue is a new
  // function each time (it closes over the form's options).
  useEffect(() => {
    if (!product) return
    if (typedEarly.current.product) typedEarly.current.product = false
    else setFieldValue('product', product)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presetKey, product])

  const updateSending = (value: boolean) => {
    setSending(value)
    onSendingChange?.(value)
  }

  // Looked up inside this form: on /contact the dialog's form can be on the page too.
  const focusField = (field: string) =>
    formRef.current?.querySelector<HTMLElement>(`[data-contact-field="${field}"]`)?.focus()

  /** The props every field shares: its name, limit, marker for focusing, and the form's value and error. */
  const field = <Field extends keyof ContactFormValues>(name: Field) => ({
    name,
    'data-contact-field': name,
    classNames: { required: classes.required },
    ...(name in CONTACT_LIMITS ? { maxLength: CONTACT_LIMITS[name as keyof typeof CONTACT_LIMITS] } : {}),
    ...form.getInputProps(name),
  })

  const handleInvalid = (errors: Record<string, unknown>) => {
    const values = form.getValues()
    const missing = REQUIRED_FIELDS.some((name) => !values[name].trim()) || !values.terms
    setNotice(missing ? CONTACT_MESSAGES.missing : CONTACT_MESSAGES.invalid)
    setServerError(null)
    const first = Object.keys(errors)[0]
    if (first) focusField(first)
  }

  const handleSubmit = async (values: ContactFormValues) => {
    updateSending(true)
    setNotice(null)
    setServerError(null)
    try {
      await submitContactRequest({
        data: {
          ...values,
          terms: true,
          product: values.product as ProductId,
          source: source ?? 'website',
          // Where the lead came from, for the admin: this page's path and its utm_* parameters.
          ...leadOriginFromLocation(window.location),
          // The attempt's id (the schema takes what it knows): a retried request is stored once.
          submissionId,
        } as ContactRequestInput,
      })
    } catch (error) {
      // The server's envelope: field problems go under their fields, the rest (rate limit with
      // its wait, refusal, outage) above the button. What the visitor typed stays in the form.
      const failure = readPublicError(error)
      const fieldNames = Object.keys(failure.fields ?? {}).filter((name) => name in values)
      for (const name of fieldNames) form.setFieldError(name, failure.fields?.[name])
      if (fieldNames[0]) {
        setNotice(CONTACT_MESSAGES.invalid)
        focusField(fieldNames[0])
      } else {
        setServerError(publicErrorText(failure, CONTACT_MESSAGES.failed.message))
      }
      updateSending(false)
      return
    }
    notifications.show({ color: 'green', title: CONTACT_MESSAGES.sent.title, message: CONTACT_MESSAGES.sent.message })
    clearContactDraft()
    renew()
    form.reset()
    updateSending(false)
    onSent?.()
    await navigate({ to: '/thank-you' })
  }

  // Where the lead came from, as the hydrated form sends it, for the native post.
  const origin = leadOriginFromLocation({ pathname: location.pathname, search: location.searchStr })

  return (
    <form
      ref={formRef}
      method="post"
      action={CONTACT_FORM_ACTION}
      onSubmit={form.onSubmit(handleSubmit, handleInvalid)}
      noValidate
      aria-label="Contact form"
      className={classes.form}
      data-testid="contact-form"
    >
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.searchStr}`} />
      <input type="hidden" name="source" value={source ?? 'website'} />
      <input type="hidden" name="page" value={origin.page} />
      {Object.entries(origin.utm).map(([key, value]) => (
        <input key={key} type="hidden" name={`utm.${key}`} value={value} />
      ))}
      <input type="hidden" name="submissionId" value={submissionId} />
      <Stack gap="sm">
        {notice ? (
          <FormAlert title={notice.title} testId="contact-notice">
            {notice.message}
          </FormAlert>
        ) : null}
        <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Name"
            type="text"
            placeholder="Your full name"
            autoComplete="name"
            data-autofocus={autoFocus || undefined}
            withAsterisk
            {...field('name')}
          />
          <TextInput
            label="Email"
            type="email"
            placeholder="you@company.com"
            autoComplete="email"
            withAsterisk
            {...field('email')}
          />
          <TextInput
            label="Mobile"
            type="tel"
            placeholder="Country code, then 10-digit number"
            description="International format, with country code"
            autoComplete="tel"
            inputMode="tel"
            withAsterisk
            {...field('mobile')}
          />
          <NativeSelect
            label="Product"
            description="Which app would you like to launch?"
            withAsterisk
            data={[
              { value: '', label: 'Select a product', disabled: true },
              ...PRODUCT_OPTIONS.map((option) => ({ value: option.value, label: productOptionText(option) })),
            ]}
            {...field('product')}
          />
        </Columns>
        <TextInput
          label="Brand name"
          placeholder="The name your customers will see (optional)"
          {...field('brandName')}
        />
        <Textarea
          label="Description"
          placeholder="Your market, must-have features, launch date... (optional)"
          rows={3}
          {...field('description')}
        />
        <HoneypotField value={form.values.website} onChange={(value) => form.setFieldValue('website', value)} />
        <Checkbox
          name="terms"
          data-contact-field="terms"
          label={
            <>
              I agree to the{' '}
              <Anchor href="/terms" target="_blank" rel="noopener" inherit underline="always">
                Terms of Service
              </Anchor>{' '}
              and the{' '}
              <Anchor href="/privacy" target="_blank" rel="noopener" inherit underline="always">
                Privacy Policy
              </Anchor>
              , and to be contacted about my request.
            </>
          }
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
        {serverError ? (
          <FormAlert title={CONTACT_MESSAGES.failed.title} testId="contact-error">
            {serverError}
          </FormAlert>
        ) : null}
        <Button
          type="submit"
          size="md"
          mih={44}
          disabled={sending}
          rightSection={sending ? null : <IconSend size={18} stroke={1.75} />}
          mt="xs"
        >
          {sending ? 'Sending...' : 'Send request'}
        </Button>
        <Group gap="lg" justify="center" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} stroke={1.75} aria-hidden />
            <Text fz="xs" c="dimmed">
              {siteConfig.contact.replyPromise}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconLock size={16} stroke={1.75} aria-hidden />
            <Text fz="xs" c="dimmed">
              Your details are only used to answer you
            </Text>
          </Group>
        </Group>
      </Stack>
    </form>
  )
}
