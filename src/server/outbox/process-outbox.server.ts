import { getServerConfig } from '~/server/config.server'
import { Outbox } from './outbox.server'

// One outbox per process, on globalThis so the dev server's module reloads share it.
const holder = globalThis as { __readyappsOutbox?: Outbox }

/** The running server's outbox, in OUTBOX_DIR. */
export function processOutbox(dir: string = getServerConfig().OUTBOX_DIR): Outbox {
  holder.__readyappsOutbox ??= new Outbox({ dir })
  return holder.__readyappsOutbox
}

/** Tests: use this outbox as the process's (undefined: forget it). */
export function setProcessOutboxForTests(outbox: Outbox | undefined): void {
  holder.__readyappsOutbox = outbox
}
