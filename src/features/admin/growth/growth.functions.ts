import { createServerFn } from '@tanstack/react-start'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { getDb } from '~/server/boot.server'
import { findPersonData, listPersonalDataRequests } from '~/server/privacy/personal-data.server'
import { readPersonSearch } from '~/server/privacy/person-search.server'
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

/**
 * The personal-data page: what is held about the address the admin looked up (kept in a cookie,
 * never in the URL: person-search.server.ts), and the log of exports and erasures.
 */
export const loadPersonData = createServerFn({ method: 'GET' }).handler(async () => {
  await requireAdmin()
  const db = await getDb()
  const email = readPersonSearch()
  const [person, log] = await Promise.all([
    email ? findPersonData(db, email) : Promise.resolve(null),
    listPersonalDataRequests(db, { limit: 50 }),
  ])
  return asJson({ person, log })
})
