import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { getDb } from '~/server/boot.server'
import { inputValidator } from '~/server/leads/public-error.server'
import { findPersonData, listPersonalDataRequests } from '~/server/privacy/personal-data.server'
import { listDeliveries, listEndpoints } from '~/server/webhooks/webhooks.server'

/** Dates as the ISO strings they travel as. */
type Json<T> = T extends Date
  ? string
  : T extends Array<infer U>
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T
const asJson = <T>(value: T): Json<T> => JSON.parse(JSON.stringify(value)) as Json<T>

/** The webhook page: the endpoints (never their secrets) and the delivery log, newest first. */
export const loadWebhooks = createServerFn({ method: 'GET' }).handler(async () => {
  await requireAdmin()
  const db = await getDb()
  const [endpoints, deliveries] = await Promise.all([listEndpoints(db), listDeliveries(db, { limit: 100 })])
  return asJson({ endpoints, deliveries })
})

/** The personal-data page: what is held about the address, and the log of exports and erasures. */
export const loadPersonData = createServerFn({ method: 'GET' })
  .validator(
    inputValidator(
      v.object({
        email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254, 'That address is too long.'))),
      }),
    ),
  )
  .handler(async ({ data }) => {
    await requireAdmin()
    const db = await getDb()
    const email = data.email || undefined
    const [person, log] = await Promise.all([
      email ? findPersonData(db, email) : Promise.resolve(null),
      listPersonalDataRequests(db, { limit: 50 }),
    ])
    return asJson({ person, log })
  })
