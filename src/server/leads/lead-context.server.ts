import { logError } from '~/server/log.server'
import { DatabaseUnavailableError, type Queryable } from '~/server/db/database.server'
import { getDb } from '~/server/boot.server'
import { getServerConfig } from '~/server/config.server'
import { emailJsSettings } from '~/server/email/emailjs.server'
import type { Outbox } from '~/server/outbox/outbox.server'
import { processOutbox } from '~/server/outbox/process-outbox.server'
import type { DeliveryContext } from './lead-delivery.server'

/** Stands in for a database that cannot be opened, so callers take their no-storage path. */
function unavailableDatabase(cause: unknown): Queryable {
  return {
    query: () => Promise.reject(new DatabaseUnavailableError(cause)),
  }
}

/** The process database, or a stand-in whose queries fail when it cannot be opened. */
export async function getDbOrUnavailable(): Promise<Queryable> {
  try {
    return await getDb()
  } catch (error) {
    logError('Database unavailable', error)
    return unavailableDatabase(error)
  }
}

/**
 * The running server's delivery context: its database, EmailJS settings from env and the local
 * outbox. When the database cannot be opened the context still works (every query fails), so a
 * contact request waits in the outbox (or, if that cannot be written, goes out by e-mail directly).
 */
export async function defaultDeliveryContext(): Promise<DeliveryContext & { outbox: Outbox }> {
  const config = getServerConfig()
  return {
    db: await getDbOrUnavailable(),
    email: emailJsSettings(config),
    salesEmail: config.SALES_EMAIL,
    outbox: processOutbox(config.OUTBOX_DIR),
  }
}
