import * as v from 'valibot'
import { secretsKey } from '~/server/auth/secret-box.server'
import { getDb } from '~/server/boot.server'
import { getServerConfig } from '~/server/config.server'
import { requeueMessage } from '~/server/delivery/outgoing.server'
import { pokeDeliveryWorker } from '~/server/leads/lead-delivery-worker.server'
import { PublicError } from '~/server/leads/public-error.server'
import { erasePersonData, exportPersonData } from '~/server/privacy/personal-data.server'
import { personSearchSetCookie } from '~/server/privacy/person-search.server'
import { EndpointRefusedError } from '~/server/webhooks/address-check.server'
import { addressPolicy, createEndpoint, deleteEndpoint } from '~/server/webhooks/webhooks.server'
import { adminOrAnswer } from './admin-form-posts.server'
import { notAForm, readPostedForm, runFormAction, seeOther } from './form-endpoint.server'

/**
 * The native form posts of the admin's webhook page and personal-data page (the only way these
 * forms send: they work the same with and without JavaScript). Like the other admin posts: the
 * session first (else to sign in), the input through a valibot schema, a 303 back with the outcome
 * in the flash cookie. Cross-site posts are refused by the CSRF check of src/start.ts.
 */
export const WEBHOOKS_PAGE = '/admin/dashboard/webhooks'
export const PERSONAL_DATA_PAGE = '/admin/dashboard/personal-data'

const WebhookPostSchema = v.variant('action', [
  v.object({
    action: v.literal('add'),
    url: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Enter the endpoint URL.'),
      v.maxLength(2000, 'That URL is too long.'),
    ),
    description: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(200, 'Keep the description under 200 characters.')),
      '',
    ),
  }),
  v.object({ action: v.literal('resend'), id: v.pipe(v.string(), v.uuid('Unknown delivery.')) }),
  v.object({ action: v.literal('delete'), id: v.pipe(v.string(), v.uuid('Unknown endpoint.')) }),
])

const fieldsOf = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))

export async function webhooksPost(request: Request): Promise<Response> {
  const form = await readPostedForm(request)
  if (!form) return notAForm()
  const what = 'Webhook form post'
  const admin = await adminOrAnswer(WEBHOOKS_PAGE, WEBHOOKS_PAGE, 'webhooks', what)
  if (admin instanceof Response) return admin
  let values: Record<string, string> | undefined
  const error = await runFormAction(
    WebhookPostSchema,
    fieldsOf(form),
    async (data) => {
      const db = await getDb()
      if (data.action === 'add') {
        try {
          const { endpoint, secret } = await createEndpoint(
            db,
            { url: data.url, description: data.description, actor: admin.email },
            addressPolicy(getServerConfig()),
            secretsKey(getServerConfig().ADMIN_SECRETS_KEY),
          )
          // Shown once, on the page this answer leads to (the flash lives two minutes, httpOnly).
          values = { done: 'added', endpoint: endpoint.url, secret }
        } catch (refused) {
          if (refused instanceof EndpointRefusedError)
            throw PublicError.of('rejected', refused.message, { fields: { url: refused.message } })
          throw refused
        }
      } else if (data.action === 'resend') {
        if (!(await requeueMessage(db, data.id)))
          throw PublicError.of(
            'rejected',
            'This delivery cannot be sent again now: it may be being sent this moment. Reload to see how it went.',
          )
        pokeDeliveryWorker()
        values = { done: 'resent' }
      } else {
        if (!(await deleteEndpoint(db, data.id)))
          throw PublicError.of('not_found', 'That endpoint was already removed.')
        values = { done: 'deleted' }
      }
    },
    what,
  )
  if (error) {
    const url = form.get('url')
    return seeOther(WEBHOOKS_PAGE, { form: 'webhooks', error, values: typeof url === 'string' ? { url } : undefined })
  }
  return seeOther(WEBHOOKS_PAGE, { form: 'webhooks', values })
}

const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('Enter an e-mail address.'),
  v.maxLength(254, 'That address is too long.'),
  v.email('Enter an e-mail address.'),
)

const PersonalDataPostSchema = v.variant(
  'action',
  [
    v.object({ action: v.literal('find'), email: EmailSchema }),
    v.object({ action: v.literal('clear') }),
    v.object({ action: v.literal('export'), email: EmailSchema }),
    v.object({ action: v.literal('erase'), email: EmailSchema, confirm: v.optional(v.string()) }),
  ],
  'Unknown action.',
)

/**
 * Find: the address becomes the page's search (a cookie, never the URL: person-search.server.ts).
 * Clear: the search is forgotten. Export: the JSON file itself (a download). Erase: back to the page
 * with what was erased. Exports and erasures are logged.
 */
export async function personalDataPost(request: Request): Promise<Response> {
  const form = await readPostedForm(request)
  if (!form) return notAForm()
  const what = 'Personal data form post'
  const admin = await adminOrAnswer(PERSONAL_DATA_PAGE, PERSONAL_DATA_PAGE, 'personal-data', what)
  if (admin instanceof Response) return admin
  let answer: Response | undefined
  const error = await runFormAction(
    PersonalDataPostSchema,
    fieldsOf(form),
    async (data) => {
      if (data.action === 'find' || data.action === 'clear') {
        answer = seeOther(PERSONAL_DATA_PAGE)
        answer.headers.append('Set-Cookie', personSearchSetCookie(data.action === 'find' ? data.email : null))
        return
      }
      const db = await getDb()
      if (data.action === 'export') {
        const exported = await exportPersonData(db, data.email, admin.email)
        answer = new Response(`${JSON.stringify({ exportedAt: new Date().toISOString(), ...exported }, null, 2)}\n`, {
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Disposition': `attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}.json"`,
            'Cache-Control': 'no-store',
            'X-Robots-Tag': 'noindex',
          },
        })
        return
      }
      if (data.confirm !== data.email)
        throw PublicError.of('rejected', 'Type the address again to confirm the erasure.', {
          fields: { confirm: 'Type the address again to confirm the erasure.' },
        })
      const erased = await erasePersonData(db, data.email, admin.email)
      answer = seeOther(PERSONAL_DATA_PAGE, {
        form: 'personal-data',
        values: {
          done: 'erased',
          summary: `Erased ${erased.leads} lead(s), ${erased.subscription ? 'the subscription' : 'no subscription'} and ${erased.webhookDeliveries} webhook deliveries.`,
        },
      })
    },
    what,
  )
  if (answer) return answer
  // A refused lookup keeps what was typed in the search field (the flash is a cookie too).
  const email = form.get('action') === 'find' ? form.get('email') : null
  return seeOther(PERSONAL_DATA_PAGE, {
    form: 'personal-data',
    error: error ?? undefined,
    values: typeof email === 'string' ? { email: email.slice(0, 254) } : undefined,
  })
}
