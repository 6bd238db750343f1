import { deliverDueLeads } from './lead-delivery.server'
import { defaultDeliveryContext } from './lead-context.server'

/** How often the retry loop looks for due leads. */
const INTERVAL_MS = 20_000

let timer: ReturnType<typeof setInterval> | undefined
let running = false

async function tick(): Promise<void> {
  if (running) return
  running = true
  try {
    const context = await defaultDeliveryContext()
    // Work through a backlog (after an outage) in batches, without hogging the process.
    for (let batch = 0; batch < 5; batch++) {
      if ((await deliverDueLeads(context, 10)) < 10) break
    }
  } catch (error) {
    console.error('Lead e-mail retry run failed', error)
  } finally {
    running = false
  }
}

/**
 * Starts the in-process retry loop once per process. It picks due leads from the database, so
 * leads waiting for a retry are resumed after a restart, and the atomic claim makes it safe
 * with several instances on one database.
 */
export function ensureLeadDeliveryWorker(): void {
  if (timer) return
  timer = setInterval(() => void tick(), INTERVAL_MS)
  timer.unref?.()
  setTimeout(() => void tick(), 1_000).unref?.()
}

export function stopLeadDeliveryWorker(): void {
  if (timer) clearInterval(timer)
  timer = undefined
}
