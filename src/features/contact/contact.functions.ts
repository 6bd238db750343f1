import { createServerFn } from '@tanstack/react-start'
import { ContactRequestSchema } from '~/domain/contact'
import { sendContactRequest } from '~/server/forms/form-actions.server'
import { inputValidator } from '~/server/leads/public-error.server'

/**
 * The contact form's submit: validated once, here, with the shared domain schema, rate-limited per client,
 * stored as a lead, then e-mailed (retried in the background when EmailJS fails). Bad input,
 * the honeypot and the rate limit are answered in the error envelope with a 4xx status. The
 * native form post (src/routes/forms/contact.ts) takes the same schema and service.
 */
export const submitContactRequest = createServerFn({ method: 'POST' })
  .validator(inputValidator(ContactRequestSchema))
  .handler(({ data }) => sendContactRequest(data))
