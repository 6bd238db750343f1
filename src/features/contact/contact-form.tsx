import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconClock, IconLock, IconSend } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { siteConfig } from '#app-config'
import { HoneypotField } from '~/ui/honeypot-field/honeypot-field'
import { submitContactRequest } from './contact.functions'
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  ContactFormSchema,
  EMPTY_CONTACT_FORM,
  leadOriginFromLocation,
  type ContactFormValues,
} from '~/domain/contact'
import { readPublicError } from '~/domain/errors'
import type { ProductId } from '~/domain/product'
import { PRODUCT_OPTIONS, productOptionText } from './product-options'
import { publicErrorText } from './public-error-text'
import classes from './contact-form.module.css'

const REQUIRED_FIELDS = ['name', 'email', 'mobile', 'product'] as const

type Notice = { title: string; message: string }

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
export function ContactForm({ product, source, presetKey, autoFocus, onSent, onSendingChange }: ContactFormProps) {
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [sending, setSending] = useState(false)
  // Why the last attempt was refused in the browser (missing or invalid fields): shown at the top of the form.
  const [notice, setNotice] = useState<Notice | null>(null)
  // The server's answer to the last attempt (rate limit, refusal): shown above the button until the next one.
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_CONTACT_FORM,
    validate: schemaResolver(ContactFormSchema, { sync: true }),
  })
  const { setFieldValue } = form

  useEffect(() => {
    if (product) setFieldValue('product', product)
    // Only when asked again: a visitor's own later choice is not overwritten.
  }, [presetKey, product, setFieldValue])

  const updateSending = (value: boolean) => {
    setSending(value)
    onSendingChange?.(value)
  }

  // Looked up inside this form: on /contact the dialog's form can be on the page too.
  const focusField = (field: string) =>
    formRef.current?.querySelector<HTMLElement>(`[data-contact-field="${field}"]`)?.focus()

  /** The props every field shares: its limit, its marker for focusing, and the form's value and error. */
  const field = <Field extends keyof ContactFormValues>(name: Field) => ({
    'data-contact-field': name,
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
        },
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
    form.reset()
    updateSending(false)
    onSent?.()
    await navigate({ to: '/thank-you' })
  }

  return (
    <form
      ref={formRef}
      onSubmit={form.onSubmit(handleSubmit, handleInvalid)}
      noValidate
      aria-label="Contact form"
      className={classes.form}
      data-testid="contact-form"
    >
      <Stack gap="sm">
        {notice ? (
          <FormAlert title={notice.title} testId="contact-notice">
            {notice.message}
          </FormAlert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Name"
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
        </SimpleGrid>
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
