import { isDatabaseUnavailable } from '~/server/db/database.server'
import { logError } from '~/server/log.server'
import type { OutboxEntry } from './outbox-format.server'
import type { Outbox } from './outbox.server'

/** Stores one submission; resolves once it is in the database (new or already there). */
export type StoreEntry = (entry: OutboxEntry) => Promise<void>

export interface ReplayResult {
  stored: number
  /** Still waiting: the database went away again, or an entry failed (logged). */
  waiting: number
}

/**
 * One pass: every waiting submission is stored (the store is idempotent by key, so a pass
 * interrupted by a crash is simply run again), then marked done; files with nothing left are
 * removed. Stops at the first "database unavailable".
 */
export async function replayOutbox(outbox: Outbox, store: StoreEntry): Promise<ReplayResult> {
  const files = await outbox.read()
  let stored = 0
  let waiting = 0
  let databaseDown = false
  for (const file of files) {
    for (const entry of file.pending) {
      if (databaseDown) {
        waiting += 1
        continue
      }
      try {
        await store(entry)
        await outbox.markDone(file.path, entry.key)
        stored += 1
      } catch (error) {
        waiting += 1
        if (isDatabaseUnavailable(error)) databaseDown = true
        // The key only, never the submission: it holds personal data.
        else logError(`Outbox: could not store a ${entry.kind} submission (kept for the next pass)`, error)
      }
    }
  }
  if (stored > 0) await outbox.compact(files)
  return { stored, waiting }
}

export interface OutboxReplayer {
  /** Runs a pass now (after an append, or from tests); resolves when it is done. */
  poke(): Promise<ReplayResult | null>
  stop(): void
}

/**
 * Replays the outbox in the background: every second while something waits (backing off to 5 s
 * while the database stays down), and every 10 s otherwise to pick up the files of processes that
 * are gone. One pass at a time per process.
 */
export function startOutboxReplay(
  outbox: Outbox,
  store: StoreEntry,
  options: { busyMs?: number; idleMs?: number; maxBackoffMs?: number } = {},
): OutboxReplayer {
  const busyMs = options.busyMs ?? 1_000
  const idleMs = options.idleMs ?? 10_000
  const maxBackoffMs = options.maxBackoffMs ?? 5_000
  let stopped = false
  let running: Promise<ReplayResult | null> | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let delay = busyMs
  let reportedDown = false

  const schedule = (ms: number) => {
    if (stopped) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void pass(), ms)
    timer.unref?.()
  }

  function pass(): Promise<ReplayResult | null> {
    if (running) return running
    running = (async () => {
      try {
        const result = await replayOutbox(outbox, store)
        if (result.stored > 0)
          console.info(`[outbox] stored ${result.stored} submission(s) that waited for the database`)
        if (result.waiting > 0) {
          if (!reportedDown) console.info(`[outbox] ${result.waiting} submission(s) waiting for the database`)
          reportedDown = true
          delay = result.stored > 0 ? busyMs : Math.min(delay * 2, maxBackoffMs)
          schedule(delay)
        } else {
          reportedDown = false
          delay = busyMs
          schedule(idleMs)
        }
        return result
      } catch (error) {
        logError('Outbox replay failed', error)
        schedule(maxBackoffMs)
        return null
      } finally {
        running = null
      }
    })()
    return running
  }

  schedule(0)
  return {
    poke: () => {
      delay = busyMs
      return pass()
    },
    stop: () => {
      stopped = true
      if (timer) clearTimeout(timer)
    },
  }
}
