import { logError } from '~/server/log.server'
import { deliverDueMessages, type OutgoingContext } from '~/server/delivery/outgoing.server'
import { deliverDueLeads, type DeliveryContext } from './lead-delivery.server'

/** What the loop works on: the leads' e-mail to sales and, when given, the other outgoing messages. */
export type WorkerContext = DeliveryContext & { outgoing?: OutgoingContext }

/** How often the retry loop looks for due leads. */
const INTERVAL_MS = 20_000

interface WorkerState {
  context?: () => Promise<WorkerContext>
  again?: boolean
  timer?: ReturnType<typeof setInterval>
  firstRun?: ReturnType<typeof setTimeout>
  /** The run in progress, which a stop waits for (it must not outlive the database). */
  current?: Promise<void>
}

/** How long a stop waits for the run in progress (start.mjs exits 10 s after its drain). */
const STOP_WAIT_MS = 5_000

// On globalThis so a dev-server module reload cannot start a second loop beside the first.
const state = ((globalThis as { __readyappsLeadWorker?: WorkerState }).__readyappsLeadWorker ??= {})

async function tick(context: () => Promise<WorkerContext>): Promise<void> {
  if (state.current) {
    // Asked while a run is going (a poke): one more run right after it.
    state.again = true
    return
  }
  state.current = deliverBatches(context)
  await state.current
  state.current = undefined
  if (state.again && state.timer) {
    state.again = false
    void tick(context)
  }
}

async function deliverBatches(context: () => Promise<WorkerContext>): Promise<void> {
  // A stop (shutdown) ends the run between two messages' batches rather than in the middle of one.
  const stopped = () => state.timer === undefined
  try {
    const resolved = await context()
    // Work through a backlog (after an outage) in batches, without hogging the process.
    for (let batch = 0; batch < 5 && !stopped(); batch++) {
      if ((await deliverDueLeads(resolved, 10)) < 10) break
    }
    const outgoing = resolved.outgoing
    if (outgoing) {
      for (let batch = 0; batch < 5 && !stopped(); batch++) {
        if ((await deliverDueMessages(outgoing, 10)) < 10) break
      }
    }
  } catch (error) {
    logError('Delivery retry run failed', error)
  }
}

/**
 * Runs the loop now rather than at its next tick: called after a message is queued (a sign-up's
 * confirmation, a webhook), so it goes out at once without the request waiting for it. Does
 * nothing when the loop is not running (tests, a process without a database).
 */
export function pokeDeliveryWorker(): void {
  const context = state.context
  if (!context || !state.timer) return
  setImmediate(() => void tick(context))
}

/**
 * Starts the in-process retry loop once per process; the boot module calls it when the
 * database opens. It picks due leads from the database, so leads waiting for a retry are
 * resumed after a restart, and the atomic claim makes it safe with several instances on one
 * database. Returns false when the loop was already running.
 */
export function startLeadDeliveryWorker(context: () => Promise<WorkerContext>): boolean {
  if (state.timer) return false
  state.context = context
  state.timer = setInterval(() => void tick(context), INTERVAL_MS)
  state.timer.unref?.()
  state.firstRun = setTimeout(() => void tick(context), 1_000)
  state.firstRun.unref?.()
  return true
}

/**
 * Stops the loop and resolves once the run in progress (if any) has finished its batch, at most
 * STOP_WAIT_MS: the caller closes the database next, and a delivery cut off by that would be
 * counted as a failed attempt (its claim still brings it back to another instance later).
 */
export async function stopLeadDeliveryWorker(): Promise<void> {
  if (state.timer) clearInterval(state.timer)
  if (state.firstRun) clearTimeout(state.firstRun)
  state.timer = undefined
  state.firstRun = undefined
  state.context = undefined
  state.again = false
  const current = state.current
  if (!current) return
  let timeout: ReturnType<typeof setTimeout> | undefined
  await Promise.race([current, new Promise<void>((resolve) => (timeout = setTimeout(resolve, STOP_WAIT_MS)))])
  clearTimeout(timeout)
}

export function isLeadDeliveryWorkerRunning(): boolean {
  return state.timer !== undefined
}
