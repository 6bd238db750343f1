import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconClock, IconLock, IconSend } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
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

const REQUIRED_FIELDS = ['name', 'email', 'mobile', 'product'] as const

interface ContactDialogProps {
  opened: boolean
  onClose: () => void
  /** The registry id of the product to preselect; applied each time the dialog opens. */
  product?: ProductId
  /** Kept with the lead: which button opened the dialog. */
  source?: string
  /** Changes with every open() call, so the same app can be preselected again. */
  openCount: number
}

/** The one contact form of the site: a lead is stored, e-mailed to sales, then /thank-you. */
export function ContactDialog({ opened, onClose, product, source, openCount }: ContactDialogProps) {
  const navigate = useNavigate()
  const narrow = useMediaQuery('(max-width: 48em)')
  const [sending, setSending] = useState(false)
  // The server's answer to the last attempt (rate limit, refusal): shown in the dialog until the next one.
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_CONTACT_FORM,
    validate: schemaResolver(ContactFormSchema, { sync: true }),
  })
  const { setFieldValue } = form

  useEffect(() => {
    if (product) setFieldValue('product', product)
    // Only when opened again: a visitor's own later choice is not overwritten.
  }, [openCount, product, setFieldValue])

  const handleInvalid = (errors: Record<string, unknown>) => {
    const values = form.getValues()
    const missing = REQUIRED_FIELDS.some((field) => !values[field].trim()) || !values.terms
    const notice = missing ? CONTACT_MESSAGES.missing : CONTACT_MESSAGES.invalid
    notifications.show({ color: 'red', title: notice.title, message: notice.message })
    const first = Object.keys(errors)[0]
    if (first) document.querySelector<HTMLElement>(`[data-contact-field="${first}"]`)?.focus()
  }

  const handleSubmit = async (values: ContactFormValues) => {
    setSending(true)
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
      const fieldNames = Object.keys(failure.fields ?? {}).filter((field) => field in values)
      for (const field of fieldNames) form.setFieldError(field, failure.fields?.[field])
      if (fieldNames.length) {
        document.querySelector<HTMLElement>(`[data-contact-field="${fieldNames[0]}"]`)?.focus()
      } else {
        setServerError(publicErrorText(failure, CONTACT_MESSAGES.failed.message))
      }
      setSending(false)
      return
    }
    notifications.show({ color: 'green', title: CONTACT_MESSAGES.sent.title, message: CONTACT_MESSAGES.sent.message })
    form.reset()
    setSending(false)
    onClose()
    await navigate({ to: '/thank-you' })
  }

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!sending) onClose()
      }}
      title={
        <Text component="span" fw={750} fz="xl">
          Request a free demo
        </Text>
      }
      size="lg"
      fullScreen={narrow}
      centered
      radius="md"
      overlayProps={{ backgroundOpacity: 0.55, blur: 3 }}
      closeButtonProps={{ 'aria-label': 'Close the contact form' }}
      // Mantine draws the title bar as <header>, which inside role="dialog" counts as a second
      // banner landmark next to the site's header (axe: landmark-no-duplicate-banner).
      attributes={{ header: { role: 'none' } }}
      data-testid="contact-dialog"
    >
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          Tell us about your business. A product specialist will reply within 24 business hours with a live demo and a
          price for your launch.
        </Text>
        <form onSubmit={form.onSubmit(handleSubmit, handleInvalid)} noValidate aria-label="Contact form">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Name"
                placeholder="Your full name"
                autoComplete="name"
                data-autofocus
                withAsterisk
                maxLength={CONTACT_LIMITS.name}
                data-contact-field="name"
                {...form.getInputProps('name')}
              />
              <TextInput
                label="Email"
                type="email"
                placeholder="you@company.com"
                autoComplete="email"
                withAsterisk
                maxLength={CONTACT_LIMITS.email}
                data-contact-field="email"
                {...form.getInputProps('email')}
              />
              <TextInput
                label="Mobile"
                type="tel"
                placeholder="Country code, then 10-digit number"
                description="International format, with country code"
                autoComplete="tel"
                inputMode="tel"
                withAsterisk
                maxLength={CONTACT_LIMITS.mobile}
                data-contact-field="mobile"
                {...form.getInputProps('mobile')}
              />
              <NativeSelect
                label="Product"
                description="Which app would you like to launch?"
                withAsterisk
                data-contact-field="product"
                data={[
                  { value: '', label: 'Select a product', disabled: true },
                  ...PRODUCT_OPTIONS.map((option) => ({ value: option.value, label: productOptionText(option) })),
                ]}
                {...form.getInputProps('product')}
              />
            </SimpleGrid>
            <TextInput
              label="Brand name"
              placeholder="The name your customers will see (optional)"
              maxLength={CONTACT_LIMITS.brandName}
              data-contact-field="brandName"
              {...form.getInputProps('brandName')}
            />
            <Textarea
              label="Description"
              placeholder="Your market, must-have features, launch date... (optional)"
              rows={3}
              maxLength={CONTACT_LIMITS.description}
              data-contact-field="description"
              {...form.getInputProps('description')}
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
              <Alert
                role="alert"
                color="red"
                variant="light"
                icon={<IconAlertCircle size={20} stroke={1.75} aria-hidden />}
                title={CONTACT_MESSAGES.failed.title}
                data-testid="contact-error"
              >
                {serverError}
              </Alert>
            ) : null}
            <Button
              type="submit"
              size="md"
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
      </Stack>
    </Modal>
  )
}
