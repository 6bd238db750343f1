import type { Database } from '~/server/db/database.server'
import type { ServerConfig } from '~/server/config.server'
import { emailJsSettings } from '~/server/email/emailjs.server'
import type { OutboxEntry } from '~/server/outbox/outbox-format.server'
import { startOutboxReplay, type OutboxReplayer } from '~/server/outbox/outbox-replay.server'
import { processOutbox } from '~/server/outbox/process-outbox.server'
import { storeContactFromOutbox } from './contact-requests.server'
import { storeSignUpFromOutbox } from './newsletter.server'
import { pokeDeliveryWorker } from './lead-delivery-worker.server'

const holder = globalThis as { __readyappsOutboxReplayer?: OutboxReplayer }

/** Stores one outbox entry in the database (opening it if needed): a lead, then its e-mail, or a sign-up. */
export function outboxStore(config: ServerConfig, getDb: () => Promise<Database>) {
  return async (entry: OutboxEntry): Promise<void> => {
    const db = await getDb()
    if (entry.kind === 'contact') {
      await storeContactFromOutbox(entry, { db, email: emailJsSettings(config), salesEmail: config.SALES_EMAIL })
    } else if (await storeSignUpFromOutbox(entry, db)) {
      // Its confirmation message is queued: send it now rather than at the worker's next tick.
      pokeDeliveryWorker()
    }
  }
}

/**
 * Starts moving what waits in the outbox (this process's, and that of processes that are gone)
 * into the database, once per process; the boot module calls it at start, so a restart while the
 * database is down keeps and later stores what was waiting.
 */
export function startLeadOutbox(config: ServerConfig, getDb: () => Promise<Database>): OutboxReplayer {
  holder.__readyappsOutboxReplayer ??= startOutboxReplay(processOutbox(config.OUTBOX_DIR), outboxStore(config, getDb))
  return holder.__readyappsOutboxReplayer
}

export function stopLeadOutbox(): void {
  holder.__readyappsOutboxReplayer?.stop()
  holder.__readyappsOutboxReplayer = undefined
}
