import { logError } from '~/server/log.server'
import { deliverDueLeads, type DeliveryContext } from './lead-delivery.server'

/** How often the retry loop looks for due leads. */
const INTERVAL_MS = 20_000

interface WorkerState {
  timer?: ReturnType<typeof setInterval>
  firstRun?: ReturnType<typeof setTimeout>
  running: boolean
}

// On globalThis so a dev-server module reload cannot start a second loop beside the first.
const state = ((globalThis as { __readyappsLeadWorker?: WorkerState }).__readyappsLeadWorker ??= { running: false })

async function tick(context: () => Promise<DeliveryContext>): Promise<void> {
  if (state.running) return
  state.running = true
  try {
    const resolved = await context()
    // Work through a backlog (after an outage) in batches, without hogging the process.
    for (let batch = 0; batch < 5; batch++) {
      if ((await deliverDueLeads(resolved, 10)) < 10) break
    }
  } catch (error) {
    logError('Lead e-mail retry run failed', error)
  } finally {
    state.running = false
  }
}

/**
 * Starts the in-process retry loop once per process; the boot module calls it when the
 * database opens. It picks due leads from the database, so leads waiting for a retry are
 * resumed after a restart, and the atomic claim makes it safe with several instances on one
 * database. Returns false when the loop was already running.
 */
export function startLeadDeliveryWorker(context: () => Promise<DeliveryContext>): boolean {
  if (state.timer) return false
  state.timer = setInterval(() => void tick(context), INTERVAL_MS)
  state.timer.unref?.()
  state.firstRun = setTimeout(() => void tick(context), 1_000)
  state.firstRun.unref?.()
  return true
}

export function stopLeadDeliveryWorker(): void {
  if (state.timer) clearInterval(state.timer)
  if (state.firstRun) clearTimeout(state.firstRun)
  state.timer = undefined
  state.firstRun = undefined
}

export function isLeadDeliveryWorkerRunning(): boolean {
  return state.timer !== undefined
}
